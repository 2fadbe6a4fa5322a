import BrazeLiquid
import Foundation
import PushCore
import SafeFiles
import TextFormats

/// The test users a push is previewed as: a JSON object from each user's name to their
/// attributes, keyed as templates address them (standard attributes at the top, one object per
/// namespace such as `custom_attribute`). A user who lacks an attribute is how a user without
/// it is tested. `live_data` holds canned answers for tags that would fetch data.
public struct TestUsers: Sendable, Equatable {
    /// One user.
    public struct User: Sendable, Equatable {
        /// The name the file gives it.
        public var name: String
        /// The attributes, as the template sees them.
        public var attributes: LiquidValue
        /// Canned answers for `connected_content` and the other tags that need live data.
        public var liveData: [String: LiquidValue]
        /// A Braze test recipient (`[braze] test_users`) the users file does not hold yet:
        /// previewed with no attributes until `users fetch` or `users add` gives it some.
        public var isRecipientOnly = false
    }

    /// The users, in file order.
    public var users: [User]

    /// The key under a user that holds canned live data rather than an attribute.
    public static let liveDataKey = "live_data"
    /// A users file of 10,000 users is about 3 MB; a file past this is a mistake (an export of a
    /// whole workspace, a log), refused before it is read, never parsed for a minute.
    public static let maxBytes = 8 << 20

    /// Creates a list of users.
    public init(users: [User]) { self.users = users }

    /// The user with this name, if the file has one.
    public func user(named name: String) -> User? { users.first { $0.name == name } }

    /// Reads a users file; every way it can be wrong is one line naming the file.
    public static func load(_ path: String) throws(TestUsersError) -> TestUsers {
        try parse(try bytes(of: path), file: path)
    }

    /// Reads a users file's bytes; `file` names it in messages.
    public static func parse(_ bytes: [UInt8], file: String) throws(TestUsersError) -> TestUsers {
        try users(in: try root(of: bytes, file: file), file: file)
    }

    /// The bytes of the users file at `path`, refused past `maxBytes` before they are read.
    static func bytes(of path: String) throws(TestUsersError) -> [UInt8] {
        do {
            return try FileReader(limit: maxBytes).read(path).bytes
        } catch {
            if case .tooLarge = error.kind {
                throw TestUsersError("\(path): \(error.message) (a users file of 10,000 test users is about 3 MB): keep the users you test with")
            }
            throw TestUsersError("\(path): \(error.message)")
        }
    }

    /// The file's top-level object, from each user's name to their attributes.
    static func root(of bytes: [UInt8], file: String) throws(TestUsersError) -> JSONObject {
        let root: JSONNode
        do {
            root = try JSONReader(maxBytes: maxBytes).read(bytes)
        } catch {
            throw TestUsersError("\(file):\(error.location.line):\(error.location.column): \(error.message)")
        }
        guard let object = root.value.objectValue else {
            throw TestUsersError("\(file): a users file is an object from each user's name to their attributes, such as {\"ana\": {\"first_name\": \"Ana\"}}")
        }
        return object
    }

    /// The users of a file's object, checked; a place is named where the object was read from a file.
    static func users(in object: JSONObject, file: String) throws(TestUsersError) -> TestUsers {
        var users: [User] = []
        for member in object.members {
            guard let attributes = member.value.value.objectValue else {
                let place = member.keyLocation.map { ":\($0.line):\($0.column)" } ?? ""
                throw TestUsersError("\(file)\(place): user \"\(member.key)\" must be an object of attributes, not \(member.value.value.typeName)")
            }
            var attributeMembers = attributes
            var liveData: [String: LiquidValue] = [:]
            if let live = attributes.members.first(where: { $0.key == liveDataKey }) {
                // The key is ours, never a profile's: anything but canned answers is a mistake.
                guard let canned = live.value.value.objectValue else {
                    let place = live.keyLocation.map { ":\($0.line):\($0.column)" } ?? ""
                    throw TestUsersError("\(file)\(place): user \"\(member.key)\": \(liveDataKey) holds canned answers for live "
                        + "data, such as {\"content_blocks\": {\"promo\": \"…\"}}, not \(live.value.value.typeName)")
                }
                for entry in canned.members { liveData[entry.key] = LiquidValue(json: entry.value.value) }
                attributeMembers[liveDataKey] = nil
            }
            users.append(User(name: member.key, attributes: LiquidValue(json: .object(attributeMembers)), liveData: liveData))
        }
        return TestUsers(users: users)
    }
}

/// Why a users file cannot be used: one line that names the file.
public struct TestUsersError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line to show.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension TestUsers {
    /// These users, then each Braze test recipient (`[braze] test_users`, by external id) they
    /// do not name, with no attributes: one kind of test user, from the file or from the config.
    public func withRecipients(_ externalIDs: [String]) -> TestUsers {
        var all = users
        var named = Set(users.map(\.name))
        for id in externalIDs where named.insert(id).inserted {
            all.append(User(name: id, attributes: LiquidValue(json: .object(JSONObject())), liveData: [:], isRecipientOnly: true))
        }
        return TestUsers(users: all)
    }

    /// The attributes templates may read as these users: Braze's standard ones and every one a
    /// user has; with no users, the standard ones alone.
    public var attributeCatalog: AttributeCatalog {
        guard !users.isEmpty else { return .standard }
        var topLevel = Set(AttributeCatalog.standardNames)
        var custom = Set<String>()
        for user in users {
            guard case .hash(let attributes) = user.attributes else { continue }
            topLevel.formUnion(attributes.keys)
            if case .hash(let customs)? = attributes["custom_attribute"] { custom.formUnion(customs.keys) }
        }
        return AttributeCatalog(topLevel: topLevel, custom: custom)
    }
}

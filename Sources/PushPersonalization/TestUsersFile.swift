import PlainText
import SafeFiles
import TextFormats

/// A users file opened for editing: its users and attributes as written, in file order, checked
/// as `TestUsers` reads them before it is written back whole.
public struct TestUsersFile: Sendable {
    /// Where the file is (a missing file is an empty one until saved).
    public let path: String
    /// The file's object, from each user's name to their attributes.
    public private(set) var root: JSONObject

    /// Reads the file at `path`, or starts an empty one when there is none; a file that cannot be
    /// read or is not a users file is one line naming it and where it is wrong.
    public static func open(_ path: String) throws(TestUsersError) -> TestUsersFile {
        guard FileStamp.current(path) != nil else { return TestUsersFile(path: path, root: JSONObject()) }
        let root = try TestUsers.root(of: TestUsers.bytes(of: path), file: path)
        _ = try TestUsers.users(in: root, file: path)
        return TestUsersFile(path: path, root: root)
    }

    /// The users' names, in file order.
    public var names: [String] { root.keys }

    /// A user's attributes as written, `live_data` included.
    public func attributes(of name: String) -> JSONObject? { root[name]?.objectValue }

    /// Adds (or updates) the user `name` with attributes typed as `first_name=Mary Ann
    /// language=ja`, and writes the file; true when the user is new.
    public static func save(_ name: String, typed: String, to path: String) throws(TestUsersError) -> Bool {
        var file = try open(path)
        let isNew = try file.set(try AttributeAssignment.list(typed), for: name)
        try file.save()
        return isNew
    }

    /// Sets each assignment on the user `name`, who is added at the end when new; true when the
    /// user was added. A path through a value that is not an object is refused, naming it.
    public mutating func set(_ assignments: [AttributeAssignment], for name: String) throws(TestUsersError) -> Bool {
        let isNew = root[name] == nil
        var attributes = root[name]?.objectValue ?? JSONObject()
        for assignment in assignments {
            try Self.assign(assignment.value, at: assignment.path[...], in: &attributes, user: name, written: assignment.path)
        }
        put(attributes, for: name)
        return isNew
    }

    /// Puts `attributes` under the user `name`, in place of theirs or at the end when new.
    public mutating func put(_ attributes: JSONObject, for name: String) {
        root[name] = .object(attributes)
    }

    /// Removes the user `name`; false when the file has no such user.
    public mutating func remove(_ name: String) -> Bool {
        guard root[name] != nil else { return false }
        root[name] = nil
        return true
    }

    /// The name closest to `name` among the file's users, for "did you mean".
    public func suggestion(for name: String) -> String? { NameSuggester.suggest(name, among: names) }

    /// Writes the file back, pretty-printed, mode 600 (profiles are personal data), replacing it in
    /// one step; what would not read back as a users file is refused before anything is written.
    public func save() throws(TestUsersError) {
        // Checked as the object it is, not re-read as text: a value set here has no line of its own.
        _ = try TestUsers.users(in: root, file: path)
        let text = JSONWriter.string(.object(root), style: .pretty) + "\n"
        if let problem = Self.unreadable(root, size: text.utf8.count) {
            throw TestUsersError("\(path) is not written: \(problem)")
        }
        do {
            try AtomicFileWriter(mode: .draft).write(text, to: path)
        } catch {
            throw TestUsersError(error.message)
        }
    }

    /// What the reader would refuse in `root` written as `size` bytes, naming the user and the
    /// attribute; nil when it reads back. A file the reader refuses would stop every `users`
    /// command and every preview until fixed by hand.
    static func unreadable(_ root: JSONObject, size: Int) -> String? {
        // The file's object is one level and each user's another.
        for member in root.members {
            if let path = tooDeep(member.value.value, depth: 2) {
                let shown = path.count > 4 ? path.prefix(3).joined(separator: ".") + ".…" : path.joined(separator: ".")
                return "user \"\(member.key)\": \(shown) (\(path.count) levels down) nests deeper than the "
                    + "\(JSONReader.defaultMaxDepth) levels a users file may have"
            }
        }
        guard size > TestUsers.maxBytes else { return nil }
        var largest = (name: "", bytes: 0)
        for member in root.members {
            let bytes = JSONWriter.string(member.value.value, style: .pretty).utf8.count
            if bytes > largest.bytes { largest = (member.key, bytes) }
        }
        return "it would be \(ByteCount.describe(size)), past the \(ByteCount.describe(TestUsers.maxBytes)) a users file may be "
            + "(user \"\(largest.name)\" takes \(ByteCount.describe(largest.bytes))); keep the users and attributes you test with"
    }

    /// The keys down to the first object or array nested past the reader's depth, for a value at
    /// `depth`; nil when it is within it. A loop, not recursion: any depth is walked safely.
    private static func tooDeep(_ value: JSONValue, depth: Int) -> [String]? {
        var stack: [(value: JSONValue, depth: Int, path: [String])] = [(value, depth, [])]
        while let (value, depth, path) = stack.popLast() {
            switch value {
            case .object(let object):
                if depth > JSONReader.defaultMaxDepth { return path }
                for member in object.members.reversed() { stack.append((member.value.value, depth + 1, path + [member.key])) }
            case .array(let items):
                if depth > JSONReader.defaultMaxDepth { return path }
                for (index, item) in items.enumerated().reversed() { stack.append((item.value, depth + 1, path + [String(index)])) }
            default:
                continue
            }
        }
        return nil
    }

    private static func assign(_ value: JSONValue, at path: ArraySlice<String>, in object: inout JSONObject,
                               user: String, written: [String]) throws(TestUsersError) {
        guard let key = path.first else { return }
        let rest = path.dropFirst()
        if rest.isEmpty {
            object[key] = value
            return
        }
        var inner: JSONObject
        switch object[key] {
        case nil: inner = JSONObject()
        case .object(let existing)?: inner = existing
        case let other?:
            let prefix = written[..<(written.count - rest.count)].joined(separator: ".")
            throw TestUsersError("user \"\(user)\": \(prefix) is \(other.typeName), not an object, so \(written.joined(separator: ".")) cannot be set; remove it first")
        }
        try assign(value, at: rest, in: &inner, user: user, written: written)
        object[key] = .object(inner)
    }
}

extension TestUsers.User {
    /// A user typed in the composer and kept in no file: `first_name=Ana language=ja
    /// custom_attribute.tier=gold`, read as `users add --set` reads each (a word without `=`
    /// goes on with the value before it: `first_name=Mary Ann`).
    public static func adHoc(named name: String, typed: String) throws(TestUsersError) -> TestUsers.User {
        var file = TestUsersFile(path: "", root: JSONObject())
        _ = try file.set(try AttributeAssignment.list(typed), for: name)
        guard let user = try TestUsers.users(in: file.root, file: name).users.first else { throw TestUsersError("no user was typed") }
        return user
    }
}

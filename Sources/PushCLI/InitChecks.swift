import ComposerSettings
import Foundation
import PushSending
import PushTransport
import SafeFiles
import TextFormats

/// The checks `init` puts each given or typed setting through, as the config reader and a send
/// would: a mistake is one line that says what to give instead.
enum InitChecks {
    typealias Problem = InitCommand.Problem

    /// An instance name, in upper case.
    static func brazeInstance(_ name: String) throws(Problem) -> String {
        guard BrazeInstance.endpoint(name) != nil else {
            let near = NameSuggester.suggest(name.uppercased(), among: BrazeInstance.names).map { "; did you mean \($0)?" } ?? ""
            throw Problem("\"\(name)\" is not a Braze instance\(near) (they are \(BrazeInstance.names.joined(separator: ", ")))")
        }
        return name.uppercased()
    }

    /// A REST endpoint, as the config keeps it.
    static func brazeEndpoint(_ text: String) throws(Problem) -> String {
        switch ServiceAddress.parse(text) {
        case .success(let address): return address.text
        case .failure(let problem): throw Problem("Braze endpoint \(problem.message)")
        }
    }

    /// External ids, split at commas and spaces as typed.
    static func testUsers(_ given: [String]) throws(Problem) -> [String] {
        var ids: [String] = []
        for text in given {
            let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            if parts.isEmpty { throw Problem("a test user is an external user id, such as ana-test") }
            for id in parts where !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// The key file as the config will name it (`~/…` kept, a relative path made absolute),
    /// after checking that only its owner can read it and that it is an APNs key.
    static func keyFile(_ typed: String, keyID: String?, teamID: String?,
                        environment: [String: String]) throws(Problem) -> (stored: String, keyID: String) {
        let expanded = UserConfig.expandingTilde(typed, environment: environment)
        let absolute = expanded.utf8.first == UInt8(ascii: "/") ? expanded : FileManager.default.currentDirectoryPath + "/" + expanded
        let stored = typed.hasPrefix("~/") || typed.utf8.first == UInt8(ascii: "/") ? typed : absolute
        if typed.lowercased().hasSuffix(".p12") {
            throw Problem("\(typed) is a .p12 push certificate: give it as --apns-certificate")
        }
        guard let id = keyID ?? APNsSettings.keyID(fromFileName: absolute) else {
            throw Problem("\(typed): the file name does not hold the Key ID (Apple names it AuthKey_KEYID.p8); give the Key ID too")
        }
        guard APNsSettings.isAppleID(id) else {
            throw Problem("the Key ID is 10 capital letters and digits, not \"\(id)\"")
        }
        let bytes: [UInt8]
        do {
            bytes = try SecretFile.read(absolute)
        } catch {
            throw Problem(error.message)
        }
        do {
            _ = try APNsSigningKey(pem: bytes, file: absolute, keyID: id, teamID: teamID ?? "")
        } catch {
            throw Problem(error.message)
        }
        return (stored, id)
    }

    /// A `.p12` push certificate as the config will name it, after checking that it can be read
    /// and that only its owner can; its password is checked when it sends.
    static func certificateFile(_ typed: String, environment: [String: String]) throws(Problem) -> String {
        let expanded = UserConfig.expandingTilde(typed, environment: environment)
        let absolute = expanded.utf8.first == UInt8(ascii: "/") ? expanded : FileManager.default.currentDirectoryPath + "/" + expanded
        do {
            _ = try SecretFile.read(absolute)
        } catch {
            throw Problem(error.message)
        }
        return typed.hasPrefix("~/") || typed.utf8.first == UInt8(ascii: "/") ? typed : absolute
    }

    /// `NAME=TOKEN` or `NAME=TOKEN:ENV`.
    static func device(_ text: String) throws(Problem) -> InitPlan.Device {
        guard let equals = text.lastIndex(of: "=") else {
            throw Problem("--device \"\(text)\": write the name, =, and the token, such as \"Ana's iPhone=5f2c…e1\"")
        }
        let name = String(text[..<equals])
        var token = String(text[text.index(after: equals)...])
        var environment: APNsEnvironment?
        if let colon = token.lastIndex(of: ":") {
            let word = String(token[token.index(after: colon)...])
            guard let chosen = APNsEnvironment(rawValue: word.lowercased()) else {
                throw Problem("--device \"\(name)\": the environment after : is sandbox or production, not \"\(word)\"")
            }
            environment = chosen
            token = String(token[..<colon])
        }
        return try device(name: name, token: token, environment: environment)
    }

    /// A device from its parts.
    static func device(name: String, token: String, environment: APNsEnvironment?) throws(Problem) -> InitPlan.Device {
        guard !name.allSatisfy(\.isWhitespace) else { throw Problem("a device needs a name, such as \"Ana's iPhone\"") }
        guard let parsed = DeviceToken(token) else {
            throw Problem("device \"\(name)\": " + (DeviceToken.problem(token) ?? "not a device token"))
        }
        return InitPlan.Device(name: name, token: parsed, environment: environment)
    }
}

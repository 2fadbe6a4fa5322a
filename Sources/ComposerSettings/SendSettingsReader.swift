import Foundation
import PushCore
import PushSending
import TextFormats

/// Reads the sending tables of the config file, `[apns]`, `[[apns.devices]]` and `[braze]`,
/// into `SendSettings`: every mistake is one line naming the file, line, key and fix.
struct SendSettingsReader {
    let file: String
    let paths: SettingsPaths

    static let apnsKeys = ["key_file", "key_id", "team_id", "certificate_file", "auth", "topic", "environment", "server", "endpoint", "ca_file", "management_server"]
    static let deviceKeys = ["name", "token", "environment"]
    static let channelKeys = ["name", "id", "environment", "storage"]
    static let brazeKeys = ["instance", "rest_endpoint", "test_users", "ca_file"]
    /// The tables this reader owns.
    static let tables = ["apns", "apns.devices", "apns.channels", "braze"]

    func read(_ document: TOMLDocument, bundleID: String?) -> SendSettings {
        var settings = SendSettings()
        if let table = document.table("apns") {
            var problems: [String] = []
            var apns = readAPNs(table, devices: document.elements("apns.devices"), bundleID: bundleID, problems: &problems)
            apns?.channels = readChannels(document.elements("apns.channels"), problems: &problems)
            settings.apns = problems.isEmpty ? apns : nil
            settings.apnsProblems = problems
        } else if let device = document.elements("apns.devices").first {
            settings.apnsProblems = [line(device.line, "[[apns.devices]] needs an [apns] table with key_file, key_id and team_id (or certificate_file)")]
        }
        if let table = document.table("braze") {
            var problems: [String] = []
            let braze = readBraze(table, problems: &problems)
            settings.braze = problems.isEmpty ? braze : nil
            settings.brazeProblems = problems
        }
        return settings
    }

    private func line(_ number: Int, _ message: String) -> String { "config \(file):\(number): \(message)" }

    private func strings(_ table: TOMLDocument.Table, allowed: [String], label: String, problems: inout [String]) -> [String: (String, Int)] {
        var out: [String: (String, Int)] = [:]
        for entry in table.entries {
            guard allowed.contains(entry.key) else {
                let hint = NameSuggester.suggest(entry.key, among: allowed).map { "; did you mean \"\($0)\"?" } ?? "; \(label) takes \(allowed.joined(separator: ", "))"
                problems.append(line(entry.line, "\(label): unknown key \"\(entry.key)\"\(hint)"))
                continue
            }
            if entry.key == "test_users" { continue }
            guard case .string(let text) = entry.value else {
                problems.append(line(entry.line, "\(label) \(entry.key) must be a string in quotes, not \(entry.value.typeName)"))
                continue
            }
            out[entry.key] = (text, entry.line)
        }
        return out
    }

    private func path(_ text: String) -> String {
        let expanded = paths.expandingTilde(text)
        // A relative key file is found beside the config, not wherever the command runs.
        return expanded.utf8.first == UInt8(ascii: "/") ? expanded : paths.configDirectory + "/" + expanded
    }

    private func environment(_ value: (String, Int)?, label: String, problems: inout [String]) -> APNsEnvironment? {
        guard let (text, number) = value else { return nil }
        guard let environment = APNsEnvironment(rawValue: text.lowercased()) else {
            problems.append(line(number, "\(label) environment must be \"sandbox\" or \"production\", not \"\(text)\""))
            return nil
        }
        return environment
    }

    private func endpoint(_ value: (String, Int)?, label: String, problems: inout [String]) -> String? {
        guard let (text, number) = value else { return nil }
        switch ServiceAddress.parse(text) {
        case .success(let address):
            return address.text
        case .failure(let problem):
            problems.append(line(number, "\(label) \(problem.message)"))
            return nil
        }
    }

    private func readAPNs(_ table: TOMLDocument.Table, devices: [TOMLDocument.Table], bundleID: String?,
                          problems: inout [String]) -> APNsSettings? {
        let values = strings(table, allowed: Self.apnsKeys, label: "[apns]", problems: &problems)
        let credential = self.credential(values, table: table, problems: &problems)
        var topic = values["topic"]?.0 ?? bundleID
        if let (text, number) = values["topic"], let problem = BundleID.problem(text) {
            problems.append(line(number, "[apns] topic must be the app's bundle id: \(problem)"))
            topic = nil
        }
        let environment = environment(values["environment"], label: "[apns]", problems: &problems) ?? .sandbox
        // `server` was `endpoint` until the Braze host and the request kind had names of their own:
        // the old key is still read, with a note.
        let serverKey = values["server"] != nil ? "server" : "endpoint"
        let endpoint = endpoint(values[serverKey], label: "[apns] \(serverKey)", problems: &problems)
        var notes: [String] = []
        if let (_, number) = values["endpoint"] {
            notes.append(values["server"] != nil
                ? line(number, "[apns] endpoint is the old name of server, which is set too; endpoint is ignored")
                : line(number, "[apns] endpoint is now called server (read all the same)"))
        }
        let caFile = values["ca_file"].map { path($0.0) }
        let management = self.endpoint(values["management_server"], label: "[apns] management_server", problems: &problems)
        var seen: [String: Int] = [:]
        var deviceList: [APNsDevice] = []
        for device in devices {
            let fields = strings(device, allowed: Self.deviceKeys, label: "[[apns.devices]]", problems: &problems)
            guard let (name, _) = fields["name"], !name.isEmpty else {
                problems.append(line(device.line, "[[apns.devices]] needs a name, such as name = \"Ana's iPhone\""))
                continue
            }
            if let earlier = seen[name.lowercased()] {
                problems.append(line(device.line, "[[apns.devices]] \"\(name)\" is already named on line \(earlier); give each device its own name"))
                continue
            }
            seen[name.lowercased()] = device.line
            guard let (tokenText, tokenLine) = fields["token"] else {
                problems.append(line(device.line, "[[apns.devices]] \"\(name)\" needs its token (hex, from the app's log)"))
                continue
            }
            guard let token = DeviceToken(tokenText) else {
                problems.append(line(tokenLine, "[[apns.devices]] \"\(name)\" token: \(DeviceToken.problem(tokenText) ?? "not hex")"))
                continue
            }
            let own = self.environment(fields["environment"], label: "[[apns.devices]] \"\(name)\"", problems: &problems)
            deviceList.append(APNsDevice(name: name, token: token, environment: own))
        }
        guard let (credential, note) = credential else { return nil }
        var settings = APNsSettings(credential: credential, notes: (note.map { [$0] } ?? []) + notes, topic: topic, environment: environment,
                                    endpoint: endpoint, caFile: caFile, devices: deviceList)
        settings.managementEndpoint = management
        return settings
    }

    /// `[[apns.channels]]`: each a name, the id APNs gave, and optionally its environment and
    /// storage policy.
    private func readChannels(_ tables: [TOMLDocument.Table], problems: inout [String]) -> [BroadcastChannel] {
        var channels: [BroadcastChannel] = []
        var seen: [String: Int] = [:]
        for table in tables {
            let fields = strings(table, allowed: Self.channelKeys, label: "[[apns.channels]]", problems: &problems)
            guard let (name, _) = fields["name"], !name.isEmpty else {
                problems.append(line(table.line, "[[apns.channels]] needs a name, such as name = \"Final score\""))
                continue
            }
            if let earlier = seen[name.lowercased()] {
                problems.append(line(table.line, "[[apns.channels]] \"\(name)\" is already named on line \(earlier); give each channel its own name"))
                continue
            }
            seen[name.lowercased()] = table.line
            guard let (id, idLine) = fields["id"] else {
                problems.append(line(table.line, "[[apns.channels]] \"\(name)\" needs its id, as push-composer channels create prints it"))
                continue
            }
            if let problem = BroadcastChannel.idProblem(id) {
                problems.append(line(idLine, "[[apns.channels]] \"\(name)\" id: \(problem)"))
                continue
            }
            let own = environment(fields["environment"], label: "[[apns.channels]] \"\(name)\"", problems: &problems)
            var storage: ChannelStoragePolicy?
            if let (text, number) = fields["storage"] {
                storage = ChannelStoragePolicy(rawValue: text)
                if storage == nil { problems.append(line(number, "[[apns.channels]] \"\(name)\" storage must be \"none\" or \"most-recent\", not \"\(text)\"")) }
            }
            channels.append(BroadcastChannel(name: name, id: id, environment: own, storage: storage))
        }
        return channels
    }

    /// The credential that sends: `auth` when it says, else the token key when there is one,
    /// else the certificate; with a note when the table names both.
    private func credential(_ values: [String: (String, Int)], table: TOMLDocument.Table,
                            problems: inout [String]) -> (APNsCredential, String?)? {
        let key = values["key_file"], certificate = values["certificate_file"]
        if let (text, number) = key, text.lowercased().hasSuffix(".p12") {
            problems.append(line(number, "[apns] key_file names a .p12 certificate; write it as certificate_file = \"\(text)\""))
            return nil
        }
        if let (text, number) = certificate, text.lowercased().hasSuffix(".p8") {
            problems.append(line(number, "[apns] certificate_file names a .p8 token key; write it as key_file = \"\(text)\""))
            return nil
        }
        let useCertificate: Bool
        switch values["auth"] {
        case nil:
            useCertificate = key == nil && certificate != nil
        case ("token", _)?:
            useCertificate = false
        case ("certificate", _)?:
            useCertificate = true
        case (let text, let number)?:
            problems.append(line(number, "[apns] auth must be \"token\" (the .p8 key_file) or \"certificate\" (the .p12 certificate_file), not \"\(text)\""))
            return nil
        }
        guard key != nil || certificate != nil else {
            problems.append(line(table.line, "[apns] needs key_file, the path of the .p8 token key (AuthKey_XXXXXXXXXX.p8), or certificate_file, the path of a .p12 push certificate"))
            return nil
        }
        if useCertificate {
            guard let (file, _) = certificate else {
                problems.append(line(values["auth"]?.1 ?? table.line, "[apns] auth = \"certificate\" needs certificate_file, the path of the .p12 push certificate"))
                return nil
            }
            // Both named and the certificate chosen: auth said so, and nothing needs saying.
            return (.certificate(file: path(file)), nil)
        }
        guard let (keyFileText, _) = key else {
            problems.append(line(values["auth"]?.1 ?? table.line, "[apns] auth = \"token\" needs key_file, the path of the .p8 token key (AuthKey_XXXXXXXXXX.p8)"))
            return nil
        }
        let keyFile = path(keyFileText)
        var keyID = values["key_id"]?.0 ?? APNsSettings.keyID(fromFileName: keyFile)
        if let (id, number) = values["key_id"], !APNsSettings.isAppleID(id) {
            problems.append(line(number, "[apns] key_id must be the key's 10-character Key ID (capital letters and digits), not \"\(id)\""))
            keyID = nil
        } else if keyID == nil {
            problems.append(line(table.line, "[apns] needs key_id, the 10-character Key ID shown beside the key on the Apple Developer site"))
        }
        var teamID = values["team_id"]?.0
        if let (id, number) = values["team_id"], !APNsSettings.isAppleID(id) {
            problems.append(line(number, "[apns] team_id must be the 10-character Team ID (capital letters and digits), not \"\(id)\""))
            teamID = nil
        } else if teamID == nil {
            problems.append(line(table.line, "[apns] needs team_id, the 10-character Team ID from the Apple Developer site's Membership page"))
        }
        guard let keyID, let teamID else { return nil }
        // The token key wins unless auth says otherwise; without auth, one line says so.
        let note = certificate != nil && values["auth"] == nil
            ? "[apns] names both key_file and certificate_file: sending with the token key \(keyID); auth = \"certificate\" sends with the certificate instead"
            : nil
        return (.token(keyFile: keyFile, keyID: keyID, teamID: teamID), note)
    }

    private func readBraze(_ table: TOMLDocument.Table, problems: inout [String]) -> BrazeSettings? {
        let values = strings(table, allowed: Self.brazeKeys, label: "[braze]", problems: &problems)
        var users: [String] = []
        if let entry = table.entry("test_users") {
            switch entry.value {
            case .array(let items):
                for item in items {
                    guard case .string(let id) = item, !id.allSatisfy(\.isWhitespace) else {
                        problems.append(line(entry.line, "[braze] test_users must list external user ids in quotes, such as [\"ana-test\"]"))
                        break
                    }
                    users.append(id)
                }
            case .string(let id):
                users = [id]
            default:
                problems.append(line(entry.line, "[braze] test_users must be a list of external user ids, such as [\"ana-test\"]"))
            }
        }
        var endpoint: String?
        if let (name, number) = values["instance"] {
            endpoint = BrazeInstance.endpoint(name)
            if endpoint == nil {
                let near = NameSuggester.suggest(name.uppercased(), among: BrazeInstance.names).map { "; did you mean \"\($0)\"?" } ?? ""
                problems.append(line(number, "[braze] instance \"\(name)\" is not a Braze instance\(near) (the dashboard's address tells: dashboard-03 is US-03)"))
            }
        }
        if let custom = self.endpoint(values["rest_endpoint"], label: "[braze] rest_endpoint", problems: &problems) {
            if let endpoint, endpoint != custom, let (_, number) = values["rest_endpoint"] {
                problems.append(line(number, "[braze] instance and rest_endpoint name different hosts; keep one"))
            }
            endpoint = custom
        }
        if values["instance"] == nil && values["rest_endpoint"] == nil {
            problems.append(line(table.line, "[braze] needs instance (such as \"US-03\") or rest_endpoint"))
        }
        guard let endpoint else { return nil }
        return BrazeSettings(endpoint: endpoint, testUsers: users, caFile: values["ca_file"].map { path($0.0) })
    }
}

import ComposerSettings
import PushCore
import PushSending

/// The guided set-up of `init` on a terminal: one question a setting, what the config holds in
/// brackets (Enter keeps it), a wrong answer asked again with the reason.
struct InitQuestions {
    typealias Problem = InitCommand.Problem

    let io: CLIIO
    let config: ConfigFileEditor
    /// Wrong answers to one question before giving up.
    static let tries = 3

    /// The plan answered; nil when there is no terminal to ask on.
    func ask() throws(Problem) -> InitPlan? {
        var plan = InitPlan()
        let intro = "Setting up \(config.path) (Enter keeps what is in [brackets]).\nApp bundle id"
        guard let first = io.ask(prompt(intro, current: config.value("bundle_id")), false) else { return nil }
        plan.set("bundle_id", try retry(first, "App bundle id", current: config.value("bundle_id")) { text throws(Problem) in
            if let problem = BundleID.problem(text) { throw Problem(problem) }
            return text
        })
        let braze = config.value("instance", in: "braze") ?? config.value("rest_endpoint", in: "braze")
        if let answer = try question("Braze instance (\(BrazeInstance.names.first ?? "")…\(BrazeInstance.names.last ?? ""), as in the dashboard's address) or REST endpoint", current: braze, check: { text throws(Problem) in
            text.contains("://") ? try InitChecks.brazeEndpoint(text) : try InitChecks.brazeInstance(text)
        }) {
            plan.setBraze(answer)
        }
        let users = config.list("test_users", in: "braze")?.joined(separator: " ")
        if let ids = try question("Test users: the Braze external ids test sends go to and previews show, separated by spaces", current: users, check: { text throws(Problem) in
            try InitChecks.testUsers([text])
        }) {
            plan.set("test_users", list: ids, in: "braze")
        }
        try askAPNs(into: &plan)
        try askDevices(into: &plan)
        return plan
    }

    private func askAPNs(into plan: inout InitPlan) throws(Problem) {
        let currentKey = config.value("key_file", in: "apns")
        let currentTeam = config.value("team_id", in: "apns")
        let keep = currentKey == nil ? "no APNs" : "keep it"
        if let key = try question("APNs key file, AuthKey_KEYID.p8 from the Apple Developer site (Enter: \(keep))", current: currentKey, check: { text throws(Problem) in
            let named = APNsSettings.keyID(fromFileName: text)
            let id = named == nil ? io.ask("  its Key ID (10 characters): ", false) : nil
            return try InitChecks.keyFile(text, keyID: named ?? id, teamID: currentTeam, environment: io.environment)
        }) {
            plan.set("key_file", key.stored, in: "apns")
            if APNsSettings.keyID(fromFileName: key.stored) == nil { plan.set("key_id", key.keyID, in: "apns") }
        } else if currentKey == nil {
            return
        }
        plan.set("team_id", try question("APNs Team ID (10 characters, on the Membership page)", current: currentTeam) { text throws(Problem) in
            guard APNsSettings.isAppleID(text) else { throw Problem("a Team ID is 10 capital letters and digits") }
            return text
        }, in: "apns")
    }

    private func askDevices(into plan: inout InitPlan) throws(Problem) {
        let fallback = config.value("environment", in: "apns") ?? "sandbox"
        while true {
            guard let name = io.ask("Add a device: its name (Enter: no more devices): ", false), !name.allSatisfy(\.isWhitespace) else { return }
            let device = try question("  its token (hex, from the app's log)", current: nil) { text throws(Problem) in
                try InitChecks.device(name: name, token: text, environment: nil)
            }
            guard var device else { continue }
            device.environment = try question("  sandbox (Xcode builds) or production (TestFlight, App Store)", current: fallback) { text throws(Problem) in
                guard let environment = APNsEnvironment(rawValue: text.lowercased()) else { throw Problem("sandbox or production") }
                return environment
            } ?? APNsEnvironment(rawValue: fallback)
            plan.devices.append(device)
        }
    }

    private func prompt(_ text: String, current: String?) -> String {
        text + (current.map { " [\($0)]" } ?? "") + ": "
    }

    /// Asks `text`; Enter (or the end of input) gives nil, which keeps `current`.
    private func question<T>(_ text: String, current: String?, check: (String) throws(Problem) -> T) throws(Problem) -> T? {
        guard let answer = io.ask(prompt(text, current: current), false) else { return nil }
        return try retry(answer, text, current: current, check: check)
    }

    private func retry<T>(_ first: String, _ text: String, current: String?, check: (String) throws(Problem) -> T) throws(Problem) -> T? {
        var answer = first
        for attempt in 1...Self.tries {
            let trimmed = answer.trimmingWhitespace
            if trimmed.isEmpty { return nil }
            do {
                return try check(trimmed)
            } catch {
                if attempt == Self.tries { throw error }
                io.errorLine("  \(error.message)")
            }
            guard let again = io.ask(prompt(text, current: current), false) else { return nil }
            answer = again
        }
        return nil
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

import PushCore

/// A send prepared and checked, before any traffic: what goes, how, and to whom. Made by
/// `SendJob.apns` or `SendJob.braze` from a push and the config, the same way for the command
/// line and the composer.
public struct SendJob: Sendable, Equatable {
    /// The route and what it needs.
    public enum Plan: Sendable, Equatable {
        /// Straight to devices.
        case apns(APNsPush, APNsSettings)
        /// Through Braze to test users.
        case braze(BrazePush, BrazeSettings)
    }

    /// The route and its request.
    public let plan: Plan
    /// Who it goes to, in order.
    public let recipients: [Recipient]
    /// Lines to show before sending (a token of an unusual length, what a test send leaves out).
    public let warnings: [String]

    /// The route.
    public var route: SendRoute {
        if case .apns = plan { return .apns }
        return .braze
    }

    /// The body that goes out (the first batch's, for Braze), for the history's hash and size.
    public var body: [UInt8] {
        switch plan {
        case .apns(let push, _): push.body
        case .braze(let push, _): push.body(for: push.batches.first ?? [])
        }
    }

    /// The question to ask before sending, when the send reaches beyond one test device or
    /// user: production devices (TestFlight and App Store builds), or several Braze users.
    public var question: String? {
        let production = recipients.filter { $0.environment == .production }.count
        if production > 0 {
            return "Send to \(production) production device\(production == 1 ? "" : "s")? Production reaches TestFlight and App Store builds."
        }
        if route == .braze && recipients.count > 1 { return "Send to \(recipients.count) Braze users?" }
        return nil
    }

    /// A send straight to devices: `devices` are configured names or tokens; `environment`
    /// overrides theirs; `topic` overrides the config's.
    public static func apns(_ document: PushDocument, sending: SendSettings, configFile: String, devices: [String],
                            environment: APNsEnvironment? = nil, topic: String? = nil) throws(SendRefusal) -> SendJob {
        if let problem = sending.apnsProblems.first { throw SendRefusal(.setup, problem, more: Array(sending.apnsProblems.dropFirst())) }
        guard let settings = sending.apns else {
            throw SendRefusal(.setup, "no [apns] table in \(configFile): add one with key_file (the .p8 key's path), key_id and team_id")
        }
        let recipients = try settings.recipients(devices, environment: environment)
        let push = try APNsPush(document, topic: topic ?? settings.topic)
        var warnings: [String] = []
        for case .device(_, let token, _) in recipients {
            if let warning = token.lengthWarning { warnings.append("\(token.short): \(warning)") }
        }
        return SendJob(plan: .apns(push, settings), recipients: recipients, warnings: warnings)
    }

    /// A send through Braze to `users`, else the config's test users, else the request's own.
    public static func braze(_ document: PushDocument, sending: SendSettings, configFile: String,
                             users: [String]) throws(SendRefusal) -> SendJob {
        if let problem = sending.brazeProblems.first { throw SendRefusal(.setup, problem, more: Array(sending.brazeProblems.dropFirst())) }
        guard let settings = sending.braze else {
            throw SendRefusal(.setup, "no [braze] table in \(configFile): add instance (such as \"US-03\") and test_users")
        }
        let push = try BrazePush(document, users: users.isEmpty ? settings.testUsers : users)
        return SendJob(plan: .braze(push, settings), recipients: push.users.map(Recipient.user), warnings: push.notes)
    }
}

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
    /// The push file's name as the user gave it, for the history; nil when there is none to name.
    public var file: String?
    /// What names the push in the history: `SendJob.title(of:)`.
    public var title: String?
    /// For a resend: the `time` of the history entry sent again.
    public var resentFrom: String?
    /// The test user the push's Liquid was rendered for before it went straight to a phone.
    public var renderedFor: String?
    /// The config's profile the send went out as (`[profiles.NAME]`), for the history.
    public var profile: String?
    /// The `.p12` certificate's password typed for this send when none is saved (the
    /// composer's prompt); only in memory, never written.
    public var certificatePassword: String?

    /// How many characters of the title the history keeps.
    public static let titleLength = 40

    /// Creates a job from its parts; `SendJob.apns`, `SendJob.braze` and `SendJob.resend` check them first.
    public init(plan: Plan, recipients: [Recipient], warnings: [String], file: String? = nil, title: String? = nil, resentFrom: String? = nil) {
        self.plan = plan
        self.recipients = recipients
        self.warnings = warnings
        self.file = file
        self.title = title
        self.resentFrom = resentFrom
    }

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

    /// The body that goes to one recipient: for Braze, the body of the request naming them.
    public func body(for recipient: Recipient) -> [UInt8] {
        guard case .braze(let push, _) = plan, case .user(let id) = recipient,
              let batch = push.batches.first(where: { $0.contains(id) }) else { return body }
        return push.body(for: batch)
    }

    /// What names a push in a line: the alert's title, else the start of its body, on one line
    /// and cut to `titleLength` characters; nil when it has neither.
    public static func title(of document: PushDocument) -> String? {
        let alert = document.push.alert
        let words = [alert?.title, alert?.body].lazy.compactMap { $0?.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        guard let text = words.first(where: { !$0.isEmpty }) else { return nil }
        return text.count <= titleLength ? text : String(text.prefix(titleLength - 1)) + "…"
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
        let settings = try sending.requiredAPNs(configFile: configFile)
        let recipients = try settings.recipients(devices, environment: environment)
        let push = try APNsPush(document, topic: topic ?? settings.topic)
        var warnings = settings.notes
        for case .device(_, let token, _) in recipients {
            if let warning = token.lengthWarning { warnings.append("\(token.short): \(warning)") }
        }
        return SendJob(plan: .apns(push, settings), recipients: recipients, warnings: warnings)
    }

    /// A Live Activity broadcast on `channel`, a configured name or a channel id; `environment`
    /// overrides the channel's.
    public static func broadcast(_ document: PushDocument, sending: SendSettings, configFile: String, channel: String,
                                 environment: APNsEnvironment? = nil, topic: String? = nil) throws(SendRefusal) -> SendJob {
        let settings = try sending.requiredAPNs(configFile: configFile)
        guard case .token = settings.credential else {
            throw SendRefusal(.setup, "broadcast channels take a token key (.p8), not a certificate: set key_file in [apns]")
        }
        let (recipient, storage) = try settings.channel(channel, environment: environment)
        let push = try APNsPush(document, topic: topic ?? settings.topic, broadcast: true)
        var warnings = settings.notes
        if storage == ChannelStoragePolicy.none, push.headers.contains(where: { $0.name == "apns-expiration" && $0.value != "0" }) {
            warnings.append("the channel stores no message, so apns-expiration goes as 0 (the only value APNs takes there)")
        }
        return SendJob(plan: .apns(push, settings), recipients: [recipient], warnings: warnings)
    }

    /// A send through Braze to `users`, else the config's test users, else the request's own.
    public static func braze(_ document: PushDocument, sending: SendSettings, configFile: String,
                             users: [String]) throws(SendRefusal) -> SendJob {
        let settings = try sending.requiredBraze(configFile: configFile)
        let push = try BrazePush(document, users: users.isEmpty ? settings.testUsers : users)
        return SendJob(plan: .braze(push, settings), recipients: push.users.map(Recipient.user), warnings: push.notes)
    }
}

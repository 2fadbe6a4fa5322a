import TextFormats

/// The expiry is an ISO 8601 date-time with a time zone, in the future.
public struct ExpiryRule: Rule {
    /// Not an ISO 8601 date-time.
    public static let format = "expiry.format"
    /// No time zone: read as UTC.
    public static let timeZone = "expiry.timezone"
    /// Already past: APNs would not deliver it.
    public static let past = "expiry.past"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The expiry's pages.
    static let pages = [
        RulePage(format, .error,
            summary: "The expiry is an ISO 8601 date-time.",
            why: "Braze reads the expiry as an ISO 8601 date-time and sends it to APNs as the apns-expiration header, in UNIX seconds. Until then APNs keeps the push and tries again to deliver it to a phone it cannot reach.",
            failing: #"{"alert": "Your order has shipped", "expiry": "tomorrow"}"#,
            passing: #"{"alert": "Your order has shipped", "expiry": "2026-12-01T09:00:00Z"}"#,
            fix: "Write the date and time like 2026-12-01T09:00:00Z, or with an offset such as +01:00."),
        RulePage(timeZone, .warning,
            summary: "The expiry has a time zone.",
            why: "A date-time without Z or an offset is read as UTC, so the push may expire hours earlier or later than meant.",
            failing: #"{"alert": "Your order has shipped", "expiry": "2026-12-01T09:00:00"}"#,
            passing: #"{"alert": "Your order has shipped", "expiry": "2026-12-01T09:00:00+01:00"}"#,
            fix: "Add Z for UTC, or the offset of the time zone meant, such as +01:00."),
        RulePage(past, .warning,
            summary: "The expiry is in the future.",
            why: "APNs keeps a push only until its expiry. An expiry that is already past means APNs will not deliver the push.",
            failing: #"{"alert": "Your order has shipped", "expiry": "2026-05-01T09:00:00Z"}"#,
            passing: #"{"alert": "Your order has shipped", "expiry": "2026-12-01T09:00:00Z"}"#,
            fix: "Set an expiry after the time of sending, or remove it."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let text = context.push.expiry else { return [] }
        guard let value = ISODateTime.parse(text) else {
            return [context.diagnostic(Self.format, .error, at: "/expiry",
                "\"\(text)\" is not an ISO 8601 date-time; write it like 2026-12-01T09:00:00Z.")]
        }
        var out: [Diagnostic] = []
        if !value.hasTimeZone {
            out.append(context.diagnostic(Self.timeZone, .warning, at: "/expiry",
                "The expiry has no time zone and is read as UTC; add Z or an offset such as +01:00."))
        }
        if let now = context.now, value.unixSeconds <= now {
            out.append(context.diagnostic(Self.past, .warning, at: "/expiry",
                "The expiry \(text) is already past: APNs will not deliver this push."))
        }
        return out
    }
}

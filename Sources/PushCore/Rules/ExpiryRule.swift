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
    public var codes: [String] { [Self.format, Self.timeZone, Self.past] }

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

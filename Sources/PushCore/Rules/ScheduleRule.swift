import TextFormats

/// A schedule (`/messages/schedule/create` and `/update`): `time` in ISO 8601, `in_local_time` and
/// `at_optimal_time` as booleans and not both, a local time without a zone.
public struct ScheduleRule: Rule {
    /// `schedule` is not an object, or lacks `time`.
    public static let time = "request.schedule.time"
    /// `in_local_time` and `at_optimal_time` both true.
    public static let conflict = "request.schedule.conflict"
    /// A local or optimal time written with a time zone.
    public static let zone = "request.schedule.zone"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }
    public var alsoReports: [String] { [FieldTypeRule.invalid, UnknownKeyRule.unknown] }

    /// The schedule's pages.
    static let pages = [
        RulePage(time, .error,
            summary: "A schedule has a time in ISO 8601.",
            why: "A scheduled send goes out at schedule.time, which Braze requires as an ISO 8601 date-time such as 2030-01-01T12:00:00Z. Words such as \"next Tuesday\" are not a time in that form.",
            failing: #"{"external_user_ids": ["ana"], "schedule": {"time": "next Tuesday"}, "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            passing: #"{"external_user_ids": ["ana"], "schedule": {"time": "2026-06-02T09:00:00Z"}, "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Write the time as YYYY-MM-DDTHH:MM:SS with a zone, such as 2030-01-01T12:00:00Z."),
        RulePage(conflict, .error,
            summary: "A schedule uses local time or optimal time, not both.",
            why: "in_local_time sends at the given time in each user's own zone; at_optimal_time sends on the given day at the time each user is most likely to engage. Braze takes one or the other.",
            failing: #"{"external_user_ids": ["ana"], "schedule": {"time": "2026-06-02T09:00:00", "in_local_time": true, "at_optimal_time": true}, "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            passing: #"{"external_user_ids": ["ana"], "schedule": {"time": "2026-06-02T09:00:00", "in_local_time": true}, "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Keep in_local_time or at_optimal_time, and remove the other or set it to false."),
        RulePage(zone, .warning,
            summary: "A local or optimal time is written without a time zone.",
            why: "With in_local_time or at_optimal_time, Braze reads the time in each user's own zone, and asks for it without a zone. A Z or +02:00 on the end makes the time look like one moment for everyone.",
            failing: #"{"external_user_ids": ["ana"], "schedule": {"time": "2026-06-02T09:00:00Z", "in_local_time": true}, "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            passing: #"{"external_user_ids": ["ana"], "schedule": {"time": "2026-06-02T09:00:00", "in_local_time": true}, "messages": {"apple_push": {"alert": "Your order has shipped"}}}"#,
            fix: "Remove the zone from the end of the time (Z, +02:00), as the message shows."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.kind == .request, let endpoint = context.document.endpoint, endpoint.keys.contains(.schedule),
              let value = context.document.envelope?[EnvelopeField.schedule.rawValue] else { return [] }
        let base = "/" + EnvelopeField.schedule.rawValue
        guard let schedule = value.objectValue else {
            return [Diagnostic(code: FieldTypeRule.invalid, severity: .error, path: base,
                               message: "schedule must be an object such as {\"time\": \"2030-01-01T12:00:00Z\"}, not \(value.typeName).")]
        }
        var out: [Diagnostic] = []
        var flags: [ScheduleField: Bool] = [:]
        for member in schedule.members {
            let pointer = JSONPointer.appending(base, member.key)
            switch ScheduleField(rawValue: member.key) {
            case .time?:
                guard let text = member.value.value.stringValue, ISODateTime.parse(text) != nil else {
                    out.append(Diagnostic(code: Self.time, severity: .error, path: pointer,
                        message: "schedule.time must be an ISO 8601 date-time in text, such as \"2030-01-01T12:00:00Z\"."))
                    continue
                }
            case let field?:
                guard case .bool(let b) = member.value.value else {
                    out.append(Diagnostic(code: FieldTypeRule.invalid, severity: .error, path: pointer,
                        message: "schedule.\(member.key) must be true or false, not \(member.value.value.typeName)."))
                    continue
                }
                flags[field] = b
            case nil:
                let near = NameSuggester.suggest(member.key, among: ScheduleField.allCases.map(\.rawValue))
                    .map { "; did you mean \"\($0)\"?" } ?? "; a schedule takes time, in_local_time and at_optimal_time."
                out.append(Diagnostic(code: UnknownKeyRule.unknown, severity: .warning, path: pointer,
                    message: "Unknown schedule key \"\(member.key)\"\(near)"))
            }
        }
        let local = flags[.inLocalTime] == true, optimal = flags[.atOptimalTime] == true
        if local && optimal {
            out.append(Diagnostic(code: Self.conflict, severity: .error, path: JSONPointer.appending(base, ScheduleField.atOptimalTime.rawValue),
                message: "in_local_time and at_optimal_time are both true; a schedule uses one or the other."))
        }
        if let time = schedule[ScheduleField.time.rawValue]?.stringValue {
            if (local || optimal), ISODateTime.parse(time)?.hasTimeZone == true {
                out.append(Diagnostic(code: Self.zone, severity: .warning, path: JSONPointer.appending(base, ScheduleField.time.rawValue),
                    message: "With \(local ? "in_local_time" : "at_optimal_time") the time is read in each user's zone; Braze asks for it without a zone (\"\(Self.withoutZone(time))\")."))
            }
        } else if schedule.member(ScheduleField.time.rawValue) == nil {
            out.append(Diagnostic(code: Self.time, severity: .error, path: base,
                message: "schedule has no time; add \"time\": \"2030-01-01T12:00:00Z\"."))
        }
        return out
    }

    /// The time as written, less its zone designator (`Z`, `+02:00`, `-0500`).
    static func withoutZone(_ time: String) -> String {
        if time.hasSuffix("Z") || time.hasSuffix("z") { return String(time.dropLast()) }
        for length in [6, 5, 3] {
            let tail = time.suffix(length)
            if let sign = tail.first, sign == "+" || sign == "-", tail.dropFirst().allSatisfy({ $0.isNumber || $0 == ":" }),
               time.dropLast(length).contains("T") {
                return String(time.dropLast(length))
            }
        }
        return time
    }
}

/// APNs priority: Braze takes 1–10, APNs only 10, 5 and 1, and a background push must use 5.
public struct PriorityRule: Rule {
    /// Outside Braze's 1–10.
    public static let range = "priority.range"
    /// Not one of APNs' 10, 5, 1.
    public static let apnsInvalid = "priority.apns-invalid"
    /// 10 on a background push.
    public static let background = "priority.background"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The priority's pages.
    static let pages = [
        RulePage(range, .error,
            summary: "apns_priority is between 1 and 10.",
            why: "Braze takes apns_priority from 1 to 10 and sends it as the apns-priority header. APNs itself accepts only 10, 5 and 1.",
            failing: #"{"alert": "Your order has shipped", "apns_priority": 11}"#,
            passing: #"{"alert": "Your order has shipped", "apns_priority": 10}"#,
            fix: "Use 10 to deliver now, 5 to let the phone save power, or 1 for the least urgent; or leave apns_priority out."),
        RulePage(apnsInvalid, .error,
            summary: "apns_priority is 10, 5 or 1, the values APNs accepts.",
            why: "Braze passes any priority from 1 to 10, but APNs accepts only 10 (immediate), 5 (power-aware) and 1 (minimal). Any other value fails with BadPriority and the push is not sent.",
            failing: #"{"alert": "Your order has shipped", "apns_priority": 7}"#,
            passing: #"{"alert": "Your order has shipped", "apns_priority": 5}"#,
            fix: "Use 10, 5 or 1; leave apns_priority out to take the push's default."),
        RulePage(background, .error,
            summary: "A background push is not sent at priority 10.",
            why: "A push with only content-available is a background push: it wakes the app and shows nothing. APNs requires priority 5 for it and rejects 10.",
            failing: #"{"content-available": true, "apns_priority": 10}"#,
            passing: #"{"content-available": true, "apns_priority": 5}"#,
            fix: "Use priority 5, or leave apns_priority out: a background push takes 5 by default."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let priority = context.push.apnsPriority else { return [] }
        if !(1...10).contains(priority) {
            return [context.diagnostic(Self.range, .error, at: "/apns_priority",
                "apns_priority must be between 1 and 10, not \(priority).")]
        }
        if ![10, 5, 1].contains(priority) {
            return [context.diagnostic(Self.apnsInvalid, .error, at: "/apns_priority",
                "APNs accepts only priorities 10 (immediate), 5 (power-aware) and 1 (minimal); \(priority) fails with BadPriority.")]
        }
        if priority == 10 && context.document.apnsOptions.isEmpty && APNsHeaders(push: context.push).pushType == "background" {
            return [context.diagnostic(Self.background, .error, at: "/apns_priority",
                "A background push (content-available only) must use priority 5; APNs rejects 10.")]
        }
        return []
    }
}

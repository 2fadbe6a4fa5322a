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
    public var codes: [String] { [Self.range, Self.apnsInvalid, Self.background] }

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

/// The payload fits Braze's 1912 bytes and APNs' 4096. With Liquid the figure is a lower bound
/// (the text every user gets), so an error means every user's push is too long.
public struct SizeRule: Rule {
    /// Over Braze's limit.
    public static let brazeLimit = "size.braze-limit"
    /// Over APNs' limit.
    public static let apnsLimit = "size.apns-limit"
    /// Over 80% of Braze's limit.
    public static let nearLimit = "size.near-limit"
    /// Liquid expands at send time.
    public static let liquid = "size.liquid"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.brazeLimit, Self.apnsLimit, Self.nearLimit, Self.liquid] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let budget = context.budget
        var out: [Diagnostic] = []
        let biggest = budget.rows.first.map { " The largest field is \($0.field) (\($0.bytes) B)." } ?? ""
        // With Liquid the figure counts only the text every user gets: over the limit, every user is.
        let size = budget.isLowerBound ? "at least \(budget.brazeBytes) bytes for every user" : "\(budget.brazeBytes) bytes"
        if budget.brazeBytes > ByteBudget.brazeLimit {
            out.append(context.diagnostic(Self.brazeLimit, .error, at: "",
                "The payload is \(size), \(budget.brazeBytes - ByteBudget.brazeLimit) over Braze's limit of \(ByteBudget.brazeLimit): Braze answers \"Apple Push Length Exceeded\".\(biggest)"))
        } else if budget.brazeBytes * 5 > ByteBudget.brazeLimit * 4 {
            out.append(context.diagnostic(Self.nearLimit, .info, at: "",
                "The payload is \(budget.brazeBytes) of \(ByteBudget.brazeLimit) bytes; \(ByteBudget.brazeLimit - budget.brazeBytes) left."))
        }
        let (route, apns) = budget.largestRoute
        if apns > ByteBudget.apnsLimit {
            let how = route == .braze ? "Sent through Braze, with its campaign key, the payload is" : "Sent straight to APNs, the payload is"
            out.append(context.diagnostic(Self.apnsLimit, .error, at: "",
                "\(how) \(budget.isLowerBound(route) ? "at least " : "")\(apns) bytes, over APNs' limit of \(ByteBudget.apnsLimit): APNs answers PayloadTooLarge."))
        }
        if budget.isLowerBound {
            out.append(context.diagnostic(Self.liquid, .warning, at: "",
                "Liquid ({{ … }} or {% … %}) expands per user when Braze sends: at least \(budget.brazeBytes) bytes, counting only the text every user gets; check each user's exact bytes with validate --users."))
        }
        return out
    }
}

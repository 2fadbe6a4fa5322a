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
    public var pages: [RulePage] { Self.pages }

    /// The size's pages.
    static let pages = [
        RulePage(brazeLimit, .error,
            summary: "The payload fits Braze's limit of 1912 bytes.",
            why: "Braze counts the alert, extra and the other fields of the push, in UTF-8 bytes, and refuses more than 1912 with \"Apple Push Length Exceeded\". 1912 is 2048 less the 136 bytes Braze keeps for its own tracking key.",
            failing: RuleExample(#"{"alert": "Your new avatar is ready", "extra": {"avatar": ""# + pastedPicture(1900) + #""}}"#),
            passing: #"{"alert": "Your new avatar is ready", "extra": {"avatar_id": "a-20931"}}"#,
            fix: "Shorten the largest field, which the message names: send an id or a link in extra and let the app fetch the rest, and attach pictures with asset_url."),
        RulePage(apnsLimit, .error,
            summary: "The payload fits APNs' limit of 4096 bytes.",
            why: "APNs refuses a payload over 4096 bytes with PayloadTooLarge, and the push is not delivered. Sent through Braze, its tracking key takes about 136 of those bytes.",
            failing: RuleExample(#"{"aps": {"alert": "Your new avatar is ready"}, "avatar": ""# + pastedPicture(4100) + #""}"#),
            passing: #"{"aps": {"alert": "Your new avatar is ready"}, "avatar_id": "a-20931"}"#,
            fix: "Shorten the largest field: send an id or a link and let the app fetch the rest, and attach pictures by URL."),
        RulePage(nearLimit, .info,
            summary: "The payload leaves room under Braze's 1912 bytes.",
            why: "Over 80% of Braze's 1912 bytes, a little more text, such as a longer name from Liquid or one more key in extra, can push it over the limit, and Braze then refuses the send.",
            failing: RuleExample(#"{"alert": "Your new avatar is ready", "extra": {"avatar": ""# + pastedPicture(1500) + #""}}"#),
            passing: #"{"alert": "Your new avatar is ready", "extra": {"avatar_id": "a-20931"}}"#,
            fix: "Nothing is wrong yet; to keep room, move bulky data out of extra and shorten long texts."),
        RulePage(liquid, .warning,
            summary: "With Liquid, the byte count is a lower bound.",
            why: "Braze fills in Liquid for each user when it sends, so a name or an attribute adds bytes the template does not show: the count takes only the text every user gets. Rendered for test users (validate --users), a push without errors shows each user's exact bytes instead.",
            failing: RuleExample(#"{"alert": "Hi {{${first_name} | default: 'there'}}, your new avatar is ready", "extra": {"avatar": ""# + pastedPicture(1900) + #""}}"#),
            passing: #"{"alert": "Hi {{${first_name} | default: 'there'}}, your new avatar is ready", "extra": {"avatar_id": "a-20931"}}"#,
            fix: "Render the push for test users with validate --users to see each one's exact bytes, and leave room under the limit for the longest value a user may have."),
    ]

    /// A picture pasted into the push as base64 text, `count` characters of it: the examples' bulky field.
    private static func pastedPicture(_ count: Int) -> String {
        "data:image/png;base64,iVBORw0KGgo" + String(repeating: "A", count: count)
    }

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

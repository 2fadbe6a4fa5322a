/// Names what an APNs device payload holds that `apple_push` cannot express.
public struct APNsConversionRule: Rule {
    /// Something is lost when the payload is turned into `apple_push`.
    public static let notExpressible = "apns.not-expressible"
    /// Braze writes the key itself when it sends; converting leaves it out, and nothing is lost.
    public static let setByBraze = "apns.set-by-braze"
    /// A key Apple documents that iOS no longer reads (`summary-arg` since iOS 15).
    public static let ignoredKey = "apns.ignored-key"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The conversion's pages.
    static let pages = [
        RulePage(notExpressible, .warning,
            summary: "The APNs payload holds nothing that apple_push cannot express.",
            why: "Braze's apple_push has no field for some of Apple's keys, such as an alert's subtitle or a critical-alert sound. A payload sent to APNs as written keeps them; turned into apple_push, it loses them.",
            failing: #"{"aps": {"alert": {"title": "Flash sale", "subtitle": "Today only", "body": "20% off everything"}}}"#,
            passing: #"{"aps": {"alert": {"title": "Flash sale: today only", "body": "20% off everything"}}}"#,
            fix: "If the push is to be sent through Braze, say the same with fields apple_push has, such as the title; otherwise send the payload as written."),
        RulePage(setByBraze, .info,
            summary: "The APNs payload holds none of Braze's own keys.",
            why: "A payload Braze delivered carries keys Braze writes itself, such as the campaign key ab.c. Braze writes new ones on every send and apple_push has no field for them, so converting leaves them out.",
            failing: #"{"aps": {"alert": "Your order has shipped"}, "ab": {"c": "NTlmYjc5NTc1YmE2MTIwMDAxMzQ3ZjYyPWNtcA=="}}"#,
            passing: #"{"aps": {"alert": "Your order has shipped"}, "ab": {"c": null}}"#,
            fix: "Nothing is lost. For a test push, set ab.c to null, as a push without a campaign carries it."),
        RulePage(ignoredKey, .info,
            summary: "aps holds no key iOS no longer reads.",
            why: "summary-arg and summary-arg-count named a notification's group in the notification summary of iOS 12 to 14. Since iOS 15 the system writes the summary itself and ignores them: they cost bytes and change nothing.",
            failing: #"{"aps": {"alert": "3 new messages from Ana", "thread-id": "chat-ana", "summary-arg": "Ana"}}"#,
            passing: #"{"aps": {"alert": "3 new messages from Ana", "thread-id": "chat-ana"}}"#,
            fix: "Remove the key; thread-id still groups the notifications."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var lost: [(pointer: String, what: String)] = []
        var found: [Diagnostic] = []
        for issue in context.document.readIssues {
            switch issue {
            case .notExpressible(let pointer, let what):
                let key = String(pointer.split(separator: "/").last ?? "")
                if pointer.hasPrefix("/aps/"), let since = APNsKeys.ignored[key] {
                    // Nothing is lost that iOS would read: the note says so instead.
                    found.append(Diagnostic(code: Self.ignoredKey, severity: .info, path: pointer,
                        message: "aps.\(key) is ignored since \(since), which writes the notification summary itself; remove it (thread-id still groups)."))
                    continue
                }
                lost.append((pointer, what))
            case .setByBraze(let pointer, let what):
                found.append(Diagnostic(code: Self.setByBraze, severity: .info, path: pointer,
                    message: "\(what) is Braze's own: it writes a new one when it sends, and apple_push has no field for it, so converting leaves it out."))
            default:
                break
            }
        }
        guard let first = lost.first else { return found }
        if context.document.isSentAsWritten {
            // Sent as written, nothing is lost: one note for a later conversion (compile --to
            // apple-push), not one a key for a payload that goes straight to APNs.
            let list = lost.map(\.what).joined(separator: ", ")
            found.insert(Diagnostic(code: Self.notExpressible, severity: .info, path: first.pointer,
                message: "Braze's apple_push cannot express \(list); the payload is sent as written, and \(lost.count == 1 ? "it is" : "they are") dropped only when it is converted to apple_push."), at: 0)
        } else {
            found.insert(contentsOf: lost.map { item in
                Diagnostic(code: Self.notExpressible, severity: .warning, path: item.pointer,
                           message: "Braze's apple_push cannot express \(item.what); it is dropped when this payload is converted to apple_push.")
            }, at: 0)
        }
        return found
    }
}

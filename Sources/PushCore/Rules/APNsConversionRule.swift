/// Names what an APNs device payload holds that `apple_push` cannot express.
public struct APNsConversionRule: Rule {
    /// Something is lost when the payload is turned into `apple_push`.
    public static let notExpressible = "apns.not-expressible"
    /// Braze writes the key itself when it sends; converting leaves it out, and nothing is lost.
    public static let setByBraze = "apns.set-by-braze"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.notExpressible, Self.setByBraze] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.document.readIssues.compactMap { issue in
            switch issue {
            case .notExpressible(let pointer, let what):
                // Sent as written, nothing is lost: the note is for a conversion (compile --to apple-push).
                Diagnostic(code: Self.notExpressible, severity: context.document.isSentAsWritten ? .info : .warning, path: pointer,
                           message: "Braze's apple_push cannot express \(what); it is sent as written, and dropped only when this payload is converted to apple_push.")
            case .setByBraze(let pointer, let what):
                Diagnostic(code: Self.setByBraze, severity: .info, path: pointer,
                           message: "\(what) is Braze's own: it writes a new one when it sends, and apple_push has no field for it, so converting leaves it out.")
            default:
                nil
            }
        }
    }
}

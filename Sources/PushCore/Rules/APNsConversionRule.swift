/// Names what an APNs device payload holds that `apple_push` cannot express.
public struct APNsConversionRule: Rule {
    /// Something is lost when the payload is turned into `apple_push`.
    public static let notExpressible = "apns.not-expressible"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.notExpressible] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.document.readIssues.compactMap { issue in
            guard case .notExpressible(let pointer, let what) = issue else { return nil }
            return Diagnostic(code: Self.notExpressible, severity: .warning, path: pointer,
                              message: "Braze's apple_push cannot express \(what); it is dropped when this payload is converted.")
        }
    }
}

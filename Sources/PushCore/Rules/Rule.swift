/// One check of the spec. Each rule lives in its own file with its codes and messages.
public protocol Rule: Sendable {
    /// Every code the rule can report, for documentation and tests.
    var codes: [String] { get }
    /// The diagnostics for a document; paths are document pointers, locations are filled in later.
    func check(_ context: RuleContext) -> [Diagnostic]
}

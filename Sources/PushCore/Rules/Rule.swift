/// One check of the spec. Each rule lives in its own file with its codes, messages and pages.
public protocol Rule: Sendable {
    /// A page for every code the rule can report: what it checks, why, examples and the fix.
    var pages: [RulePage] { get }
    /// Codes it reports whose page is another rule's (a field of the wrong type in a request is
    /// `type.invalid`, whichever rule reads the field).
    var alsoReports: [String] { get }
    /// The diagnostics for a document; paths are document pointers, locations are filled in later.
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    /// Every code the rule can report: its pages' and those it shares.
    public var codes: [String] { pages.map(\.code) + alsoReports }

    /// None, for a rule whose every code has its page here.
    public var alsoReports: [String] { [] }
}

/// Reports a document that could not be read as JSON (`json.*` codes come only from here).
public struct JSONSyntaxRule: Rule {
    /// Creates the rule.
    public init() {}
    public var codes: [String] {
        ["json.syntax", "json.duplicate-key", "json.depth", "json.encoding", "json.size", "json.empty"]
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.document.readIssues.compactMap { issue in
            guard case .unreadable(let error) = issue else { return nil }
            return Diagnostic(code: error.kind.rawValue, severity: .error, path: "", message: error.message,
                              line: error.location.line, column: error.location.column)
        }
    }
}

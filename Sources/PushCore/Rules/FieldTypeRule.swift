/// Reports values of the wrong type, which are left out of the push.
public struct FieldTypeRule: Rule {
    /// The whole document is not an object.
    public static let documentType = "document.type"
    /// A field has the wrong type.
    public static let invalid = "type.invalid"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.documentType, Self.invalid] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.document.readIssues.compactMap { issue in
            guard case .wrongType(let pointer, let expected, let found) = issue else { return nil }
            if pointer.isEmpty {
                return Diagnostic(code: Self.documentType, severity: .error, path: "",
                                  message: "The file holds \(found); a push is a JSON object ({ … }).")
            }
            let name = String(pointer.dropFirst()).split(separator: "/").joined(separator: ".")
            return Diagnostic(code: Self.invalid, severity: .error, path: pointer,
                              message: "\(name) must be \(expected), not \(found).")
        }
    }
}

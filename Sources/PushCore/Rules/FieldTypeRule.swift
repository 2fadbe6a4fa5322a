/// Reports values of the wrong type, which are left out of the push.
public struct FieldTypeRule: Rule {
    /// The whole document is not an object.
    public static let documentType = "document.type"
    /// A field has the wrong type.
    public static let invalid = "type.invalid"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The field types' pages.
    static let pages = [
        RulePage(documentType, .error,
            summary: "The file holds one JSON object.",
            why: "A push file is one object in braces: a bare apple_push, a Braze request body or an APNs payload. A list, text or a number at the top is none of them, so there is no push to check.",
            failing: #"[{"alert": "Your order has shipped"}]"#,
            passing: #"{"alert": "Your order has shipped"}"#,
            fix: "Make the file one object in braces; send several pushes as several files."),
        RulePage(invalid, .error,
            summary: "Each field has the type Braze and Apple define for it.",
            why: "Braze's apple_push and Apple's aps define a type for each field: badge is a whole number, alert is text or an object, content-available is true or false. A value of another type is left out of the push.",
            failing: #"{"alert": "You have new messages", "badge": "3"}"#,
            passing: #"{"alert": "You have new messages", "badge": 3}"#,
            fix: "Give the value the type the message names: a number or true and false without quotes, text in quotes, a list in square brackets or an object in braces."),
    ]

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

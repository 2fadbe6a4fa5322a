/// Reports a document that could not be read as JSON (`json.*` codes come only from here).
public struct JSONSyntaxRule: Rule {
    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The JSON reader's pages.
    static let pages = [
        RulePage("json.syntax", .error,
            summary: "The file is valid JSON.",
            why: "Braze's API and APNs take JSON and nothing looser: no trailing commas, no comments, double quotes only, and true, false and null in lower case. A file that is not JSON cannot be checked or sent.",
            failing: #"{"alert": "Your order has shipped", "badge": 1,}"#,
            passing: #"{"alert": "Your order has shipped", "badge": 1}"#,
            fix: "Correct the JSON at the line and column given: the message says what was expected there."),
        RulePage("json.duplicate-key", .error,
            summary: "No key appears twice in one object.",
            why: "JSON says the keys of an object should be unique, and readers disagree on which of two values wins, so the push Braze reads may not be the one that was checked.",
            failing: #"{"alert": "Your order has shipped", "alert": "Your order is on its way"}"#,
            passing: #"{"alert": "Your order is on its way"}"#,
            fix: "Keep one of the two keys and remove the other."),
        RulePage("json.depth", .error,
            summary: "The file nests no deeper than 64 levels.",
            why: "A real push uses five or six levels of objects and lists. The reader stops at 64, which only a broken or generated file reaches.",
            failing: #"{"alert": "Your order has shipped", "extra": {"items": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["1042"]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}}"#,
            passing: #"{"alert": "Your order has shipped", "extra": {"items": ["1042"]}}"#,
            fix: "Flatten the data: keep custom values in extra as a few levels of objects and lists."),
        RulePage("json.encoding", .error,
            summary: "The file is UTF-8 text with whole characters.",
            why: "JSON files are UTF-8 text. A byte that is not UTF-8, a file saved as UTF-16, or a \\u escape of half a surrogate pair (often an emoji cut in two) is no character.",
            failing: #"{"alert": "Your order has shipped \ud83d"}"#,
            passing: #"{"alert": "Your order has shipped \ud83d\udce6"}"#,
            fix: "Save the file as UTF-8, and write an emoji as itself or as both halves of its \\u escape."),
        RulePage("json.size", .error,
            summary: "The file is at most 1 MiB.",
            why: "APNs takes at most 4096 bytes of payload, so a push file, even a whole request, is a few kilobytes. The reader stops at 1 MiB, which only a wrong or broken file reaches.",
            failing: RuleExample(#"{"alert": "Your order has shipped", "extra": {"log": ""# + String(repeating: "x", count: 1 << 20) + #""}}"#),
            passing: #"{"alert": "Your order has shipped", "extra": {"order_id": "1042"}}"#,
            fix: "Check that the right file is named; keep only the push's own fields in it."),
        RulePage("json.empty", .error,
            summary: "The file is not empty.",
            why: "A push file holds one JSON object. An empty file, or one of only spaces and new lines, holds no push.",
            failing: "",
            passing: #"{"alert": "Your order has shipped"}"#,
            fix: "Write the push into the file, or name the file that holds it."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.document.readIssues.compactMap { issue in
            guard case .unreadable(let error) = issue else { return nil }
            return Diagnostic(code: error.kind.rawValue, severity: .error, path: "", message: error.message,
                              line: error.location.line, column: error.location.column)
        }
    }
}

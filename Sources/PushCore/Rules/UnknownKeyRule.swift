import TextFormats

/// Reports keys this tool does not know, naming the nearest known key (catches `interuption_level`).
public struct UnknownKeyRule: Rule {
    /// An unknown key.
    public static let unknown = "key.unknown"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The unknown key's page.
    static let pages = [
        RulePage(unknown, .warning,
            summary: "Every key is one Braze or Apple defines.",
            why: "Braze's apple_push and Apple's aps take a fixed set of keys. A misspelt key, such as interuption_level, is ignored or refused, so the setting it was meant to make is lost; Apple also ignores custom keys put inside aps.",
            failing: #"{"alert": "Your order has shipped", "interuption_level": "passive"}"#,
            passing: #"{"alert": "Your order has shipped", "interruption_level": "passive"}"#,
            fix: "Correct the key to the one suggested, or move it where the message says; put your own keys in extra (or at the top level of an APNs payload)."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.document.readIssues.compactMap { issue in
            guard case .unknownKey(let pointer, let key, let known) = issue else { return nil }
            var message = "Unknown key \"\(key)\""
            if let hint = Self.misplacedHint(key, at: pointer, in: context) {
                message += ": \(hint)."
            } else if let suggestion = NameSuggester.suggest(key, among: known) {
                message += "; did you mean \"\(suggestion)\"?"
            } else if context.kind == .apns {
                message += "; it is dropped when the payload is converted to apple_push."
            } else {
                message += "; it is kept but Braze ignores or rejects it."
            }
            if context.kind == .apns && pointer.hasPrefix("/aps/") && !pointer.hasPrefix("/aps/alert/") {
                message += " Apple ignores custom keys inside aps: put them at the top level."
            }
            return Diagnostic(code: Self.unknown, severity: .warning, path: pointer, message: message)
        }
    }

    /// Where a key that belongs elsewhere in `apple_push` goes (`title` → `alert.title`).
    private static func misplacedHint(_ key: String, at pointer: String, in context: RuleContext) -> String? {
        guard context.kind != .apns else { return nil }
        let push = context.document.pointers.prefix
        let escaped = "/" + JSONPointer.escape(key)
        if pointer == push + escaped { return MisplacedKey.hint(for: key, at: .push) }
        if pointer == push + "/" + PushField.alert.key + escaped { return MisplacedKey.hint(for: key, at: .alert) }
        return nil
    }
}

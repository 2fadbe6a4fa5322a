import PushPersonalization
import TextFormats

/// Reads the config's `[[locales]]`, the workspace's locales as Braze's "Localization settings"
/// define them:
///
///     [[locales]]
///     name = "ja-JP"            # as the translations file names it
///     language = "ja"
///     country = "JP"            # optional
///
///     [[locales]]
///     name = "vip-es"
///     custom_attributes = ["preferred_language=es", "tier=vip"]   # up to two; these win
///
/// Every mistake is one line naming the file and line; a locale with one is left out.
struct LocalesReader {
    let file: String

    /// The table's name in the config.
    static let table = "locales"
    static let keys = ["name", "language", "country", "custom_attributes"]

    func read(_ document: TOMLDocument) -> (rules: [LocaleRule], notices: [String]) {
        var rules: [LocaleRule] = []
        var notices: [String] = []
        for table in document.elements(Self.table) {
            func problem(_ line: Int, _ message: String) { notices.append("config \(file):\(line): [[locales]] \(message); this locale is ignored") }
            var text: [String: String] = [:]
            var conditions: [LocaleRule.Condition] = []
            var bad = false
            for entry in table.entries {
                guard Self.keys.contains(entry.key) else {
                    let hint = NameSuggester.suggest(entry.key, among: Self.keys).map { "did you mean \"\($0)\"?" } ?? "it takes \(Self.keys.joined(separator: ", "))"
                    problem(entry.line, "unknown key \"\(entry.key)\": \(hint)")
                    bad = true
                    continue
                }
                if entry.key == "custom_attributes" {
                    let items: [TOMLDocument.Value] = if case .array(let items) = entry.value { items } else { [entry.value] }
                    for item in items {
                        guard case .string(let pair) = item, let equals = pair.firstIndex(of: "="),
                              pair.startIndex != equals, pair.index(after: equals) != pair.endIndex else {
                            problem(entry.line, "custom_attributes holds \"name=value\" strings, such as [\"preferred_language=es\"]")
                            bad = true
                            break
                        }
                        conditions.append(.init(attribute: String(pair[..<equals]), value: String(pair[pair.index(after: equals)...])))
                    }
                    continue
                }
                guard case .string(let value) = entry.value, !value.isEmpty else {
                    problem(entry.line, "\(entry.key) must be a string in quotes")
                    bad = true
                    continue
                }
                text[entry.key] = value
            }
            guard !bad else { continue }
            guard let name = text["name"] else {
                problem(table.line, "needs a name, as the translations file names the locale (name = \"ja-JP\")")
                continue
            }
            if conditions.count > LocaleRule.maxCustomAttributes {
                problem(table.line, "\"\(name)\" names \(conditions.count) custom attributes; Braze takes at most \(LocaleRule.maxCustomAttributes)")
                continue
            }
            if conditions.isEmpty == (text["language"] == nil) {
                problem(table.line, "\"\(name)\" needs either a language (language = \"ja\") or custom_attributes, not both")
                continue
            }
            if text["country"] != nil && text["language"] == nil {
                problem(table.line, "\"\(name)\" has a country without a language")
                continue
            }
            if rules.contains(where: { $0.name == name }) {
                problem(table.line, "\"\(name)\" is named twice; give each locale its own name")
                continue
            }
            rules.append(LocaleRule(name: name, language: text["language"], country: text["country"], customAttributes: conditions))
        }
        return (rules, notices)
    }
}

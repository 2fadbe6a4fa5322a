import TextFormats

/// A category that looks like one of Braze's defaults but is not.
public struct CategoryRule: Rule {
    /// An `ab_cat_` category that Braze's SDK does not register.
    public static let unknownDefault = "category.unknown-default"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.unknownDefault] }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let category = context.push.category, category.hasPrefix("ab_cat_"),
              DefaultCategory(rawValue: category) == nil else { return [] }
        let names = DefaultCategory.allCases.map(\.rawValue)
        var message = "\"\(category)\" is not one of Braze's default categories"
        message += NameSuggester.suggest(category, among: names).map { "; did you mean \"\($0)\"?" } ?? " (\(names.joined(separator: ", ")))."
        return [context.diagnostic(Self.unknownDefault, .warning, at: "/category", message)]
    }
}

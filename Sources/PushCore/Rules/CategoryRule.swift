import TextFormats

/// A category that looks like one of Braze's defaults but is not.
public struct CategoryRule: Rule {
    /// An `ab_cat_` category that Braze's SDK does not register.
    public static let unknownDefault = "category.unknown-default"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The category's page.
    static let pages = [
        RulePage(unknownDefault, .warning,
            summary: "An ab_cat_ category is one of Braze's four default categories.",
            why: "Braze's SDK registers only ab_cat_accept_decline, ab_cat_yes_no, ab_cat_confirm_cancel and ab_cat_more. iOS shows buttons only for a category the app registered, so a misspelt one shows none.",
            failing: #"{"alert": "Your table for two is booked for 8pm", "category": "ab_cat_accept_decine"}"#,
            passing: #"{"alert": "Your table for two is booked for 8pm", "category": "ab_cat_accept_decline"}"#,
            fix: "Correct the spelling to one of the four, or name your app's own category without the ab_cat_ prefix."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let category = context.push.category, category.hasPrefix("ab_cat_"),
              DefaultCategory(rawValue: category) == nil else { return [] }
        let names = DefaultCategory.allCases.map(\.rawValue)
        var message = "\"\(category)\" is not one of Braze's default categories"
        message += NameSuggester.suggest(category, among: names).map { "; did you mean \"\($0)\"?" } ?? " (\(names.joined(separator: ", ")))."
        return [context.diagnostic(Self.unknownDefault, .warning, at: "/category", message)]
    }
}

/// The golden-liquid cases this engine does not run, each with the reason (SKIPPED.md lists the counts).
enum GoldenSkipList {
    /// Whole areas, by the suite's tags.
    static let areas: [String: String] = [
        // File-system tags: Braze has no snippets a push could include (and no longer documents `render`).
        "include tag": "needs a template file system; Braze offers no snippets to a push",
        "render tag": "needs a template file system; Braze no longer documents `render`",
        // HTML-table and stateful output tags Braze never mentions; they make no sense in a push.
        "tablerow tag": "HTML table output; never mentioned by Braze",
        "cycle tag": "never mentioned by Braze; no use in a push",
        "ifchanged tag": "never mentioned by Braze; no use in a push",
        "doc tag": "Liquid 5.6+ documentation tag; never mentioned by Braze",
        // Filters Braze marks unsupported: the engine reports `liquid.unsupported` for them.
        "lstrip filter": "Braze marks `lstrip` unsupported",
        "rstrip filter": "Braze marks `rstrip` unsupported",
        "find_index filter": "Braze marks `find_index` unsupported",
        // Liquid 5.8 search filters, released together with `find_index`: treated as unsupported too.
        "find filter": "Liquid 5.8 filter released with `find_index`, which Braze marks unsupported",
        "has filter": "Liquid 5.8 filter released with `find_index`, which Braze marks unsupported",
        "reject filter": "Liquid 5.8 filter released with `find_index`, which Braze marks unsupported",
    ]

    /// Single cases, by name.
    static let cases: [String: String] = [:]

    /// Why a case is skipped, or nil when it runs.
    static func reason(for test: GoldenCase) -> String? {
        if let reason = cases[test.name] { return reason }
        for tag in test.tags { if let reason = areas[tag] { return reason } }
        if test.usesTemplates { return "needs a template file system" }
        return nil
    }
}

import ComposerSettings
import PushCore
import PushMedia
import PushPersonalization
import TextFormats

/// Every code the checker can report, with its page: what `rules`, `explain` and SARIF print,
/// and what an `--ignore` name must name. The pages themselves live beside their rules.
enum RuleCatalogue {
    /// Every page, ordered by code, so families stand together.
    static let pages: [RulePage] =
        (Validator.allRules.flatMap(\.pages) + Translations.pages + MediaReport.pages).sorted { $0.code < $1.code }

    /// The page of each code.
    static let byCode: [String: RulePage] = Dictionary(pages.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// The pages a name covers: the code itself, or every code of the family it names (`media`
    /// and `media.` both cover `media.not-media`), as `--ignore` reads it.
    static func pages(coveredBy name: String) -> [RulePage] {
        if let page = byCode[name] { return [page] }
        return pages.filter { ProjectSettings.ignores([name], $0.code) }
    }

    /// Why `name` cannot be ignored (it is not written as a code, or names no code or family),
    /// or nil when it can.
    static func ignoreProblem(_ name: String) -> String? {
        if let problem = ProjectSettings.codeProblem(name) { return problem }
        guard pages(coveredBy: name).isEmpty else { return nil }
        return "\"\(name)\" is no code or family of codes\(suggestion(for: name)) (push-composer rules lists them)"
    }

    /// Every family a code belongs to, each written with its final dot: `request.` and
    /// `request.apple-push.` for `request.apple-push.missing`.
    static let families: [String] = Set(pages.flatMap { page in
        page.code.indices.filter { page.code[$0] == "." }.map { String(page.code[...$0]) }
    }).sorted()

    /// "; did you mean …?" for the code or family nearest `name`, or "".
    static func suggestion(for name: String) -> String {
        guard let near = NameSuggester.suggest(name, among: pages.map(\.code) + families) else { return "" }
        return "; did you mean \"\(near)\"?"
    }
}

/// What one code means, for `rules`, `explain` and SARIF. Each page lives beside the rule that
/// reports its code, and the codes are read from the pages, so a code cannot ship without one.
public struct RulePage: Sendable, Equatable {
    /// The stable code, e.g. `badge.negative`.
    public let code: String
    /// The most serious level the code is reported at (SARIF's default level).
    public let severity: Severity
    /// One line: what the rule checks.
    public let summary: String
    /// The Braze or Apple fact behind the rule.
    public let why: String
    /// A file that reports the code.
    public let failing: RuleExample
    /// The same file put right: it does not report the code.
    public let passing: RuleExample
    /// How to put it right.
    public let fix: String

    /// Creates a page.
    public init(_ code: String, _ severity: Severity, summary: String, why: String,
                failing: RuleExample, passing: RuleExample, fix: String) {
        self.code = code
        self.severity = severity
        self.summary = summary
        self.why = why
        self.failing = failing
        self.passing = passing
        self.fix = fix
    }
}

/// A push file shown on a rule's page, with what else the check reads.
public struct RuleExample: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The file as a user writes it.
    public let document: String
    /// The message's translations file beside it, for codes about translations.
    public let translations: String?
    /// What the media URL answers, in words, for codes only `validate --media` reports.
    public let mediaAnswer: String?
    /// The options `validate` is given beside the file, for codes about what a file cannot carry
    /// (the APNs headers of a direct send: `--priority 1`).
    public let options: [String]

    /// Creates an example.
    public init(_ document: String, translations: String? = nil, mediaAnswer: String? = nil, options: [String] = []) {
        self.document = document
        self.translations = translations
        self.mediaAnswer = mediaAnswer
        self.options = options
    }

    /// An example that is the file alone.
    public init(stringLiteral document: String) { self.init(document) }
}

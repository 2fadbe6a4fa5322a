import ArgumentParser

/// `validate`'s output: text for people, JSON for scripts, and
/// the forms CI services read: GitHub's workflow commands (annotations on a pull request's
/// lines), SARIF (code scanning) and a JUnit report.
enum ValidateFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, github, sarif, junit
}

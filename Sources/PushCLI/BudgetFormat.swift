import ArgumentParser

/// `budget`'s output: a table for people, JSON for scripts, and GitHub's workflow commands, which
/// put each file's bytes on the pull request.
enum BudgetFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, github
}

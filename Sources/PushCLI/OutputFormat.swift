import ArgumentParser

/// Text for people, JSON for scripts.
public enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json
}

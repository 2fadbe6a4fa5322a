import TextFormats

/// One finding about a push: a stable code, a severity, where it is, and what to do.
public struct Diagnostic: Sendable, Equatable, Codable {
    /// A stable code such as `alert.required`; only reader errors start with `json.`.
    public var code: String
    /// How serious it is.
    public var severity: Severity
    /// A JSON Pointer into the document, e.g. `/messages/apple_push/alert/title`.
    public var path: String
    /// A sentence a marketer understands.
    public var message: String
    /// The 1-based line, when the push came from a file.
    public var line: Int?
    /// The 1-based column, when the push came from a file.
    public var column: Int?

    /// Creates a diagnostic.
    public init(code: String, severity: Severity, path: String, message: String,
                line: Int? = nil, column: Int? = nil) {
        self.code = code
        self.severity = severity
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// The location, when known.
    public var location: SourceLocation? {
        guard let line, let column else { return nil }
        return SourceLocation(line: line, column: column)
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// How many diagnostics have this severity.
    public func count(_ severity: Severity) -> Int { filter { $0.severity == severity }.count }
}

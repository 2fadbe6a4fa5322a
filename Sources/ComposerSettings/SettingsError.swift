/// A problem in a theme or config file, with the file, line and column when known.
public struct SettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path as the user gave it or as it was found.
    public var file: String?
    /// The 1-based line, when the problem is on one.
    public var line: Int?
    /// The 1-based column in Unicode scalars, when known.
    public var column: Int?
    /// What is wrong, as one sentence.
    public var message: String

    /// Creates an error.
    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The same error, naming `file`.
    func inFile(_ file: String) -> SettingsError {
        var copy = self
        copy.file = file
        return copy
    }

    /// `file:line:column: message`, as compilers print it.
    public var description: String {
        let place = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return place.isEmpty ? message : "\(place): \(message)"
    }
}

extension String {
    /// This sentence followed by another, with the full stop it needs (none after a question).
    func followed(by sentence: String) -> String {
        (hasSuffix("?") || hasSuffix(".") ? self + " " : self + ". ") + sentence
    }
}

/// A 1-based line and column in a source file; columns count Unicode scalars, not bytes.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars from the start of the line.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, as compilers print it.
    public var description: String { "\(line):\(column)" }
}

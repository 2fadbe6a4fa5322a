import PlainText
/// A strict RFC 8259 reader: rejects duplicate keys, trailing commas, invalid UTF-8 and lone
/// surrogates, caps depth and size, and reports every error with line and column.
public struct JSONReader: Sendable {
    /// The default cap on input size: a push is at most a few kilobytes, a request a little more.
    public static let defaultMaxBytes = 1 << 20
    /// The default cap on nesting: real pushes use five or six levels.
    public static let defaultMaxDepth = 64

    /// The largest input accepted, in bytes.
    public var maxBytes: Int
    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int
    /// Whether a key repeated in one object is an error. RFC 8259 only says keys SHOULD be unique,
    /// so the bare grammar allows it (the later value wins); a push file never should.
    public var rejectsDuplicateKeys: Bool

    /// Creates a reader with the given limits.
    public init(maxBytes: Int = JSONReader.defaultMaxBytes, maxDepth: Int = JSONReader.defaultMaxDepth,
                rejectsDuplicateKeys: Bool = true) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.rejectsDuplicateKeys = rejectsDuplicateKeys
    }

    /// Reads one JSON document from text.
    public func read(_ text: String) throws(JSONReadError) -> JSONNode {
        try read(Array(text.utf8))
    }

    /// Reads one JSON document from UTF-8 bytes; a leading byte-order mark is skipped.
    public func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONNode {
        let start = SourceLocation(line: 1, column: 1)
        guard bytes.count <= maxBytes else {
            throw JSONReadError(.size, "the input is \(ByteCount.describe(bytes.count)); the most this reads is \(ByteCount.describe(maxBytes)) (a push is a few kilobytes)", at: start)
        }
        if let utf16 = Self.utf16Hint(bytes) {
            throw JSONReadError(.encoding, "the file is \(utf16), not UTF-8; save it as UTF-8", at: start)
        }
        var parser = JSONByteParser(bytes: bytes, maxDepth: maxDepth, rejectsDuplicateKeys: rejectsDuplicateKeys)
        return try parser.parseDocument()
    }

    /// Names UTF-16 input (by BOM or by NUL bytes beside ASCII), which is a common mistake.
    private static func utf16Hint(_ b: [UInt8]) -> String? {
        if b.count >= 2 && b[0] == 0xFF && b[1] == 0xFE { return "UTF-16 (little-endian)" }
        if b.count >= 2 && b[0] == 0xFE && b[1] == 0xFF { return "UTF-16 (big-endian)" }
        if b.count >= 2 && b[0] != 0 && b[1] == 0 { return "UTF-16 (little-endian)" }
        if b.count >= 2 && b[0] == 0 && b[1] != 0 { return "UTF-16 (big-endian)" }
        return nil
    }
}

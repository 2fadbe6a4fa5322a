/// A document the editor has open: its text as the editor holds it, and the mapping between
/// byte offsets and LSP positions (a line and a character in the negotiated encoding).
struct OpenDocument: Sendable {
    /// The document's URI, as the editor names it.
    let uri: String
    /// The editor's version of the text.
    var version: Int
    /// The text, as UTF-8.
    private(set) var bytes: [UInt8]
    /// Where each line starts, in bytes.
    private(set) var lineStarts: [Int] = [0]

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        indexLines()
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func indexLines() {
        lineStarts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
    }

    /// The byte offset of an LSP position; a position past a line's end is its end, past the
    /// text's end the end (editors send such positions while text is being typed).
    func offset(line: Int, character: Int, encoding: PositionEncoding) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[line]
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        var offset = start, counted = 0
        while offset < end && counted < character {
            let length = Self.scalarLength(bytes[offset])
            counted += encoding.units(leadByte: bytes[offset], length: length)
            offset = min(end, offset + length)
        }
        return offset
    }

    /// The LSP position of a byte offset.
    func position(of offset: Int, encoding: PositionEncoding) -> (line: Int, character: Int) {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var i = lineStarts[low], character = 0
        while i < offset {
            let length = Self.scalarLength(bytes[i])
            character += encoding.units(leadByte: bytes[i], length: length)
            i += length
        }
        return (low, character)
    }

    /// The byte offset of a 1-based line and a 1-based column counted in Unicode scalars, as
    /// the checker places its findings.
    func offset(line: Int, scalarColumn column: Int) -> Int {
        offset(line: line - 1, character: column - 1, encoding: .utf32)
    }

    /// Replaces the bytes from `start` to `end` by `text`.
    mutating func replace(_ start: Int, _ end: Int, with text: String) {
        let start = max(0, min(start, bytes.count)), end = max(start, min(end, bytes.count))
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
        indexLines()
    }

    /// Replaces the whole text.
    mutating func replaceAll(with text: String) {
        bytes = Array(text.utf8)
        indexLines()
    }

    /// How many bytes the scalar starting with `byte` takes (1 for a stray continuation byte).
    static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}

/// What a position's character counts (LSP 3.17's `positionEncoding`): UTF-16 code units unless
/// the client offers another.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The units a scalar of `length` bytes counts for.
    func units(leadByte: UInt8, length: Int) -> Int {
        switch self {
        case .utf8: length
        case .utf16: length == 4 ? 2 : 1
        case .utf32: 1
        }
    }
}

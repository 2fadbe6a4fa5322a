import Synchronization

/// A grapheme cluster as plain bytes, so that a cell is copied, compared and freed without
/// reference counting: a frame is thousands of cells, copied and diffed on every key.
///
/// Up to 15 UTF-8 bytes are kept inline (every scalar, flags, most emoji with a modifier or a
/// joiner); a longer cluster is stored once in a process-wide table and kept here by number.
/// Equal clusters always have equal bytes, so the synthesised `==` and hash are those of the text.
public struct Glyph: Hashable, Sendable {
    /// Inline: the UTF-8 bytes, little-endian, low word first. Long: the table's index in `low`.
    private var low: UInt64
    /// Inline: bytes 8 to 14, and the byte count in the top byte. Long: `Glyph.longMark`.
    private var high: UInt64

    /// The top byte of `high` that marks a cluster kept in the table (an inline count is ≤ 15).
    private static let longMark: UInt64 = 0xFF << 56
    /// At most this many long clusters are kept; later ones keep their leading scalars that fit inline.
    static let longLimit = 4_096
    /// The most bytes of a cluster kept: the longest real ones (a family of four with skin tones,
    /// a subdivision flag) are under 64, and a terminal cell holds five code points in any case.
    static let longBytes = 64

    /// The empty glyph of a continuation cell.
    public static let empty = Glyph(low: 0, high: 0)
    /// A space.
    public static let space = Glyph(ascii: 0x20)

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// One ASCII byte (below 0x80).
    @inline(__always)
    public init(ascii byte: UInt8) {
        self.init(low: UInt64(byte), high: 1 << 56)
    }

    /// One scalar.
    public init(_ scalar: Unicode.Scalar) {
        var low: UInt64 = 0
        var count: UInt64 = 0
        UTF8.encode(scalar) { byte in
            low |= UInt64(byte) << (8 * count)
            count += 1
        }
        self.init(low: low, high: count << 56)
    }

    /// A grapheme cluster (or any text: it is kept as given).
    public init(_ text: String) {
        var text = text
        let glyph: Glyph? = text.withUTF8 { bytes in
            bytes.count <= 15 ? Glyph(inline: bytes) : nil
        }
        self = glyph ?? Glyph.long(text)
    }

    private init(inline bytes: UnsafeBufferPointer<UInt8>) {
        var low: UInt64 = 0, high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
        }
        self.init(low: low, high: high | UInt64(bytes.count) << 56)
    }

    /// A cluster too long to keep inline, by its number in the table.
    private static func long(_ text: String) -> Glyph {
        // Text made to fill memory (thousands of marks on one letter) is kept to its first bytes.
        var text = text
        if text.utf8.count > longBytes { text = leading(text, bytes: longBytes) }
        let index: Int? = table.withLock { table in
            if let known = table.indices[text] { return known }
            guard table.texts.count < longLimit else { return nil }
            table.texts.append(text)
            table.indices[text] = table.texts.count - 1
            return table.texts.count - 1
        }
        if let index { return Glyph(low: UInt64(index), high: longMark) }
        // Past the limit (distinct clusters built to fill the table): what fits inline.
        return Glyph(leading(text, bytes: 15))
    }

    /// The scalars from the start of `text` that fit in `bytes` of UTF-8.
    private static func leading(_ text: String, bytes: Int) -> String {
        var kept = ""
        for scalar in text.unicodeScalars {
            guard kept.utf8.count + UTF8.width(scalar) <= bytes else { break }
            kept.unicodeScalars.append(scalar)
        }
        return kept
    }

    /// The long clusters seen so far, each once.
    private static let table = Mutex(LongTable())

    private struct LongTable: Sendable {
        var texts: [String] = []
        var indices: [String: Int] = [:]
    }

    private var isLong: Bool { high == Glyph.longMark }

    /// The number of UTF-8 bytes kept inline (0 for a long cluster).
    private var inlineCount: Int { isLong ? 0 : Int(high >> 56) }

    /// Whether this is the empty glyph.
    public var isEmpty: Bool { low == 0 && high == 0 }

    /// The text.
    public var string: String {
        if isLong { return Glyph.table.withLock { $0.texts[Int(low)] } }
        let count = inlineCount
        if count == 1 { return String(UnicodeScalar(UInt8(truncatingIfNeeded: low))) }
        return withUnsafeBytes(of: (low, high)) { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[0..<count]), as: UTF8.self)
        }
    }

    /// The only scalar, when the glyph is one scalar.
    public var singleScalar: Unicode.Scalar? {
        guard !isLong else { return nil }
        let count = inlineCount
        guard count > 0, count <= 4 else { return nil }
        if count == 1 { return Unicode.Scalar(UInt8(truncatingIfNeeded: low)) }
        let scalars = string.unicodeScalars
        guard let first = scalars.first, UTF8.width(first) == count else { return nil }
        return first
    }

    /// The first character, or nil for the empty glyph.
    public var firstCharacter: Character? {
        if inlineCount == 1 { return Character(UnicodeScalar(UInt8(truncatingIfNeeded: low))) }
        return string.first
    }
}

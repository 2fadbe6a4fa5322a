import PropertyBased

/// Pieces of text a push really carries, and the awkward ones a file or a paste may bring.
enum TextSamples {
    static let words = [
        "Sale", "today", "only", "50%", "off", "your", "order", "has", "shipped", "Hello!", "Über", "naïve",
        "Grüße", "façade", "Ça", "va?", "Привет", "Γειά", "مرحبا", "שלום", "x", "", "  ",
    ]
    static let cjk = ["本日限定", "セール", "日本語のテキスト", "한국어", "中文", "ｶﾀｶﾅ", "（全角）", "、。", "\u{1100}\u{1161}\u{11A8}"]
    static let emoji = ["🎉", "👍🏽", "👨\u{200D}👩\u{200D}👧", "🇯🇵", "🇫🇷🇩🇪", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
                        "❤️", "1️⃣", "🧑🏻\u{200D}💻", "🛍️", "☺", "🇺"]
    static let combining = ["e\u{301}", "n\u{303}", "a\u{308}\u{304}", "\u{301}", "Z\u{335}\u{36B}\u{344}", "क्षि", "\u{20DD}", "\u{11A8}", "\u{1160}"]
    static let quoting = ["\"", "\\", "\\\"", "'", "/", "\\u0041", "\"}", "{{", "}}", "{{${first_name}}}", "{% if x %}", "<b>", "&amp;"]
    static let controls = ["\n", "\r\n", "\t", "\u{0}", "\u{1B}[31m", "\u{1B}]0;title\u{7}", "\u{7F}", "\u{85}", "\u{9B}", "\u{8}", "\u{C}", "\r", "\u{1F}"]
    static let invisible = ["\u{202E}", "\u{202D}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}", "\u{200B}", "\u{FEFF}",
                            "\u{2028}", "\u{2029}", "\u{AD}", "\u{200D}", "\u{E0041}", "\u{FFF9}"]

    /// One piece: mostly ordinary words, often CJK, emoji and marks, sometimes quotes, controls,
    /// bidi and invisible characters, now and then any scalar at all.
    static func piece(_ rng: inout some RandomNumberGenerator) -> String {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<35: return words.randomElement(using: &rng)!
        case 35..<50: return cjk.randomElement(using: &rng)!
        case 50..<62: return emoji.randomElement(using: &rng)!
        case 62..<70: return combining.randomElement(using: &rng)!
        case 70..<78: return quoting.randomElement(using: &rng)!
        case 78..<86: return controls.randomElement(using: &rng)!
        case 86..<93: return invisible.randomElement(using: &rng)!
        case 93..<96: return " "
        default: return String(anyScalar(&rng))
        }
    }

    /// Any Unicode scalar, weighted towards the planes people use.
    static func anyScalar(_ rng: inout some RandomNumberGenerator) -> Unicode.Scalar {
        while true {
            let value: UInt32 = Bool.random(using: &rng)
                ? UInt32.random(in: 0...0xFFFF, using: &rng)
                : UInt32.random(in: 0...0x10FFFF, using: &rng)
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
    }

    /// Text of up to `maxPieces` pieces, joined by spaces or not.
    static func text(_ rng: inout some RandomNumberGenerator, maxPieces: Int = 10) -> String {
        let count = Int.random(in: 0...maxPieces, using: &rng)
        let separator = Bool.random(using: &rng) ? " " : ""
        return (0..<count).map { _ in piece(&rng) }.joined(separator: separator)
    }

    /// A piece generator; arrays of it shrink by dropping pieces.
    static let pieces = Generator<String, Shrink.None<String>>(run: { rng in piece(&rng) })

    /// Text that shrinks to fewer pieces when a property fails.
    static func texts(pieces count: ClosedRange<Int> = 0...12) -> Generator<String, some SendableSequenceType> {
        pieces.array(of: count).map { $0.joined(separator: " ") }
    }

    /// Text without separating spaces (long words, CJK runs, emoji sequences).
    static func runs(pieces count: ClosedRange<Int> = 0...12) -> Generator<String, some SendableSequenceType> {
        pieces.array(of: count).map { $0.joined() }
    }
}

import Testing
@testable import TerminalKit

@Suite struct SanitizerTests {
    @Test func escapeSequencesBecomeVisible() {
        let payload = "Hi \u{1B}]0;pwned\u{07} \u{202E}evil\u{0}"
        let safe = Sanitizer.sanitize(payload)
        #expect(safe == "Hi ␛]0;pwned␇ ⟨U+202E⟩evil␀")
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
    }

    @Test func controlsDelAndC1() {
        #expect(Sanitizer.sanitize("a\tb\nc\rd\u{7F}e\u{9B}f") == "a␉b␊c␍d␡e⟨U+009B⟩f")
    }

    @Test func bidiAndInvisible() {
        for value: UInt32 in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
                              0x200B, 0x200C, 0x2060, 0xFEFF, 0x2028, 0x2029, 0x200E, 0x200F] {
            let text = "x" + String(Character(Unicode.Scalar(value)!)) + "y"
            #expect(Sanitizer.sanitize(text) == "x" + Sanitizer.codePoint(value) + "y")
        }
        #expect(Sanitizer.codePoint(0x202E) == "⟨U+202E⟩")
    }

    @Test func emojiSpellingIsKept() {
        for text in ["👨\u{200D}👩\u{200D}👧", "🏳\u{FE0F}\u{200D}🌈", "🇯🇵", "👍🏽", "❤\u{FE0F}", "é", "日本語",
                     "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"] {
            #expect(Sanitizer.sanitize(text) == text)
        }
    }

    @Test func strayJoinerAndTagsAreShown() {
        #expect(Sanitizer.sanitize("a\u{200D}b") == "a⟨U+200D⟩b")
        #expect(Sanitizer.sanitize("ok\u{E0041}") == "ok⟨U+E0041⟩")
    }

    @Test func loneCombiningMarkGetsABase() {
        #expect(Sanitizer.sanitize("\u{301}x") == "◌\u{301}x")
        #expect(Sanitizer.sanitize("\u{0}\u{301}") == "␀◌\u{301}")
    }

    @Test func newlinesKeptWhenAsked() {
        #expect(Sanitizer.sanitize("a\nb\r\nc", keepingNewlines: true) == "a\nb\nc")
        #expect(Sanitizer.sanitize("a\nb") == "a␊b")
    }

    @Test func idempotent() {
        let text = "\u{1B}[31m\u{202E}\u{301}\u{200B}x"
        #expect(Sanitizer.sanitize(Sanitizer.sanitize(text)) == Sanitizer.sanitize(text))
        #expect(!Sanitizer.needsSanitizing(Sanitizer.sanitize(text)))
    }

    @Test func bufferWriteSanitises() {
        var buffer = Buffer(width: 12, height: 1)
        buffer.write("\u{1B}]0;x\u{7}", x: 0, y: 0)
        #expect(buffer.text(row: 0) == "␛]0;x␇      ")
    }

    /// A string's shape is found eight bytes of printable ASCII at a time: a control, a
    /// joining mark, a flag, an invisible or a plain letter beyond ASCII at every place gives
    /// the shape a scalar-by-scalar reading gives.
    @Test(arguments: ["\u{1B}", "\n", "\u{7F}", "\u{301}", "🇫🇷", "\u{202E}", "é", "漢", "😀"])
    func theShapeIsFoundAtEveryPlace(_ special: String) {
        func scalarByScalar(_ text: String) -> TextShape {
            var shape = TextShape.ascii
            for scalar in text.unicodeScalars where !(scalar.value >= 0x20 && scalar.value < 0x7F) {
                if !Sanitizer.isSafeAlone(scalar) { return .unsafe }
                shape = DisplayWidth.joinsVisibleNeighbour(scalar) ? .clustered : shape == .ascii ? .simple : shape
            }
            return shape
        }
        for length in [1, 7, 8, 9, 17] {
            for place in 0..<length {
                let text = String(repeating: "a", count: place) + special + String(repeating: "b", count: length - place - 1)
                #expect(TextShape.of(text) == scalarByScalar(text), "\(text.debugDescription)")
            }
        }
    }
}

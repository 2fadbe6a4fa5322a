import Testing
@testable import PushCore

@Suite struct LineBreakerTests {
    /// A breaker whose line holds exactly `letters` lowercase n's (and spaces just fit).
    func breaker(letters: Int, lines: Int) -> LineBreaker {
        let font = NotificationFont.body
        return LineBreaker(font: font, width: font.width(of: String(repeating: "n", count: letters)), maxLines: lines)
    }

    @Test func wrapsAtSpacesWhichHangAtTheLineEnd() {
        let fit = breaker(letters: 10, lines: 4).fit("nnnn nnnn nnnn")
        #expect(fit.lines == ["nnnn nnnn", "nnnn"])
        #expect(!fit.isCut)
        #expect(fit.shownCharacters == 14)
    }

    @Test func breaksAfterAHyphenAndInsideAWordLongerThanTheLine() {
        #expect(breaker(letters: 8, lines: 4).fit("nnnn-nnnnnn").lines == ["nnnn-", "nnnnnn"])
        #expect(breaker(letters: 4, lines: 4).fit("nnnnnnnnnn").lines == ["nnnn", "nnnn", "nn"])
    }

    @Test func newlinesStartLines() {
        #expect(breaker(letters: 20, lines: 4).fit("nn\nnn\n\nnn").lines == ["nn", "nn", "", "nn"])
    }

    @Test func theLastLineIsRefilledAndEndsInAnEllipsis() {
        let fit = breaker(letters: 10, lines: 2).fit("nnnn nnnn nnnn nnnn nnnn")
        #expect(fit.lines.count == 2)
        #expect(fit.lines[0] == "nnnn nnnn")
        #expect(fit.lines[1].hasSuffix("…"))
        #expect(fit.lines[1].hasPrefix("nnnn nnn"))
        #expect(fit.isCut)
        #expect(fit.lostCharacters == 24 - fit.shownCharacters)
    }

    @Test func aOneLineTitleIsCutBetweenCharacters() {
        let fit = breaker(letters: 10, lines: 1).fit("nnnnnnnnnnnnnnnn")
        #expect(fit.lines == ["nnnnnnnn…"])
        #expect(fit.shownCharacters == 8)
    }

    @Test func ideographsBreakAnywhere() {
        let font = NotificationFont.body
        let lineWidth = font.width(of: "漢漢漢漢")
        let fit = LineBreaker(font: font, width: lineWidth, maxLines: 3).fit("漢字漢字漢字漢字")
        #expect(fit.lines == ["漢字漢字", "漢字漢字"])
    }

    @Test func emptyTextHasNoLinesAndIsNotCut() {
        let fit = breaker(letters: 10, lines: 4).fit("")
        #expect(fit.lines.isEmpty)
        #expect(!fit.isCut)
    }
}

extension LineBreakerTests {
    @Test func closingPunctuationNeverStartsALine() {
        let font = NotificationFont.body
        let fit = LineBreaker(font: font, width: font.width(of: "漢漢漢漢"), maxLines: 3).fit("漢字漢字。漢字")
        #expect(fit.lines == ["漢字漢", "字。漢字"])
    }
}

extension LineBreakerTests {
    @Test func pagesOfTextAreCutAsAFewLinesAreAndCountedWhole() {
        let line = "Members get free shipping on every order this week. "
        let short = breaker(letters: 40, lines: 4).fit(String(repeating: line, count: 6))
        let long = breaker(letters: 40, lines: 4).fit(String(repeating: line, count: 2000))
        #expect(long.lines == short.lines)
        #expect(long.totalCharacters == line.count * 2000)
        #expect(long.lostCharacters == line.count * 2000 - short.shownCharacters)
    }

    @Test func zeroWidthCharactersBeyondTheBoundAreStillMeasured() {
        // Thousands of zero-width joiners take no room: the text after them still shows.
        let text = String(repeating: "\u{200B}", count: 5000) + "visible"
        let fit = breaker(letters: 40, lines: 1).fit(text)
        #expect(!fit.isCut)
        #expect(fit.lines.first?.hasSuffix("visible") == true)
    }

    /// The characters after a cut are counted from bytes around ASCII and by grapheme breaking
    /// elsewhere; the count must be Swift's own wherever a grapheme joins ASCII to something else.
    @Test(arguments: [
        "plain ascii words", "line\r\nbreaks\r\n", "cafe\u{301} au lait", "e\u{301}\u{302}x",
        "\u{600}12 prepended", "keycap 1\u{FE0F}\u{20E3}!", "flags 🇵🇹🇧🇷 and 🇺", "family 👩‍👩‍👧 ok",
        "ハングル 한국어 text", "\r\n", "a\u{200D}b", "🎉", "ends in a combining mark e\u{301}",
    ])
    func lostCharactersCountsAsSwiftDoes(_ text: String) {
        let fit = FittedText(lines: [], shownCharacters: 0, rest: text[...])
        #expect(fit.lostCharacters == text.count)
        let tail = text.dropFirst()
        #expect(FittedText(lines: [], shownCharacters: 0, rest: tail).lostCharacters == tail.count)
    }

    /// A scalar followed by ASCII is measured from its value without grapheme breaking: that
    /// it ends its grapheme there, and that its width and full-width answer are those of the
    /// character, hold for every scalar.
    @Test func aScalarMeasuredAloneIsMeasuredAsItsCharacter() {
        var alone = 0
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            if LineBreaker.endsGraphemeBeforeASCII(value) {
                alone += 1
                // Before ASCII, and before the joiner-free ranges: an ideograph, pictographs, full-width punctuation.
                for next in ["a", "漢", "©", "，", "😀"] where (String(character) + next).count != 2 {
                    Issue.record("U+\(String(value, radix: 16)) joins the \(next) after it")
                }
            }
            let fullWidth = GlyphAdvance.isFullWidth(alone: scalar)
            if fullWidth != GlyphAdvance.isFullWidth(character) { Issue.record("U+\(String(value, radix: 16)): full width differs") }
            for font in [NotificationFont.body, .title] where font.width(alone: scalar, isFullWidth: fullWidth) != font.width(of: character) {
                Issue.record("U+\(String(value, radix: 16)): width differs")
            }
        }
        #expect(alone > 1_000_000)
    }

    /// The characters after a cut are counted a word of plain ASCII at a time: a letter that
    /// joins the one before it, CR LF, a control or an emoji at every place counts as Swift does.
    @Test(arguments: ["\u{301}", "\r\n", "\n", "\u{7F}", "é", "😀", "🇫🇷", "漢"])
    func lostCharactersCountAsSwiftDoes(_ special: String) {
        for length in [1, 7, 8, 9, 17] {
            for place in 0..<length {
                let text = String(repeating: "a", count: place) + special + String(repeating: "b", count: length - place - 1)
                #expect(FittedText(lines: [], shownCharacters: 0, rest: Substring(text)).lostCharacters == text.count, "\(text.debugDescription)")
            }
        }
    }

    /// Every scalar of the ranges that start a grapheme neither joins what comes before it nor
    /// what follows it.
    @Test func theGraphemeStartsJoinNothing() {
        for range in LineBreaker.graphemeStarts {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = String(Character(scalar))
                if ("a" + text).count != 2 || (text + "a").count != 2 || ("漢" + text).count != 2 {
                    Issue.record("U+\(String(value, radix: 16)) joins a neighbour")
                }
            }
        }
    }

    /// The short and the long layout of one text, laid out together, are each what a layout
    /// of their own gives: the body on the lock screen and long-pressed.
    @Test func twoLayoutsTogetherAreEachAsAlone() {
        let texts = ["", "nnnn nnnn", String(repeating: "nnnn nnnn ", count: 3), String(repeating: "nnnn nnnn ", count: 6),
                     String(repeating: "nnnn nnnn ", count: 30), "nn\nnn\nnn\nnn\nnn\nnn", "漢字かな。" + String(repeating: "語", count: 40),
                     "Caf\u{E9} \u{1F600}\u{1F3FD} e\u{301} " + String(repeating: "\u{1F1EB}\u{1F1F7} ", count: 20)]
        for text in texts {
            for (short, long) in [(4, 7), (1, 2), (2, 2), (3, 1)] {
                let lines = breaker(letters: 10, lines: short)
                let (first, second) = lines.fit(text, orIn: long)
                #expect(first == lines.fit(text))
                let alone = LineBreaker(font: lines.font, width: lines.width, maxLines: max(short, long)).fit(text)
                #expect(second == (first.isCut ? alone : nil), "\(text.prefix(20)) in \(short) or \(long)")
            }
        }
    }
}

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
}

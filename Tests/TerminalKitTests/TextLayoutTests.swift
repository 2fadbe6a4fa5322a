import Testing
@testable import TerminalKit

@Suite struct TextLayoutTests {
    @Test func truncateKeepsWideCharactersWhole() {
        #expect(TextLayout.truncate("日本語テキスト", toWidth: 6) == "日本…")  // 5 cells: a half 語 never shows
        #expect(TextLayout.truncate("日本語", toWidth: 6) == "日本語")
        #expect(TextLayout.truncate("abcdef", toWidth: 4) == "abc…")
        #expect(TextLayout.truncate("abc", toWidth: 1) == "…")
        #expect(TextLayout.truncate("abc", toWidth: 0) == "")
        #expect(TextLayout.truncate("🇯🇵🇫🇷🇩🇪", toWidth: 5) == "🇯🇵🇫🇷…")
        #expect(TextLayout.truncate("a👨\u{200D}👩\u{200D}👧b", toWidth: 6) == "a…")
    }

    @Test func padFillsExactly() {
        #expect(TextLayout.pad("中", toWidth: 4) == "中  ")
        #expect(DisplayWidth.of(TextLayout.pad("日本語テキスト", toWidth: 7)) == 7)
    }

    @Test func wrapBreaksAtSpaces() {
        #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("a\n\nb", width: 5) == ["a", "", "b"])
    }

    @Test func wrapBreaksLongWordsBetweenGraphemes() {
        #expect(TextLayout.wrap("abcdefgh", width: 3) == ["abc", "def", "gh"])
        #expect(TextLayout.wrap("日本語のテキスト", width: 5) == ["日本", "語の", "テキ", "スト"])
        #expect(TextLayout.wrap("é🇯🇵👍🏽", width: 4) == ["é🇯🇵", "👍🏽"])
    }

    @Test func wrappedLinesNeverExceedWidth() {
        let text = "Sale 今日だけ 🎉🎉🎉 50% off every 👨\u{200D}👩\u{200D}👧 item ｶﾀｶﾅ"
        for width in 2...12 {
            for line in TextLayout.wrap(text, width: width) {
                #expect(DisplayWidth.of(line) <= width || line.count == 1, "\(width): \(line)")
            }
        }
    }

    /// Printable ASCII is wrapped and cut from its bytes; the result must be the grapheme path's,
    /// word for word, on texts with runs of spaces, blank lines and words longer than a line.
    @Test func asciiTakesTheFastPathToTheSameLines() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bb", "ccc", "dddddddddddd", " ", "  ", "\n", "x-y", ".", "\n\n"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let width = Int.random(in: 1...14, using: &generator)
            let slow = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
                TextLayout.wrapParagraph($0, width: width)
            }
            #expect(TextLayout.wrap(text, width: width) == slow, "\(text.debugDescription) at \(width)")
            let line = String(text.map { $0 == "\n" ? " " : $0 })
            var slowPrefix = "", used = 0
            for character in line where used < width { slowPrefix.append(character); used += 1 }
            #expect(TextLayout.prefix(line, width: width) == (slowPrefix, used), "\(line.debugDescription) at \(width)")
        }
    }
}

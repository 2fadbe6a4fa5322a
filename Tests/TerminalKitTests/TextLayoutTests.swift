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
}

import Testing
@testable import TerminalKit

@Suite struct TextAreaSoftWrapTests {
    func rows(_ text: String, width: Int) -> [String] {
        let view = LineView(Array(text))
        return TextArea.segments(view, width: width).map { String(Array(text)[$0]) }
    }

    @Test func breaksAfterTheLastSpaceThatFits() {
        #expect(rows("Today only: 40% off", width: 12) == ["Today only: ", "40% off"])
        #expect(rows("short", width: 12) == ["short"])
        #expect(rows("", width: 12) == [""])
    }

    @Test func breaksLongWordsBetweenGraphemesAndNeverSplitsAWideOne() {
        #expect(rows("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        // Three ideographs take six cells: a row of five holds two.
        #expect(rows("日本語", width: 5) == ["日本", "語"])
        #expect(rows("🇯🇵🇯🇵🇯🇵", width: 4) == ["🇯🇵🇯🇵", "🇯🇵"])
    }

    @Test func theCursorFollowsTheWrappedRow() {
        var area = TextArea(text: "Today only: 40% off everything")
        area.isFocused = true
        var buffer = Buffer(width: 12, height: 4)
        area.renderWrapped(in: Rect(x: 0, y: 0, width: 12, height: 4), buffer: &buffer)
        #expect(buffer.lines == ["Today only: ", "40% off     ", "everything  ", "            "])
        #expect(area.cursor == Point(x: 10, y: 2))
    }

    @Test func aFullRowPutsTheCursorOnTheNextRow() {
        var area = TextArea(text: "abcd")
        area.isFocused = true
        var buffer = Buffer(width: 4, height: 2)
        area.renderWrapped(in: Rect(x: 0, y: 0, width: 4, height: 2), buffer: &buffer)
        #expect(area.cursor == Point(x: 0, y: 1))
    }

    @Test func scrollsToKeepTheCursorVisible() {
        var area = TextArea(text: "one two three four five six seven eight")
        area.isFocused = true
        var buffer = Buffer(width: 6, height: 2)
        area.renderWrapped(in: Rect(x: 0, y: 0, width: 6, height: 2), buffer: &buffer)
        #expect(buffer.lines.last?.hasPrefix("eight") == true)
        #expect(area.cursor?.y == 1)
    }
}

import Testing
@testable import TerminalKit

@Suite struct TextAreaSoftWrapTests {
    func rows(_ text: String, width: Int) -> [String] {
        TextArea.segments(Array(text), width: width).map { String(Array(text)[$0]) }
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

/// The layout kept between frames, reused from an edit's first change, is always the layout
/// made afresh: checked after every edit of a long run of random ones.
@Suite struct IncrementalWrapTests {
    /// A small deterministic generator, so a failure repeats.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: [1, 7, 12, 40])
    func reusedRowsMatchAFreshLayout(width: Int) {
        var random = Generator(state: UInt64(width))
        let words = ["a", "bb", "ccc ", " ", "日本", "🇯🇵", "word ", "e\u{301}", "longerword", "  "]
        var line = LineEditor(String(repeating: "lorem ipsum dolor ", count: 40))
        for step in 0..<600 {
            line.cursor = random.next(line.characters.count + 1)
            switch random.next(6) {
            case 0, 1, 2: line.insert(words[random.next(words.count)])
            case 3: line.deleteBackward()
            case 4: line.deleteWordBackward()
            default: line.deleteForward()
            }
            // Layouts of earlier revisions are in the cache from the frames before.
            let kept = LineWrap.cache.rows(of: [line], width: width)[0].rows.map(\.range)
            let fresh = LineWrap.wrap(line.characters, width: width, reusing: nil).rows.map(\.range)
            #expect(kept == fresh, "step \(step) at width \(width)")
            if kept != fresh { return }
        }
    }

    @Test("Typing at the end of a long line keeps every row before the last, and remembers where it changed")
    func typingAtTheEndIsCheap() {
        var line = LineEditor(String(repeating: "lorem ipsum dolor sit amet ", count: 4000))
        _ = LineWrap.cache.rows(of: [line], width: 40)
        let before = LineWrap.cache.rows(of: [line], width: 40)[0].rows
        line.insert("x")
        let revision = line.revision
        #expect(revision.ancestors.first?.unchangedPrefix == line.characters.count - 1)
        let after = LineWrap.cache.rows(of: [line], width: 40)[0].rows
        // Every row but the last is the same row as before.
        #expect(after.dropLast().map(\.range) == before.dropLast().map(\.range))
    }
}

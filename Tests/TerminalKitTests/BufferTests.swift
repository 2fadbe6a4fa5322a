import Testing
@testable import TerminalKit

@Suite struct BufferTests {
    @Test func wideGraphemeTakesTwoCells() {
        var buffer = Buffer(width: 6, height: 1)
        let used = buffer.write("a中b", x: 0, y: 0)
        #expect(used == 4)
        #expect(buffer[1, 0].grapheme == "中")
        #expect(buffer[1, 0].width == 2)
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer.text(row: 0) == "a中b  ")
    }

    @Test func wideGraphemeNeverCutAtRightBorder() {
        var buffer = Buffer(width: 5, height: 1)
        buffer.write("ab日本", x: 0, y: 0)
        #expect(buffer.text(row: 0) == "ab日 ")
        var clipped = Buffer(width: 6, height: 1)
        clipped.write("日本語", x: 1, y: 0, clip: Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(clipped.text(row: 0) == " 日本 ")
        clipped.write("日本語", x: 0, y: 0, maxWidth: 3)
        #expect(clipped.text(row: 0) == "日 本 ")
    }

    @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.write("中文", x: 0, y: 0)
        buffer.write("x", x: 1, y: 0)
        #expect(buffer.text(row: 0) == " x文")
        buffer.write("y", x: 2, y: 0)
        #expect(buffer.text(row: 0) == " xy ")
        #expect(buffer.cells.allSatisfy { !$0.isContinuation })
    }

    @Test func fillClearsStraddlingWideGraphemes() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.write("中文", x: 0, y: 0)
        buffer.fill(Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(buffer.text(row: 0) == "    ")
    }

    @Test func diffListsOnlyChangedLeadingCells() {
        var old = Buffer(width: 5, height: 2)
        old.write("hello", x: 0, y: 0)
        var new = old
        new.write("J", x: 0, y: 0)
        new.write("中", x: 2, y: 1)
        let updates = new.diff(from: old)
        #expect(updates.map { "\($0.x),\($0.y)=\($0.cell.grapheme)" } == ["0,0=J", "2,1=中"])
        #expect(new.diff(from: new).isEmpty)
        #expect(new.diff(from: nil).count == 9)  // 10 cells, one of them a continuation
        var narrowed = new
        narrowed.write("ab", x: 2, y: 1)
        #expect(narrowed.diff(from: new).map { $0.x } == [2, 3])
    }

    @Test func pasteCopiesCellsClippedWithoutHalfGraphemes() {
        var part = Buffer(width: 5, height: 2)
        part.write("日本語", x: 0, y: 0, style: Style().bold)
        part.write("abcde", x: 0, y: 1)
        // Clipped on the left through 日 and on the right through 語.
        var screen = Buffer(width: 8, height: 3)
        screen.write("xxxxxxxx", x: 0, y: 0)
        screen.paste(part, at: Point(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: 4, height: 1))
        #expect(screen.text(row: 0) == "xx 本 xx")
        #expect(screen[3, 0].style == Style().bold)
        #expect(screen.text(row: 1) == "        ")  // outside the clip: untouched
        // Unclipped, below the buffer's bottom edge: only the rows inside are drawn.
        screen.paste(part, at: Point(x: 3, y: 1))
        #expect(screen.text(row: 1) == "   日本 ")
        #expect(screen.text(row: 2) == "   abcde")
        // A wide grapheme of the screen half covered by the paste loses its other half.
        var wide = Buffer(width: 6, height: 1)
        wide.write("中文中", x: 0, y: 0)
        wide.paste(Buffer(width: 2, height: 1), at: Point(x: 1, y: 0))
        #expect(wide.text(row: 0) == "    中")
        #expect(wide.cells.filter(\.isContinuation).count == 1)
    }

    @Test func equalGraphemesInSeparateStorageAreNotDiffed() {
        // A ZWJ family is longer than a small string: two buffers hold it in separate storage.
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        var old = Buffer(width: 6, height: 1)
        old.write(String(family.unicodeScalars.map(Character.init).map(String.init).joined()), x: 1, y: 0)
        var new = Buffer(width: 6, height: 1)
        new.write(family, x: 1, y: 0)
        #expect(new.diff(from: old).isEmpty)
        new.write("x", x: 4, y: 0)
        #expect(new.diff(from: old).map(\.x) == [4])
    }

    @Test func styleOnlyChangesAreDiffed() {
        let old = Buffer(width: 2, height: 1)
        var new = old
        new.setStyle(Style().bold, in: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(new.diff(from: old).map(\.x) == [1])
    }

    @Test func boxWithTitle() {
        var buffer = Buffer(width: 10, height: 3)
        buffer.drawBox(buffer.area, title: "日本")
        #expect(buffer.lines == ["┌ 日本 ──┐", "│        │", "└────────┘"])
    }

    @Test func centering() {
        let area = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(area.centered(width: 4, height: 2) == Rect(x: 3, y: 4, width: 4, height: 2))
    }

}

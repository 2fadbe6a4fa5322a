import SnapshotTesting
import Testing
@testable import TerminalKit

@Suite struct SnapshotTests {
    @Test func formatShowsRowsCursorAndStyleRuns() {
        var buffer = Buffer(width: 8, height: 2)
        buffer.write("Hi", x: 0, y: 0, style: Style().bold.fg(.red))
        buffer.write("世界", x: 3, y: 0)
        buffer.write("ok", x: 6, y: 1, style: Style().reversed.bg(.indexed(236)))
        let text = Snapshot.render(Frame(buffer: buffer, cursor: Point(x: 2, y: 1)))
        #expect(text == """
            frame 8x2 cursor 2,1
             0|Hi 世界 |
             1|      ok|
            styles
             0 0..<2 bold fg=red
             1 6..<8 reverse bg=236

            """)
    }

    @Test func differenceNamesTheLines() {
        #expect(Snapshot.difference(expected: "a\nb\n", actual: "a\nb\n") == nil)
        let report = Snapshot.difference(expected: "a\nb\n", actual: "a\nc\n")
        #expect(report == "line 2:\n  expected: b\n  actual:   c")
    }

    @Test func storedSnapshotMatches() {
        var buffer = Buffer(width: 12, height: 3)
        buffer.drawBox(buffer.area, title: "Push", style: Style().fg(.cyan))
        buffer.write("今日🎉", x: 2, y: 1, style: Style().bold)
        expectSnapshot(Frame(buffer: buffer, cursor: nil), named: "snapshot-box")
    }
}

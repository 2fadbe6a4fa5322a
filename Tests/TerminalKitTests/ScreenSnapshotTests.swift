import SnapshotTesting
import Testing
@testable import TerminalKit

/// A small composed screen, snapshotted with its styles: a field beside text, CJK at the edges.
@Suite struct ScreenSnapshotTests {
    @Test func composedFormAt24x2() {
        var screen = Buffer(width: 24, height: 2)
        screen.write("Alert │ 送信", x: 0, y: 0, style: Style().bold)
        var title = TextField(text: "日本語のタイトル")
        title.isFocused = true
        title.render(in: Rect(x: 0, y: 1, width: 12, height: 1), buffer: &screen)
        screen.write("音 [x]", x: 12, y: 1)
        expectSnapshot(Frame(buffer: screen, cursor: title.cursor), named: "composed-form-24x2")
    }
}

import SnapshotTesting
import Testing
@testable import TerminalKit

/// A small composed screen, snapshotted with its styles: widgets side by side, CJK at the edges.
@Suite struct ScreenSnapshotTests {
    @Test func composedFormAt24x7() {
        var screen = Buffer(width: 24, height: 7)
        screen.write("Alert │ 送信", x: 0, y: 0, style: Style().bold)
        var title = TextField(text: "日本語のタイトル")
        title.isFocused = true
        title.render(in: Rect(x: 0, y: 1, width: 12, height: 1), buffer: &screen)
        screen.write("音 [x]", x: 12, y: 1)
        Gauge(value: 30, maximum: 40, label: "30/40").render(in: Rect(x: 0, y: 2, width: 24, height: 1), buffer: &screen)
        var pane = ScrollPane(text: "セール開始🎉 50% off\u{202E}")
        pane.render(in: Rect(x: 0, y: 3, width: 24, height: 3), buffer: &screen)
        HelpBar([.init("^C", "quit"), .init("Tab", "next")]).render(in: Rect(x: 0, y: 6, width: 24, height: 1), buffer: &screen)
        expectSnapshot(Frame(buffer: screen, cursor: title.cursor), named: "composed-form-24x7")
    }
}

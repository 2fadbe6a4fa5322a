import SnapshotTesting
import Testing
@testable import TerminalKit

/// A small composed screen, snapshotted with its styles: widgets side by side, CJK at the edges.
@Suite struct ScreenSnapshotTests {
    @Test func composedFormAt24x7() {
        var screen = Buffer(width: 24, height: 7)
        let rows = screen.area.splitRows([.fixed(1), .fixed(1), .fixed(1), .fill(1), .fixed(1)])
        let tabs = Tabs(["Alert", "送信"], selected: 1)
        tabs.render(in: rows[0], buffer: &screen)
        let halves = rows[1].splitColumns([.fill(1), .fill(1)])
        var title = TextField(text: "日本語のタイトル")
        title.isFocused = true
        title.render(in: halves[0], buffer: &screen)
        let toggle = Toggle("音", isOn: true)
        toggle.render(in: halves[1], buffer: &screen)
        Gauge(value: 30, maximum: 40, label: "30/40").render(in: rows[2], buffer: &screen)
        var pane = ScrollPane(text: "セール開始🎉 50% off\u{202E}")
        pane.render(in: rows[3], buffer: &screen)
        HelpBar([.init("^C", "quit"), .init("Tab", "next")]).render(in: rows[4], buffer: &screen)
        expectSnapshot(Frame(buffer: screen, cursor: title.cursor), named: "composed-form-24x7")
    }
}

import SnapshotTesting
import Testing
@testable import TerminalKit

@Suite struct DisplayWidgetTests {
    @Test func gaugeFillsAndChangesStyleAtThresholds() {
        var gauge = Gauge(value: 50, maximum: 100, label: "50%")
        #expect(rows(&gauge, width: 10) == ["   50%    "])
        var cells = buffer(&gauge, width: 10)
        #expect(cells[4, 0].style == Style().fg(.green).reversed)
        #expect(cells[5, 0].style == .plain)
        gauge.value = 90
        #expect(gauge.currentStyle == Style().fg(.yellow).reversed)
        gauge.value = 120
        cells = buffer(&gauge, width: 10)
        #expect(cells[9, 0].style == Style().fg(.red).reversed.bold)
    }

    @Test func gaugeSnapshot() {
        var gauge = Gauge(value: 150, maximum: 178, label: "150 / 178 bytes")
        expectSnapshot(Frame(buffer: buffer(&gauge, width: 24)), named: "gauge-yellow")
    }

    @Test func dialogIsCentredAndModal() {
        var dialog = Dialog(title: "Discard?", message: "Discard the draft 下書き?", buttons: ["Keep", "Discard"])
        dialog.maximumWidth = 24
        var screen = Buffer(width: 28, height: 8)
        for y in 0..<8 { screen.write(String(repeating: "x", count: 28), x: 0, y: y) }
        dialog.render(in: screen.area, buffer: &screen)
        // The box grows past maximumWidth so the buttons fit; a blank row separates them from the text.
        #expect(screen.lines == [
            "xxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "x┌ Discard? ─────────────┐xx",
            "x│ Discard the draft     │xx",
            "x│ 下書き?               │xx",
            "x│                       │xx",
            "x│ [ Keep ]  [ Discard ] │xx",
            "x└───────────────────────┘xx",
            "xxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ])
        let taken = dialog.handle(.key(.char("q")))
        #expect(taken)
        #expect(dialog.result == nil)
        dialog.send([.key(.tab), .key(.enter)])
        #expect(dialog.result == .button(1))
    }

    @Test func scrollPaneScrollsAndShowsABar() {
        var pane = ScrollPane(text: "one\ntwo\nthree\nfour\nfive\nsix")
        #expect(rows(&pane, width: 6, height: 3) == ["one   ", "two  │", "three│"])  // the thumb is a reversed blank
        pane.send([.key(.pageDown)])
        #expect(rows(&pane, width: 6, height: 3) == ["three│", "four  ", "five │"])
        pane.send([.key(.end)])
        #expect(rows(&pane, width: 6, height: 3) == ["four │", "five │", "six   "])
        pane.send([.mouse(MouseEvent(.wheelUp, at: .zero))])
        #expect(pane.offset == 0)
        var short = ScrollPane(text: "日本語の\u{1B}[2Jテキスト")
        #expect(rows(&short, width: 8, height: 3) == ["日本語の", "␛[2Jテキ", "スト    "])
    }
}

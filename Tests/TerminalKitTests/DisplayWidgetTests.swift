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

    @Test func helpBarDropsWholeHints() {
        let bar = HelpBar([.init("Tab", "next"), .init("^C", "quit"), .init("F1", "help")])
        var copy = bar
        #expect(rows(&copy, width: 20) == ["Tab next  ^C quit   "])
        #expect(rows(&copy, width: 26) == ["Tab next  ^C quit  F1 help"])
    }

    /// One pair of thresholds for every gauge: amber over 80 %, red over 100 % (80 % itself is green).
    @Test(arguments: [(0.0, Gauge.Level.ok), (0.8, .ok), (0.8001, .warning), (1.0, .warning), (1.0001, .over)])
    func gaugeLevels(_ fraction: Double, _ level: Gauge.Level) {
        #expect(Gauge.Level(fraction: fraction) == level)
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

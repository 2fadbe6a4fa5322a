@testable import ComposerApp
import ComposerSettings
import Foundation
import SnapshotTesting
import TerminalKit
import TestSupport
import Testing
import TerminalThemes

/// What every composer frame must get right, checked before a snapshot is compared or recorded,
/// so that a screen that is visibly wrong is reported instead of being written down as expected.
enum ScreenChecks {
    /// The problems a frame of `state` shows; empty when it looks right.
    static func problems(_ frame: Frame, _ state: AppState) -> [String] {
        let layout = ComposerLayout(size: frame.size, showsPreview: state.showsPreview)
        guard layout.fits else { return [] }
        var out: [String] = []
        let lines = frame.buffer.lines

        // The active screen's tab is on the tab row (unless a box covers it).
        if state.overlay == nil && !lines[layout.tabs.y].contains(state.screen.title) {
            out.append("the \(state.screen.title) tab is not on the tab row: \"\(lines[layout.tabs.y])\"")
        }

        // A label never runs into its value.
        if !layout.form.isEmpty && state.overlay == nil {
            for field in state.fields where field.kind != .addButton {
                let label = field.label.trimmingCharacters(in: .whitespaces)
                for y in layout.form.y..<layout.form.maxY {
                    let row = Array(String(lines[y].prefix(layout.form.width)))
                    guard row.count > 4, row[0...1] == ["▸", " "] || row[0...1] == [" ", " "] else { continue }
                    var i = 2
                    while i < row.count && row[i] == " " { i += 1 }
                    var matched = 0
                    for c in label where i + matched < row.count && row[i + matched] == c { matched += 1 }
                    // Only rows that show this label (whole, or cut with "…").
                    guard matched >= min(8, label.count), matched == label.count || row[safe: i + matched] == "…" else { continue }
                    let end = i + matched + (matched == label.count ? 0 : 1)
                    if let next = row[safe: end], next != " " {
                        out.append("the label \"\(label)\" runs into its value: \"\(String(row))\"")
                    }
                }
            }
        }

        // The card in the preview is never cut: a top edge has its bottom edge.
        if !layout.preview.isEmpty && state.overlay == nil {
            let pane = lines[layout.preview.y..<layout.preview.maxY]
            if pane.contains(where: { $0.contains("╭──") }) && !pane.contains(where: { $0.contains("╰──") }) {
                out.append("the preview card is cut: its bottom edge is not on screen")
            }
        }

        // Help shows every binding, or says there is more to see.
        if state.overlay?.isPalette == true {
            let text = lines.joined(separator: "\n")
            if !text.contains("Esc closes this.") && !text.contains("↓") && !text.lowercased().contains("more") {
                out.append("help is cut off with no sign that there is more")
            }
        }
        return out
    }

    /// The frame as screen snapshots keep it: the gauge row without reverse video, since the
    /// gauge's look is pinned by its own tests (see `onlyTheGaugeBarIsReverseVideo`).
    static func forSnapshot(_ frame: Frame, _ state: AppState) -> Frame {
        guard ComposerLayout(size: frame.size, showsPreview: state.showsPreview).fits else { return frame }
        var buffer = frame.buffer
        let y = frame.size.height - 2
        buffer.updateStyle(in: Rect(x: 0, y: y, width: frame.size.width, height: 1)) { style in
            var plain = style
            plain.attributes.remove(.reverse)
            return plain
        }
        return Frame(buffer: buffer, cursor: frame.cursor)
    }
}

extension ComposerHarness {
    /// Checks the frame of the current state and, when it looks right, compares it with its snapshot.
    func expectScreen(named name: String, theme: Theme? = nil, filePath: String = #filePath,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let frame = render(theme: theme)
        let problems = ScreenChecks.problems(frame, state)
        for problem in problems {
            Issue.record("\(name): \(problem)", sourceLocation: sourceLocation)
        }
        guard problems.isEmpty else { return }
        expectSnapshot(ScreenChecks.forSnapshot(frame, state), named: name, filePath: filePath, sourceLocation: sourceLocation)
    }
}

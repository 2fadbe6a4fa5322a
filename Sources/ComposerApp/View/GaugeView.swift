import ComposerSettings
import PushCore
import TerminalKit

/// The byte gauge: Braze bytes against 1912 with a bar, APNs against 4096, problems and status.
struct GaugeView {
    let state: AppState
    let theme: Theme

    func render(in rect: Rect, buffer: inout Buffer) {
        let budget = state.shownBudget
        // Rendered for a user, the bytes are exact: no lower bound.
        let bound = budget.isLowerBound && state.personalizedAnalysis == nil ? "≥" : ""
        let fraction = budget.brazeFraction
        let bar = switch GaugeLevel(fraction: fraction) {
        case .over: theme[.gaugeOver]
        case .warning: theme[.gaugeWarn]
        case .ok: theme[.gaugeOK]
        }
        // Only the bar is drawn in reverse video; the figures keep the colour but stay readable.
        var style = bar
        style.attributes.remove(.reverse)
        var x = 1
        x += buffer.write("Braze \(bound)\(budget.brazeBytes)/\(ByteBudget.brazeLimit) B ", x: x, y: rect.y, style: style.bold)
        let barWidth = rect.width >= 100 ? 20 : 12
        let filled = min(barWidth, Int((fraction * Double(barWidth)).rounded(.up)))
        // Reverse-video spaces, not block glyphs: their width is ambiguous on CJK terminals.
        buffer.write(String(repeating: " ", count: filled), x: x, y: rect.y, style: bar.reversed)
        buffer.write(String(repeating: "·", count: barWidth - filled), x: x + filled, y: rect.y, style: theme[.muted])
        x += barWidth + 1
        x += buffer.write("\(Int((fraction * 100).rounded()))%  ", x: x, y: rect.y, style: style)
        // The same style as the Braze figure: over SSH every change of style costs bytes per key.
        x += buffer.write("APNs \(bound)\(budget.apnsBytes)/\(ByteBudget.apnsLimit)  ", x: x, y: rect.y, style: style.bold)
        let d = state.analysis.diagnostics
        let errors = d.count(.error), warnings = d.count(.warning)
        let summary = errors + warnings == 0 ? "✓ valid" : "✖ \(errors)  ▲ \(warnings)"
        buffer.write(summary, x: x, y: rect.y, style: errors > 0 ? theme[.error] : warnings > 0 ? theme[.warning] : theme[.ok])
    }
}

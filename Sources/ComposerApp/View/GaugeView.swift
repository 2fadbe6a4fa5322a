import TerminalThemes
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
        let level = GaugeLevel(fraction: fraction)
        let bar = switch level {
        case .over: theme[.gaugeOver]
        case .warning: theme[.gaugeWarn]
        case .ok: theme[.gaugeOK]
        }
        // Only the bar is drawn in reverse video. Within the limit the bar alone is coloured and
        // the figures are plain text: they change on every key, and over SSH each change of style
        // around them costs more bytes than the digits (about half of what a key writes). Near
        // or over the limit the figures take the bar's colour, in bold, to be noticed.
        var style = bar
        style.attributes.remove(.reverse)
        style = level == .ok ? theme[.text] : style.bold
        var x = 1
        x += buffer.write("Braze \(bound)\(budget.brazeBytes)/\(ByteBudget.brazeLimit) B ", x: x, y: rect.y, style: style)
        let barWidth = rect.width >= 100 ? 20 : 12
        let filled = min(barWidth, Int((fraction * Double(barWidth)).rounded(.up)))
        // Reverse-video spaces, not block glyphs: their width is ambiguous on CJK terminals.
        buffer.write(String(repeating: " ", count: filled), x: x, y: rect.y, style: bar.reversed)
        buffer.write(String(repeating: "·", count: barWidth - filled), x: x + filled, y: rect.y, style: theme[.muted])
        x += barWidth + 1
        x += buffer.write("\(Int((fraction * 100).rounded()))%  ", x: x, y: rect.y, style: style)
        // The same style as the Braze figure, for the same reason. The usual route's figure, named
        // where there is room: through Braze it counts Braze's ab.c, direct the payload as compiled.
        let route = budget.routes[0]
        let apnsBound = budget.isLowerBound(route) && state.personalizedAnalysis == nil ? "≥" : ""
        let label = rect.width >= 80 ? "APNs \(route.label) " : "APNs "
        x += buffer.write("\(label)\(apnsBound)\(budget.apnsBytes)/\(ByteBudget.apnsLimit)  ", x: x, y: rect.y, style: style)
        let d = state.analysis.diagnostics
        let errors = d.count(.error), warnings = d.count(.warning)
        let summary = errors + warnings == 0 ? "✓ valid" : "✖ \(errors)  ▲ \(warnings)"
        buffer.write(summary, x: x, y: rect.y, style: errors > 0 ? theme[.error] : warnings > 0 ? theme[.warning] : theme[.ok])
    }
}

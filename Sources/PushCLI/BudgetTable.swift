import PushCore
import TerminalKit

/// The text table of `budget`: totals with a bar, then every field, largest first.
struct BudgetTable {
    let ansi: ANSI

    func render(_ analysis: PushAnalysis, file: String) -> String {
        let b = analysis.budget
        let bound = b.isLowerBound ? "≥" : ""
        var lines: [String] = []
        lines.append(ansi.bold("\(Sanitizer.sanitize(file)) (\(analysis.document.kindTitle))"))
        lines.append(total("Braze", b.brazeBytes, ByteBudget.brazeLimit, bound))
        for route in b.routes {
            let note = route == .braze ? "  incl. \(ByteBudget.campaignKeyReserve) B for Braze's ab.c" : "  as sent straight to APNs"
            lines.append(total("APNs " + route.label, b.apnsBytes(route), ByteBudget.apnsLimit, b.isLowerBound(route) ? "≥" : "") + ansi.dim(note))
        }
        lines.append("")
        // A device payload file has keys, not apple_push fields: its rows are named by key alone.
        let asWritten = analysis.document.isSentAsWritten
        let fieldWidth = asWritten ? 0 : max(28, (b.rows.map { $0.field.count }.max() ?? 0) + 2)
        let keyWidth = max(24, (b.rows.map { $0.deviceKey.count }.max() ?? 0) + 2)
        func field(_ text: String) -> String { asWritten ? "" : pad(text, fieldWidth) }
        lines.append(ansi.dim(field("field") + pad("payload key", keyWidth) + leftPad("bytes", 6)))
        for row in b.rows {
            lines.append(field(Sanitizer.sanitize(row.field)) + pad(Sanitizer.sanitize(row.deviceKey), keyWidth) + leftPad(String(row.bytes), 6))
        }
        lines.append(ansi.dim(field("(structure)") + pad(asWritten ? "(structure)" : "braces, keys, commas", keyWidth)
                              + leftPad(String(b.structureBytes), 6)))
        if b.isLowerBound {
            lines.append("")
            lines.append(ansi.yellow("Liquid expands per user when Braze sends: its figures are a lower bound; a direct send carries the template as written."))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func total(_ label: String, _ bytes: Int, _ limit: Int, _ bound: String) -> String {
        let fraction = Double(bytes) / Double(limit)
        let width = 20
        let filled = min(width, Int((fraction * Double(width)).rounded(.up)))
        var bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        bar = fraction > 1 ? ansi.red(bar) : fraction > 0.8 ? ansi.yellow(bar) : ansi.green(bar)
        let percent = Int((fraction * 100).rounded())
        return pad(label, 15) + leftPad("\(bound)\(bytes)", 6) + " / \(limit) B " + leftPad("\(percent)%", 5) + "  " + bar
    }

    private func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(1, n - s.count)) }
    private func leftPad(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }
}

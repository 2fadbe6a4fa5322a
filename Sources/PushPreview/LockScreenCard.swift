import PushCore
import TerminalKit

/// Draws the mock lock-screen card of spec §7 into a buffer exactly as tall as it needs.
public struct LockScreenCard: Sendable {
    /// The thumbnail's width in cells; with its gap it costs each body line about ten cells.
    static let thumbnailWidth = 8
    static let thumbnailGap = 2

    /// What to draw.
    public var content: CardContent
    /// How to draw it.
    public var options: CardOptions
    /// The styles.
    public var theme: CardTheme

    /// Creates a card for a push.
    public init(push: ApplePush, options: CardOptions, theme: CardTheme = .standard) {
        self.content = CardContent(push: push, options: options)
        self.options = options
        self.theme = theme
    }

    /// The card as a buffer `options.width` wide.
    public func render() -> Buffer {
        let rows = self.rows()
        let hint = stackHint()
        var buffer = Buffer(width: options.width, height: rows.count + 2 + (hint == nil ? 0 : 1))
        let right = options.width - 1
        buffer.write("╭" + String(repeating: "─", count: options.width - 2) + "╮", x: 0, y: 0, style: theme.border)
        for (i, row) in rows.enumerated() {
            let y = i + 1
            buffer.write("│", x: 0, y: y, style: theme.border)
            buffer.write("│", x: right, y: y, style: theme.border)
            let clip = Rect(x: 2, y: y, width: innerWidth, height: 1)
            for piece in row.pieces {
                buffer.write(piece.text, x: 2 + piece.x, y: y, style: piece.style, clip: clip)
            }
        }
        buffer.write("╰" + String(repeating: "─", count: options.width - 2) + "╯", x: 0, y: rows.count + 1, style: theme.border)
        if let hint { buffer.write(hint, x: 0, y: rows.count + 2, style: theme.muted) }
        return buffer
    }

    /// Cells between the borders, less one space each side.
    var innerWidth: Int { options.width - 4 }

    private func rows() -> [CardRow] {
        var rows: [CardRow] = [appRow()]
        if let silent = content.silent {
            rows.append(CardRow(TextLayout.truncate("Silent push: nothing is shown", toWidth: innerWidth), style: theme.title))
            for line in wrapped("The app wakes in the background and receives " + silent.receives.joined(separator: ", ") + ".",
                                width: innerWidth, lines: options.state.bodyLines) {
                rows.append(CardRow(line, style: theme.muted))
            }
            return rows
        }
        if let label = labelRow() { rows.append(label) }
        let hasThumbnail = content.media != nil && options.state != .expanded
        if let media = content.media, options.state == .expanded {
            rows += mediaBlock(kind: media.kind, type: media.type)
        }
        let textWidth = hasThumbnail ? innerWidth - Self.thumbnailWidth - Self.thumbnailGap : innerWidth
        var textRows: [CardRow] = [CardRow(TextLayout.truncate(Sanitizer.sanitize(content.title), toWidth: textWidth),
                                           style: theme.title)]
        for line in wrapped(content.body, width: textWidth, lines: options.state.bodyLines) {
            textRows.append(CardRow(line, style: theme.body))
        }
        if hasThumbnail, let media = content.media {
            while textRows.count < 3 { textRows.append(CardRow()) }
            addThumbnail(to: &textRows, label: media.kind)
        }
        rows += textRows
        if content.isLocalized {
            rows.append(CardRow(TextLayout.truncate("localized text: resolved on the device", toWidth: innerWidth), style: theme.muted))
        }
        if options.state == .expanded { rows += expandedRows() }
        return rows
    }

    private func appRow() -> CardRow {
        let time = TextLayout.truncate(Sanitizer.sanitize(options.time), toWidth: max(0, innerWidth / 3))
        let timeWidth = DisplayWidth.of(time)
        let nameWidth = max(0, innerWidth - 2 - timeWidth - 1)
        let name = TextLayout.truncate(Sanitizer.sanitize(options.appName).uppercased(), toWidth: nameWidth)
        var row = CardRow("▣", style: theme.icon)
        row.add(name, x: 2, style: theme.muted)
        row.add(time, x: innerWidth - timeWidth, style: theme.muted)
        return row
    }

    private func labelRow() -> CardRow? {
        switch content.label {
        case .timeSensitive?: return CardRow("TIME SENSITIVE", style: theme.timeSensitive)
        case .critical?: return CardRow("CRITICAL", style: theme.critical)
        case .passive?: return CardRow(TextLayout.truncate("Delivered quietly", toWidth: innerWidth), style: theme.muted)
        case nil: return nil
        }
    }

    /// Wraps sanitised text into at most `lines` lines, ending the last with "…" when text is left.
    private func wrapped(_ text: String, width: Int, lines: Int) -> [String] {
        let all = TextLayout.wrap(Sanitizer.sanitize(text, keepingNewlines: true), width: width)
        guard all.count > lines else { return all }
        var shown = Array(all.prefix(lines))
        let last = shown[lines - 1]
        shown[lines - 1] = DisplayWidth.of(last) + 1 <= width
            ? last + TextLayout.ellipsis
            : TextLayout.prefix(last, width: width - 1).text + TextLayout.ellipsis
        return shown
    }

    private func addThumbnail(to rows: inout [CardRow], label: String) {
        let x = innerWidth - Self.thumbnailWidth
        let inner = Self.thumbnailWidth - 2
        let last = rows.count - 1
        for i in rows.indices {
            let text: String
            switch i {
            case 0: text = "┌" + String(repeating: "─", count: inner) + "┐"
            case last: text = "└" + String(repeating: "─", count: inner) + "┘"
            case 1: text = "│" + TextLayout.pad(TextLayout.truncate(label.uppercased(), toWidth: inner), toWidth: inner) + "│"
            default: text = "│" + String(repeating: " ", count: inner) + "│"
            }
            rows[i].add(text, x: x, style: theme.media)
        }
    }

    private func mediaBlock(kind: String, type: String) -> [CardRow] {
        let inner = innerWidth - 2
        let label = TextLayout.truncate("\(kind) · \(type)", toWidth: inner)
        let pad = max(0, (inner - DisplayWidth.of(label)) / 2)
        return [
            CardRow("┌" + String(repeating: "─", count: inner) + "┐", style: theme.media),
            CardRow("│" + TextLayout.pad(String(repeating: " ", count: pad) + label, toWidth: inner) + "│", style: theme.media),
            CardRow("└" + String(repeating: "─", count: inner) + "┘", style: theme.media),
        ]
    }

    private func expandedRows() -> [CardRow] {
        var rows: [CardRow] = []
        if let score = content.relevance {
            rows.append(CardRow(TextLayout.truncate("relevance \(score): ranks it in the notification summary", toWidth: innerWidth), style: theme.muted))
        }
        if let category = content.appCategory {
            rows.append(CardRow(TextLayout.truncate("buttons of \(Sanitizer.sanitize(category)) come from the app", toWidth: innerWidth), style: theme.muted))
        }
        guard !content.buttons.isEmpty else { return rows }
        rows.append(CardRow(String(repeating: "┄", count: innerWidth), style: theme.border))
        let labels = content.buttons.map { TextLayout.truncate(Sanitizer.sanitize($0.label), toWidth: max(4, innerWidth / 2)) }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        for (button, label) in zip(content.buttons, labels) {
            var row = CardRow(label, style: button.isStandIn ? theme.button.dim : theme.button.bold)
            let effectX = labelWidth + 2
            let effect = TextLayout.truncate("→ " + Sanitizer.sanitize(button.effect), toWidth: max(0, innerWidth - effectX))
            row.add(effect, x: effectX, style: theme.muted)
            rows.append(row)
        }
        return rows
    }

    private func stackHint() -> String? {
        guard let thread = content.threadID, options.state != .banner else { return nil }
        let text = "   ╰ stacks with thread \"\(Sanitizer.sanitize(thread))\" ╯"
        return TextLayout.truncate(text, toWidth: options.width)
    }
}

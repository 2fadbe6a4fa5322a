import PushCore
import TerminalKit

/// Draws the iOS 15+ notification card of spec §7 into a buffer exactly as tall as it needs.
///
/// Where lines break and where text is cut come from the core's `NotificationLayout`, which
/// measures text in points as the phone does; the card then draws those lines into cells. A
/// line of narrow letters wider than the card's cells is clipped with "›", never rewrapped.
public struct LockScreenCard: Sendable {
    /// The thumbnail's width in cells; with its gap it narrows each body line.
    static let thumbnailWidth = 7
    static let thumbnailGap = 1
    /// The thumbnail's picture in cells: its width, and the three rows under the title.
    public static let thumbnailSize = Size(width: thumbnailWidth, height: 3)
    /// The most rows the expanded view's picture takes.
    public static let maxMediaRows = 16
    /// The icon's width in cells, and where the text column starts.
    static let iconWidth = 2
    static let textX = 3

    /// What to draw.
    public let content: CardContent
    /// How to draw it.
    public let options: CardOptions
    /// The styles.
    public let theme: CardTheme
    /// The subtitle line of a device payload read as it is (`apple_push` has none).
    public let subtitle: String?
    /// The media drawn in cells, when its picture was fetched and decoded.
    public var art: CardArt?
    /// Where the text is laid out and cut, in points, for the card's phone and state.
    public let layout: NotificationLayout

    /// Creates a card for a push; `subtitle` is a device payload's `aps.alert.subtitle`.
    public init(push: ApplePush, options: CardOptions, theme: CardTheme = .standard, subtitle: String? = nil) {
        let content = CardContent(push: push, options: options)
        self.init(content: content, layout: Self.layout(of: content, options: options, subtitle: subtitle),
                  options: options, theme: theme, subtitle: subtitle)
    }

    /// The width in cells of the expanded view's picture on a card `cardWidth` wide.
    public static func mediaWidth(cardWidth: Int) -> Int { max(1, cardWidth - 4) }

    /// Creates a card from text already laid out (`layout(of:options:subtitle:)`), so a screen that
    /// redraws the same push does not measure its text again. The width of `options` may differ
    /// from the one laid out with: lines are measured in points, not cells.
    public init(content: CardContent, layout: NotificationLayout, options: CardOptions, theme: CardTheme, subtitle: String?) {
        self.content = content
        self.layout = layout
        self.options = options
        self.theme = theme
        self.subtitle = subtitle
    }

    /// Lays out a card's text in points for its phone and state.
    public static func layout(of content: CardContent, options: CardOptions, subtitle: String?) -> NotificationLayout {
        NotificationLayout(title: content.titleIsAppName ? nil : content.title, appName: options.appName,
                           subtitle: subtitle, body: content.body, time: options.time, hasMedia: content.media != nil,
                           level: content.level,
                           presentation: options.state, phone: options.phone)
    }

    /// The card as a buffer `options.width` wide.
    public func render() -> Buffer { renderLocatingMedia().card }

    /// The card, and where in it the expanded view's picture is (to draw it in pixels there).
    public func renderLocatingMedia() -> (card: Buffer, media: Rect?) {
        var media: Rect?
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
            for strip in row.strips {
                buffer.paste(strip.buffer, at: Point(x: 2 + strip.x, y: y - strip.row),
                             clip: Rect(x: 2 + strip.x, y: y, width: min(strip.buffer.size.width, innerWidth - strip.x), height: 1))
                if strip.isMedia && strip.row == 0 {
                    media = Rect(x: 2 + strip.x, y: y, width: min(strip.buffer.size.width, innerWidth - strip.x), height: strip.buffer.size.height)
                }
            }
        }
        buffer.write("╰" + String(repeating: "─", count: options.width - 2) + "╯", x: 0, y: rows.count + 1, style: theme.border)
        if let hint { buffer.write(hint, x: 0, y: rows.count + 2, style: theme.muted) }
        return (buffer, media)
    }

    /// Cells between the borders, less one space each side.
    var innerWidth: Int { options.width - 4 }
    /// Cells of the text column, right of the icon.
    var textWidth: Int { max(1, innerWidth - Self.textX) }

    private func rows() -> [CardRow] {
        if let silent = content.silent { return silentRows(silent) }
        let time = TextLayout.truncate(Sanitizer.sanitize(options.time), toWidth: max(1, innerWidth / 2))
        let timeWidth = DisplayWidth.of(time)
        var rows: [CardRow] = []
        if let label = labelRow(time: time) { rows.append(label) }
        if let media = content.media, options.state == .expanded {
            if let picture = art?.expanded {
                rows += (0..<picture.size.height).map { y in
                    var row = CardRow()
                    row.add(picture, row: y, x: max(0, (innerWidth - picture.size.width) / 2), isMedia: true)
                    return row
                }
            } else {
                rows += mediaBlock(kind: media.kind, type: media.type)
            }
            if let caption = art?.caption {
                rows.append(CardRow(TextLayout.truncate(Sanitizer.sanitize(caption), toWidth: innerWidth), style: theme.muted))
            }
        }
        var title = CardRow(Self.iconTop, style: theme.icon)
        let titleCells = layout.timeOnTitleRow ? textWidth - timeWidth - 1 : textWidth
        title.add(Self.clip(layout.title.lines.first ?? "", to: titleCells), x: Self.textX, style: theme.title)
        if layout.timeOnTitleRow { title.add(time, x: innerWidth - timeWidth, style: theme.muted) }
        var block = [title]
        let bodyCells = layout.hasThumbnail ? textWidth - Self.thumbnailWidth - Self.thumbnailGap : textWidth
        if let line = layout.subtitle?.lines.first {
            block.append(CardRow(Self.clip(line, to: bodyCells), style: theme.title, x: Self.textX))
        }
        for line in layout.body.lines {
            block.append(CardRow(Self.clip(line, to: bodyCells), style: theme.body, x: Self.textX))
        }
        if block.count < 2 { block.append(CardRow()) }
        block[1].add(Self.iconBottom, x: 0, style: theme.icon)
        if layout.hasThumbnail, let media = content.media {
            while block.count < 4 { block.append(CardRow()) }
            if let picture = art?.thumbnail {
                let x = innerWidth - Self.thumbnailWidth
                for y in 0..<min(picture.size.height, block.count - 1) { block[y + 1].add(picture, row: y, x: x) }
            } else {
                addThumbnail(to: &block, label: media.kind)
            }
        }
        rows += block
        if content.level == .passive, options.state != .hidden {
            rows.append(CardRow(TextLayout.truncate("delivered quietly: no sound, no wake", toWidth: textWidth),
                                style: theme.muted, x: Self.textX))
        }
        if content.isLocalized, options.state != .hidden {
            rows.append(CardRow(TextLayout.truncate("localized text: resolved on the device", toWidth: textWidth),
                                style: theme.muted, x: Self.textX))
        }
        if options.state == .expanded { rows += expandedRows() }
        return rows
    }

    /// The app icon, two cells by two rows at the leading edge.
    static let iconTop = "▟▙"
    static let iconBottom = "▜▛"

    /// A line drawn into at most `cells` cells, sanitised; a clipped line ends in "›".
    static func clip(_ line: String, to cells: Int) -> String {
        let text = Sanitizer.sanitize(line)
        guard DisplayWidth.of(text) > cells else { return text }
        return TextLayout.prefix(text, width: max(0, cells - 1)).text + "›"
    }

    private func silentRows(_ silent: CardContent.Silent) -> [CardRow] {
        var first = CardRow(Self.iconTop, style: theme.icon)
        first.add(TextLayout.truncate("Silent push: nothing is shown", toWidth: textWidth), x: Self.textX, style: theme.title)
        var rows = [first]
        let text = "The app wakes in the background and receives " + silent.receives.joined(separator: ", ") + "."
        for line in TextLayout.wrap(Sanitizer.sanitize(text), width: textWidth).prefix(options.state.bodyLines + 1) {
            rows.append(CardRow(line, style: theme.muted, x: Self.textX))
        }
        if rows.count < 2 { rows.append(CardRow()) }
        rows[1].add(Self.iconBottom, x: 0, style: theme.icon)
        return rows
    }

    /// The label row of a time-sensitive or critical push; it takes the time from the title row.
    private func labelRow(time: String) -> CardRow? {
        guard let level = content.level, let text = level.labelRow else { return nil }
        let style = level == .critical ? theme.critical : theme.timeSensitive
        var row = CardRow(TextLayout.truncate(text, toWidth: max(1, textWidth - DisplayWidth.of(time) - 1)),
                          style: style, x: Self.textX)
        row.add(time, x: innerWidth - DisplayWidth.of(time), style: theme.muted)
        return row
    }

    private func addThumbnail(to rows: inout [CardRow], label: String) {
        let x = innerWidth - Self.thumbnailWidth
        let inner = Self.thumbnailWidth - 2
        let last = rows.count - 1
        for i in rows.indices.dropFirst() {
            let text: String
            switch i {
            case 1: text = "┌" + String(repeating: "─", count: inner) + "┐"
            case last: text = "└" + String(repeating: "─", count: inner) + "┘"
            case 2: text = "│" + TextLayout.pad(TextLayout.truncate(label.uppercased(), toWidth: inner), toWidth: inner) + "│"
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
            let style = button.isDestructive ? theme.critical.bold : button.isStandIn ? theme.button.dim : theme.button.bold
            var row = CardRow(label, style: style)
            let effectX = labelWidth + 2
            let effect = TextLayout.truncate("→ " + Sanitizer.sanitize(button.effect), toWidth: max(0, innerWidth - effectX))
            row.add(effect, x: effectX, style: theme.muted)
            rows.append(row)
        }
        return rows
    }

    private func stackHint() -> String? {
        guard let thread = content.threadID, options.state == .lock || options.state == .expanded else { return nil }
        let text = "   ╰ stacks with thread \"\(Sanitizer.sanitize(thread))\" ╯"
        return TextLayout.truncate(text, toWidth: options.width)
    }
}

import BrazeLiquid
import TerminalThemes
import PushCore
import TerminalKit

/// The focused screen's fields: label, value, and the notes under each.
struct FormView {
    let state: AppState
    let theme: Theme

    /// Draws the form; returns where the cursor stands when a text field is focused.
    func render(in rect: Rect, buffer: inout Buffer) -> Point? {
        let layout = FormLayout(state: state, width: rect.width)
        let scroll = FormLayout.scroll(rows: layout.rows, focus: state.focusIndex, height: rect.height)
        let labelWidth = FormLayout.labelWidth(forFormWidth: rect.width)
        // "▸ " + label + one space: the value never touches its label.
        let valueX = rect.x + FormLayout.valueOffset(forFormWidth: rect.width)
        let valueWidth = max(1, rect.maxX - valueX - 1)
        var cursor: Point?
        for (index, row) in layout.rows.enumerated() {
            let top = rect.y + row.y - scroll
            guard top + row.height > rect.y, top < rect.maxY else { continue }
            let focused = index == state.focusIndex
            if top >= rect.y {
                let marker = focused ? "▸ " : "  "
                let label = TextLayout.truncate(row.spec.dynamicLabel?(state.draft) ?? row.spec.label, toWidth: labelWidth)
                buffer.write(marker + label, x: rect.x, y: top, style: focused ? theme[.focus] : theme[.fieldLabel],
                             clip: rect)
            }
            let valueRect = Rect(x: valueX, y: top, width: valueWidth, height: row.valueHeight).intersection(rect)
            if let point = drawValue(row.field, row.spec, focused: focused, in: valueRect, fullTop: top, buffer: &buffer) {
                cursor = point
            }
            var y = top + row.valueHeight
            for note in row.notes {
                let (icon, style): (String, Style) = switch note.kind {
                case .error: ("✖ ", theme[.error])
                case .warning: ("▲ ", theme[.warning])
                case .info: ("ℹ ", theme[.info])
                case .hint: ("  ", theme[.muted])
                }
                for (i, line) in note.lines.enumerated() {
                    defer { y += 1 }
                    guard y >= rect.y, y < rect.maxY else { continue }
                    buffer.writeTruncated((i == 0 ? icon : "  ") + line, in: Rect(x: valueX, y: y, width: valueWidth, height: 1), style: style)
                }
            }
        }
        drawMoreMarks(layout, scroll: scroll, in: rect, buffer: &buffer)
        return cursor
    }

    /// The focused field's value drawn again over the form as `render` last drew it (`last`,
    /// with its cursor), for a key that typed into it and left every row where it was
    /// (`AppState.typeIntoEditor`); nil when the value's place is not known. A one-line value
    /// stands on the row of the last cursor; a box is placed by the form's rows.
    func echo(in rect: Rect, over last: Frame) -> FramePatch? {
        guard let field = state.focusedField else { return nil }
        let spec = field.spec
        let valueX = rect.x + FormLayout.valueOffset(forFormWidth: rect.width)
        let valueWidth = max(1, rect.maxX - valueX - 1)
        let value: Rect
        var patch: Buffer
        let cursor: Point?
        if spec.kind == .text || spec.kind == .integer || spec.kind == .decimal, let lastCursor = last.cursor, rect.contains(lastCursor) {
            value = Rect(x: valueX, y: lastCursor.y, width: valueWidth, height: 1)
            patch = Buffer(size: value.size)
            cursor = drawValue(field, spec, focused: true, in: Rect(size: value.size), fullTop: 0, buffer: &patch)
            // The first and last rows may carry a "more" mark over the value's end; it stays.
            let markX = rect.maxX - 7
            if last.buffer.cell(at: Point(x: markX, y: value.y))?.style == theme[.muted],
               let mark = Self.moreMarks.first(where: { $0 == last.buffer.text(row: value.y, columns: markX..<(markX + 6)) }) {
                patch.write(mark, x: markX - valueX, y: 0, style: theme[.muted])
            }
        } else {
            let layout = FormLayout(state: state, width: rect.width)
            let scroll = FormLayout.scroll(rows: layout.rows, focus: state.focusIndex, height: rect.height)
            guard let row = layout.rows[safe: state.focusIndex], row.field == field else { return nil }
            let top = rect.y + row.y - scroll
            value = Rect(x: valueX, y: top, width: valueWidth, height: row.valueHeight).intersection(rect)
            patch = Buffer(size: value.size)
            cursor = drawValue(field, spec, focused: true, in: Rect(size: value.size), fullTop: top - value.y, buffer: &patch)
            drawMoreMarks(layout, scroll: scroll, in: Rect(x: rect.x - valueX, y: rect.y - value.y, width: rect.width, height: rect.height),
                          buffer: &patch)
        }
        guard let cursor, !value.isEmpty else { return nil }
        return FramePatch(buffer: patch, origin: Point(x: value.x, y: value.y), cursor: Point(x: cursor.x + value.x, y: cursor.y + value.y))
    }

    /// The marks of rows scrolled past, above and below.
    static let moreMarks = ["↑ more", "↓ more"]

    /// "↑ more" and "↓ more" where the form scrolls past rows above or below.
    private func drawMoreMarks(_ layout: FormLayout, scroll: Int, in rect: Rect, buffer: inout Buffer) {
        if layout.contentHeight - scroll > rect.height {
            buffer.write(Self.moreMarks[1], x: rect.maxX - 7, y: rect.maxY - 1, style: theme[.muted])
        }
        if scroll > 0 {
            buffer.write(Self.moreMarks[0], x: rect.maxX - 7, y: rect.y, style: theme[.muted])
        }
    }

    private func drawValue(_ field: FieldID, _ spec: FieldSpec, focused: Bool, in rect: Rect, fullTop: Int, buffer: inout Buffer) -> Point? {
        guard !rect.isEmpty else { return nil }
        // Read through the entry already at hand: the view draws every field on every keystroke.
        let draft = state.draft
        func text() -> String {
            if let pending = state.pending[field]?.text { return pending }
            if case .text(let read, _) = spec.access { return read(draft) }
            return ""
        }
        switch spec.kind {
        case .choice:
            guard case .choice(let options, let selected, _) = spec.access else { return nil }
            let option = options(draft)[safe: selected(draft)] ?? ""
            let text = focused ? "◀ \(option) ▶" : option
            buffer.writeTruncated(text, in: rect, style: focused ? theme[.selection] : theme[.fieldValue])
            return nil
        case .flag:
            guard case .flag(let read, _) = spec.access else { return nil }
            let value = read(draft)
            let text = value == nil ? "[ ] not set" : value == true ? "[x] yes" : "[ ] no"
            buffer.writeTruncated(text, in: rect, style: focused ? theme[.selection] : value == nil ? theme[.placeholder] : theme[.fieldValue])
            return nil
        case .addButton:
            buffer.writeTruncated(focused ? "press Enter" : "", in: rect, style: theme[.muted])
            return nil
        case .text, .integer, .decimal:
            if focused, case .line(let line) = state.editor {
                // No underline on the focused value: the marker and the cursor show focus, and each
                // typed character then needs no attribute change on the wire.
                var widget = TextField(text: "", style: theme[.fieldValue], focusedStyle: theme[.fieldValue])
                widget.editor = line
                widget.isFocused = true
                let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
                widget.render(in: row, buffer: &buffer)
                if spec.kind == .text && state.facts.draftHasLiquid { paintLiquid(row, scrolledPast: widget.scrollOffset, of: line.characters, buffer: &buffer) }
                if state.replacesOnType {
                    // The number that typing will replace shows selected.
                    let width = min(rect.width, DisplayWidth.of(line.text))
                    buffer.setStyle(theme[.selection], in: Rect(x: rect.x, y: rect.y, width: width, height: 1))
                }
                return widget.cursor
            }
            let text = text()
            if text.isEmpty {
                buffer.writeTruncated("—", in: rect, style: theme[.placeholder])
            } else {
                buffer.writeTruncated(text, in: rect, style: theme[.fieldValue])
                if state.facts.draftHasLiquid { LiquidPainter(theme: theme).paint(rect.row(0), buffer: &buffer) }
            }
            return nil
        case .multiline, .lines:
            let boxed = Rect(x: rect.x, y: fullTop, width: rect.width, height: spec.kind == .multiline ? 4 : 3)
            if focused, case .area(var area) = state.editor {
                area.style = theme[.fieldValue]
                var clipped = Buffer(size: boxed.size)
                area.renderWrapped(in: Rect(size: boxed.size), buffer: &clipped)
                if state.facts.draftHasLiquid { LiquidPainter(theme: theme).paint(Rect(size: boxed.size), buffer: &clipped) }
                buffer.paste(clipped, at: Point(x: boxed.x, y: boxed.y), clip: rect)
                return area.cursor.map { Point(x: boxed.x + $0.x, y: boxed.y + $0.y) }.flatMap { rect.contains($0) ? $0 : nil }
            }
            let text = text()
            if text.isEmpty {
                buffer.writeTruncated("—", in: rect, style: theme[.placeholder])
                return nil
            }
            // Only what the box can show, and a row more for the "…", is wrapped: a row holds at most
            // its width in sanitised characters. A raw cut at four times that bounds the sanitising.
            let room = (boxed.height + 1) * max(1, boxed.width)
            let raw = text.utf8.count > room * 4 ? String(text.prefix(room * 4)) : text
            let lines = TextLayout.wrap(String(Sanitizer.sanitize(raw, keepingNewlines: true).prefix(room)), width: boxed.width)
            for (i, line) in lines.prefix(boxed.height).enumerated() {
                let last = i == boxed.height - 1 && lines.count > boxed.height
                buffer.write(last ? TextLayout.truncate(line + " …", toWidth: boxed.width) : line,
                             x: boxed.x, y: boxed.y + i, style: theme[.fieldValue], clip: rect)
            }
            if state.facts.draftHasLiquid { LiquidPainter(theme: theme).paint(boxed.intersection(rect), buffer: &buffer) }
            return nil
        }
    }

    /// Colours the Liquid in a one-line field, carrying in a tag or output begun left of the
    /// visible part (looking at most a few hundred characters back).
    private func paintLiquid(_ row: Rect, scrolledPast offset: Int, of characters: [Character], buffer: inout Buffer) {
        var first = 0, column = 0
        while first < characters.count && column < offset {
            column += DisplayWidth.of(characters[first])
            first += 1
        }
        let context = LiquidMarkup.context(after: characters[max(0, first - 256)..<first])
        LiquidPainter(theme: theme).paint(row, from: context, buffer: &buffer)
    }
}

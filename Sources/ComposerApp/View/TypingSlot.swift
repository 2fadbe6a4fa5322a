import TerminalKit
import TerminalThemes

/// Where the next typed letter stands on the frame just drawn, known before the letter comes.
///
/// In a line of words whose cursor is at the end of its text (not empty: a first letter often
/// brings a note that moves the rows), a printable ASCII letter lands on
/// the cursor's blank cell in the value's style and moves the cursor one cell right; nothing else
/// on screen moves while the line stays short of the edge where it jumps. The runtime writes such
/// a letter as soon as it is read, before the state takes it (as a terminal's local echo does);
/// the frame that follows in the same pass is compared with what is then on screen, so a letter
/// that did more (a note that came, a word coloured as Liquid) is put right within the pass.
public struct TypingSlot: Sendable, Equatable {
    /// The cell the letter goes in.
    let cell: Point
    /// The style the line's text is drawn in there.
    let style: Style

    /// The slot on `frame`, drawn from `state`; nil where a letter may do more than fill it.
    public static func on(_ frame: Frame, of state: AppState, theme: Theme) -> TypingSlot? {
        guard state.overlay == nil, !state.held.escapeHeld, !state.replacesOnType, !state.facts.draftHasLiquid,
              let field = state.focusedField, field.kind == .text,
              case .line(let line)? = state.editor, !line.characters.isEmpty, line.cursor == line.characters.count,
              let cursor = frame.cursor else { return nil }
        let form = state.layout.form
        // The value ends a cell short of the form; past its last cell the line jumps.
        guard form.contains(cursor), cursor.x + 1 < form.maxX - 1,
              let blank = frame.buffer.cell(at: cursor), blank.grapheme == " ", blank.style == theme[.fieldValue] else { return nil }
        return TypingSlot(cell: cursor, style: blank.style)
    }

    /// The letter `key` types, in the slot with the cursor after it; nil for any other key.
    public func patch(for key: KeyEvent) -> FramePatch? {
        guard key.modifiers.isEmpty, case .character(let c) = key.key, let ascii = c.asciiValue, (0x20..<0x7F).contains(ascii),
              KeyMap.standard.action(for: key) == nil else { return nil }
        var buffer = Buffer(size: Size(width: 1, height: 1), style: style)
        buffer.set(String(c), width: 1, x: 0, y: 0, style: style)
        return FramePatch(buffer: buffer, origin: cell, cursor: Point(x: cell.x + 1, y: cell.y))
    }
}

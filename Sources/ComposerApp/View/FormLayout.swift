import PushCore
import TerminalKit
import TextFormats

/// The form's rows: each field with its height (value lines, diagnostics, hint).
struct FormLayout {
    struct Row {
        let field: FieldID
        /// The field's entry in the table, read once per frame.
        let spec: FieldSpec
        let y: Int
        let height: Int
        let valueHeight: Int
        let notes: [Note]
    }

    /// Lines under a field: a diagnostic, a pending reason, or the focused field's hint.
    struct Note {
        enum Kind { case error, warning, info, hint }
        let kind: Kind
        let text: String
        /// The text wrapped to the value column (a diagnostic: two lines at most, the last ending in "…").
        var lines: [String] = []
    }

    static let labelWidth = 22

    /// The label column's width for a form `width` wide.
    static func labelWidth(forFormWidth width: Int) -> Int { min(labelWidth, width / 3) }

    /// Where values start: "▸ " + label + one space.
    static func valueOffset(forFormWidth width: Int) -> Int { 2 + labelWidth(forFormWidth: width) + 1 }

    let rows: [Row]
    let contentHeight: Int

    /// Whether `text` holds `part` byte for byte (never an empty part, as Foundation's `contains`):
    /// a plain scan over the bytes, as the texts are a few hundred bytes at most.
    static func includes(_ text: String, _ part: String) -> Bool {
        var text = text, part = part
        return text.withUTF8 { t in
            part.withUTF8 { p in
                guard let first = p.first, p.count <= t.count else { return false }
                for i in 0...(t.count - p.count) where t[i] == first {
                    if UnsafeBufferPointer(rebasing: t[i..<(i + p.count)]).elementsEqual(p) { return true }
                }
                return false
            }
        }
    }

    init(state: AppState, width: Int) {
        var rows: [Row] = []
        var y = 0
        // Notes are indented two cells under the value ("✖ " or two spaces).
        let noteWidth = max(8, width - Self.valueOffset(forFormWidth: width) - 1 - 2)
        let fields = state.fields
        for (index, field) in fields.enumerated() {
            let spec = field.spec
            let focused = index == state.focusIndex
            var notes: [Note] = []
            if let pending = state.pending[field] { notes.append(Note(kind: .error, text: pending.reason)) }
            for d in state.diagnostics(for: field).prefix(focused ? 3 : 2) {
                let kind: Note.Kind = d.severity == .error ? .error : d.severity == .warning ? .warning : .info
                notes.append(Note(kind: kind, text: d.message))
            }
            if focused {
                // A hint that a diagnostic already says (the level's explanation) is not said twice.
                // Compared as bytes: Foundation's `contains` bridges both strings on every frame.
                let said = notes.map(\.text)
                notes += Self.focusNotes(field, hint: spec.hint, state).filter { hint in
                    !said.contains { Self.includes($0, hint.text) || Self.includes(hint.text, $0) }
                }
            }
            notes = notes.map { note in
                var wrapped = note
                let all = TextLayout.wrap(Sanitizer.sanitize(note.text), width: noteWidth)
                // A hint is read whole, wrapped; a diagnostic keeps to two lines (^L has it all).
                wrapped.lines = note.kind == .hint || all.count <= 2 ? all
                    : [all[0], TextLayout.truncate(all[1] + " " + all[2], toWidth: noteWidth)]
                return wrapped
            }
            let noteHeight = notes.reduce(0) { $0 + $1.lines.count }
            let valueHeight: Int
            switch spec.kind {
            case .multiline: valueHeight = 4
            case .lines: valueHeight = 3
            default: valueHeight = 1
            }
            let gap = index > 0 && spec.startsRecord ? 1 : 0
            y += gap
            rows.append(Row(field: field, spec: spec, y: y, height: valueHeight + noteHeight, valueHeight: valueHeight, notes: notes))
            y += valueHeight + noteHeight
        }
        self.rows = rows
        self.contentHeight = y
    }

    /// Whether the focused field's notes change with the text typed into it, not only with the
    /// facts: an expiry typed as a shorthand shows the date it stands for.
    static func notesFollowText(of field: FieldID) -> Bool { field == .expiry }

    /// The hint and any explanation the focused field adds.
    private static func focusNotes(_ field: FieldID, hint: String, _ state: AppState) -> [Note] {
        var notes: [Note] = []
        if field == .interruptionLevel, let level = state.draft.push.interruptionLevel.flatMap(InterruptionLevel.init(rawValue:)) {
            notes.append(Note(kind: .hint, text: level.explanation))
        }
        if field == .expiry, let expiry = state.draft.push.expiry, let value = ISODateTime.parse(expiry),
           state.editor?.text != expiry {
            notes.append(Note(kind: .hint, text: "→ \(expiry) (UNIX \(value.unixSeconds))"))
        }
        if !hint.isEmpty { notes.append(Note(kind: .hint, text: hint)) }
        return notes
    }

    /// The first content row to show so the focused field is visible.
    static func scroll(rows: [Row], focus: Int, height: Int) -> Int {
        guard let row = rows[safe: focus], height > 0 else { return 0 }
        let bottom = row.y + row.height
        return max(0, bottom - height)
    }
}

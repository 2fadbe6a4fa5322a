import TerminalKit

/// The help bar's entries for what has focus, highest priority first: at 80 columns the last ones
/// drop, never the palette, saving, sending, quitting, preview-as or the phone.
struct HelpBar {
    /// Where the focus is, for the entries that only apply there.
    enum Context: Sendable, CaseIterable {
        case textField, list
        /// The media URL: a text field whose file can be checked.
        case mediaURL
    }

    /// One entry: the action (its first key is shown) or a key of its own, and a word or two.
    struct Entry {
        let key: String
        let label: String
    }

    /// The table, in priority order: each row's action, label, and where it shows (nil: everywhere).
    private static let table: [(action: Action?, key: String?, label: String, only: Set<Context>?)] = [
        (.help, nil, "Help", nil),
        (.save, nil, "Save", nil),
        (.send, nil, "Send", nil),
        (.quit, nil, "Quit", nil),
        (.previewAs, nil, "As user", nil),
        (.cyclePhone, nil, "Phone", nil),
        (.checkMedia, nil, "Check", [.mediaURL]),
        (.insertAttribute, nil, "Attribute", [.textField, .mediaURL]),
        (nil, "^U", "Clear", [.textField, .mediaURL]),
        (.addItem, nil, "Add", [.list]),
        (.removeItem, nil, "Remove", [.list]),
        (nil, "Alt-↑↓", "Move", [.list]),
        (.undo, nil, "Undo", nil),
        (.nextScreen, nil, "Screen", nil),
        (.togglePreview, nil, "Preview", nil),
        (.diagnostics, nil, "Problems", nil),
        (.breakdown, nil, "Bytes", nil),
        (.cycleCard, nil, "Card", nil),
        (.cycleOutput, nil, "Pane", nil),
    ]

    /// The entries for `context`, in priority order; named once, as the bar is drawn every frame.
    static func entries(for context: Context?) -> [Entry] {
        context.map { byContext[$0] ?? [] } ?? everywhere
    }

    private static let everywhere = named(for: nil)
    private static let byContext = Dictionary(uniqueKeysWithValues: Context.allCases.map { ($0, named(for: $0)) })

    private static func named(for context: Context?) -> [Entry] {
        table.compactMap { row in
            if let only = row.only, !(context.map(only.contains) ?? false) { return nil }
            let key = row.key ?? row.action.flatMap(KeyMap.standard.keyName(for:))
            return key.map { Entry(key: $0, label: row.label) }
        }
    }
}

import TerminalKit

/// The one table of key bindings: update reads it, and the help bar and help screen are made from it.
public struct KeyMap: Sendable {
    /// One binding: the keys, the action, and the short label the help bar uses.
    public struct Binding: Sendable {
        /// The keys, first one shown in help.
        public let keys: [KeyEvent]
        /// The action.
        public let action: Action
        /// A word or two for the help bar, when it belongs there.
        public let barLabel: String?
    }

    /// Every binding. Each action bound to a function key also has a Ctrl or Alt key, since
    /// some terminals never send function keys.
    public let bindings: [Binding]

    /// The composer's bindings.
    public static let standard = KeyMap(bindings: {
        var b: [Binding] = [
            Binding(keys: [KeyEvent(.function(1)), .ctrl("g")], action: .help, barLabel: "Help"),
            Binding(keys: [.ctrl("s")], action: .save, barLabel: "Save"),
            Binding(keys: [.ctrl("f"), .alt("e")], action: .send, barLabel: "Send"),
            Binding(keys: [.alt("u"), KeyEvent(.function(11))], action: .previewAs, barLabel: nil),
            Binding(keys: [.ctrl("v"), .alt("v")], action: .insertAttribute, barLabel: nil),
            Binding(keys: [.alt("s")], action: .saveAs, barLabel: nil),
            Binding(keys: [.ctrl("q"), .ctrl("c")], action: .quit, barLabel: "Quit"),
            Binding(keys: [.ctrl("z")], action: .undo, barLabel: nil),
            Binding(keys: [.ctrl("y")], action: .redo, barLabel: nil),
            Binding(keys: [.ctrl("\\")], action: .suspend, barLabel: nil),
            Binding(keys: [.ctrl("n"), KeyEvent(.pageDown, .ctrl)], action: .nextScreen, barLabel: "Screen"),
            Binding(keys: [.ctrl("p"), KeyEvent(.pageUp, .ctrl)], action: .previousScreen, barLabel: nil),
            Binding(keys: [KeyEvent(.tab), KeyEvent(.down)], action: .nextField, barLabel: nil),
            Binding(keys: [KeyEvent(.backTab), KeyEvent(.up)], action: .previousField, barLabel: nil),
            Binding(keys: [.ctrl("r")], action: .togglePreview, barLabel: "Preview"),
            Binding(keys: [.ctrl("l")], action: .diagnostics, barLabel: "Problems"),
            Binding(keys: [.ctrl("b")], action: .breakdown, barLabel: "Bytes"),
            Binding(keys: [.ctrl("t")], action: .cycleCard, barLabel: "Card"),
            Binding(keys: [.alt("p")], action: .cyclePhone, barLabel: nil),
            Binding(keys: [.ctrl("o")], action: .cycleOutput, barLabel: "Pane"),
            Binding(keys: [.ctrl("x")], action: .editExternally, barLabel: nil),
            Binding(keys: [.alt("x")], action: .export, barLabel: nil),
            Binding(keys: [.ctrl("]")], action: .copy, barLabel: nil),
            Binding(keys: [.alt("a")], action: .addItem, barLabel: nil),
            Binding(keys: [.alt("r")], action: .removeItem, barLabel: nil),
            Binding(keys: [KeyEvent(.up, .alt)], action: .moveItemUp, barLabel: nil),
            Binding(keys: [KeyEvent(.down, .alt)], action: .moveItemDown, barLabel: nil),
            Binding(keys: [KeyEvent(.pageUp)], action: .scrollPreviewUp, barLabel: nil),
            Binding(keys: [KeyEvent(.pageDown)], action: .scrollPreviewDown, barLabel: nil),
        ]
        for screen in Screen.allCases {
            let digit = Character(String(screen.rawValue + 1))
            b.append(Binding(keys: [.alt(digit), KeyEvent(.function(screen.rawValue + 2))], action: .screen(screen), barLabel: nil))
        }
        return b
    }())

    /// The action a key asks for, if any.
    public func action(for key: KeyEvent) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// A key's short name: `^S`, `Alt-1`, `F1`, `Tab`.
    public static func name(_ key: KeyEvent) -> String {
        if key.modifiers == .ctrl, case .character(let c) = key.key { return "^" + String(c).uppercased() }
        return key.description
    }

    /// The help bar's entries: short key name and label.
    public var barEntries: [(key: String, label: String)] {
        bindings.compactMap { b in b.barLabel.map { (Self.name(b.keys[0]), $0) } }
    }
}

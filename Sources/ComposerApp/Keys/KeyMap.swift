import TerminalKit

/// The one table of key bindings: update reads it, and the palette and the help bar name keys from it.
public struct KeyMap: Sendable {
    /// One binding: the keys and the action (the help bar's words are `HelpBar`'s).
    public struct Binding: Sendable {
        /// The keys, first one shown in help.
        public let keys: [KeyEvent]
        /// The action.
        public let action: Action
    }

    /// Every binding. Each action bound to a function key also has a Ctrl or Alt key, since
    /// some terminals never send function keys.
    public let bindings: [Binding]
    /// Each key's action, the first binding's where two name one key: asked on every key.
    private let actions: [KeyEvent: Action]
    /// Whether a character typed without modifiers is bound: if not (the standard map binds
    /// none), a typed letter is told apart without hashing it.
    private let bindsPlainCharacters: Bool

    /// A map of `bindings`.
    public init(bindings: [Binding]) {
        self.bindings = bindings
        var actions: [KeyEvent: Action] = [:]
        for binding in bindings {
            for key in binding.keys where actions[key] == nil { actions[key] = binding.action }
        }
        self.actions = actions
        bindsPlainCharacters = actions.keys.contains { $0.modifiers.isEmpty && $0.typedCharacter != nil }
    }

    /// The composer's bindings.
    public static let standard = KeyMap(bindings: {
        var b: [Binding] = [
            Binding(keys: [KeyEvent(.function(1)), .ctrl("g")], action: .help),
            Binding(keys: [.ctrl("s")], action: .save),
            Binding(keys: [.ctrl("f"), .alt("e")], action: .send),
            Binding(keys: [.alt("u"), KeyEvent(.function(11))], action: .previewAs),
            Binding(keys: [.ctrl("v"), .alt("v")], action: .insertAttribute),
            Binding(keys: [.alt("s")], action: .saveAs),
            Binding(keys: [.ctrl("q"), .ctrl("c")], action: .quit),
            Binding(keys: [.ctrl("z")], action: .undo),
            Binding(keys: [.ctrl("y")], action: .redo),
            Binding(keys: [.alt("m")], action: .checkMedia),
            Binding(keys: [.alt("l")], action: .liveContent),
            Binding(keys: [.ctrl("\\")], action: .suspend),
            Binding(keys: [.ctrl("n"), KeyEvent(.pageDown, .ctrl)], action: .nextScreen),
            Binding(keys: [.ctrl("p"), KeyEvent(.pageUp, .ctrl)], action: .previousScreen),
            Binding(keys: [KeyEvent(.tab), KeyEvent(.down)], action: .nextField),
            Binding(keys: [KeyEvent(.backTab), KeyEvent(.up)], action: .previousField),
            Binding(keys: [.ctrl("r")], action: .togglePreview),
            Binding(keys: [.ctrl("l")], action: .diagnostics),
            Binding(keys: [.ctrl("b")], action: .breakdown),
            Binding(keys: [.ctrl("t")], action: .cycleCard),
            Binding(keys: [.alt("p")], action: .cyclePhone),
            Binding(keys: [.ctrl("o")], action: .cycleOutput),
            Binding(keys: [.ctrl("x")], action: .editExternally),
            Binding(keys: [.alt("x")], action: .export),
            Binding(keys: [.ctrl("]")], action: .copy),
            Binding(keys: [.alt("a")], action: .addItem),
            Binding(keys: [.alt("r")], action: .removeItem),
            Binding(keys: [KeyEvent(.up, .alt)], action: .moveItemUp),
            Binding(keys: [KeyEvent(.down, .alt)], action: .moveItemDown),
            Binding(keys: [KeyEvent(.pageUp)], action: .scrollPreviewUp),
            Binding(keys: [KeyEvent(.pageDown)], action: .scrollPreviewDown),
        ]
        // One key per tab place: the push type's screen takes the audience's for a device payload.
        for (index, screen) in Screen.tabs(devicePayload: false).enumerated() {
            let digit = Character(String(index + 1))
            b.append(Binding(keys: [.alt(digit), KeyEvent(.function(index + 2))], action: .screen(screen)))
        }
        return b
    }())

    /// The action a key asks for, if any.
    public func action(for key: KeyEvent) -> Action? {
        if !bindsPlainCharacters, key.modifiers.isEmpty, key.typedCharacter != nil { return nil }
        return actions[key]
    }

    /// The name of the first key bound to `action` (`^Y` for redo), as help and messages give it.
    public func keyName(for action: Action) -> String? {
        bindings.first { $0.action == action }?.keys.first.map(Self.name)
    }

    /// A key's short name: `^S`, `Alt-1`, `F1`, `Tab`.
    public static func name(_ key: KeyEvent) -> String {
        if key.modifiers == .ctrl, case .character(let c) = key.key { return "^" + String(c).uppercased() }
        return key.description
    }
}

@testable import ComposerApp
import ComposerSettings
import Foundation
import PushCore
import TerminalKit
import Testing

/// Drives the composer the way the runtime does, without a terminal: messages in through the
/// real `update`, effects collected, frames drawn by the real `ComposerView`.
struct ComposerHarness {
    /// The state under test.
    var state: AppState
    /// Every effect returned so far, in order.
    private(set) var effects: [Effect] = []
    /// The theme frames are drawn with unless another is given.
    var theme: Theme = .default

    /// The terminal size most tests use.
    static let small = Size(width: 80, height: 24)
    /// The size at which form and preview stand side by side.
    static let wide = Size(width: 120, height: 40)

    /// A composer on a draft (the sample by default).
    init(draft: ComposerDraft = .sample, filePath: String? = nil, size: Size = ComposerHarness.small) {
        state = AppState(draft: draft, filePath: filePath, size: size)
    }

    /// A composer on an empty draft, as `--new` opens it.
    static func empty(size: Size = ComposerHarness.small) -> ComposerHarness {
        ComposerHarness(draft: ComposerDraft(), size: size)
    }

    /// A composer on a file's text: a bare `apple_push` object or a Braze request.
    init(json: String, buttonLabels: [String: String] = [:], filePath: String? = nil, size: Size = ComposerHarness.small,
         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let document = PushReader().read(json)
        #expect(document.hasPush, "the test's JSON is not a push", sourceLocation: sourceLocation)
        self.init(draft: ComposerDraft(document: document, buttonLabels: buttonLabels), filePath: filePath, size: size)
    }

    // MARK: - Messages

    /// Sends any message and returns (and records) its effects. A rendering for test users is
    /// performed at once and its answer sent, as the runtime's immediate executor does.
    @discardableResult
    mutating func send(_ msg: Msg) -> [Effect] {
        let out = state.update(msg)
        effects += out
        for case .personalize(let request) in out { send(.personalized(request.perform())) }
        return out
    }

    /// Sends a terminal event.
    @discardableResult
    mutating func send(_ event: Event) -> [Effect] { send(.event(event)) }

    /// Presses keys in order; returns the effects of all of them.
    @discardableResult
    mutating func press(_ keys: KeyEvent...) -> [Effect] { press(keys) }

    /// Presses keys in order; returns the effects of all of them.
    @discardableResult
    mutating func press(_ keys: [KeyEvent]) -> [Effect] {
        keys.flatMap { send(.key($0)) }
    }

    /// Presses a key without modifiers.
    @discardableResult
    mutating func press(_ key: Key, times: Int = 1) -> [Effect] {
        (0..<times).flatMap { _ in send(.key(KeyEvent(key))) }
    }

    /// Types text one grapheme at a time, as `Event.typing` spells it.
    @discardableResult
    mutating func type(_ text: String) -> [Effect] {
        Event.typing(text).flatMap { send($0) }
    }

    /// Pastes text in one piece.
    @discardableResult
    mutating func paste(_ text: String) -> [Effect] { send(.paste(text)) }

    /// The terminal changes size.
    @discardableResult
    mutating func resize(_ width: Int, _ height: Int) -> [Effect] { send(.resize(Size(width: width, height: height))) }

    /// Time passes: the monotonic clock now reads `seconds`.
    @discardableResult
    mutating func tick(_ seconds: Double) -> [Effect] { send(.tick(seconds)) }

    /// A left click at a cell.
    @discardableResult
    mutating func click(x: Int, y: Int) -> [Effect] {
        send(.mouse(MouseEvent(.press(button: 1), at: Point(x: x, y: y))))
    }

    /// Forgets the effects recorded so far.
    mutating func clearEffects() { effects = [] }

    // MARK: - Navigation through real keys

    /// Goes to a screen with its Alt-digit key.
    mutating func go(to screen: Screen, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        press(.alt(Character(String(screen.rawValue + 1))))
        #expect(state.screen == screen, "Alt-\(screen.rawValue + 1) did not open \(screen.title)", sourceLocation: sourceLocation)
    }

    /// Goes to a field's screen and presses Tab until the field has focus.
    mutating func focus(_ field: FieldID, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let screen = ComposerDraft.screen(of: field)
        if state.screen != screen { go(to: screen, sourceLocation: sourceLocation) }
        for _ in 0..<(state.fields.count + 1) where state.focusedField != field {
            press(KeyEvent(.tab))
        }
        #expect(state.focusedField == field, "Tab never reached \(field) on \(screen.title)", sourceLocation: sourceLocation)
    }

    /// Focuses a text field, clears it (Ctrl-U on a line, backspaces on an area), and types `text`.
    mutating func replace(_ field: FieldID, with text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        focus(field, sourceLocation: sourceLocation)
        switch state.editor {
        case .line?:
            press(.ctrl("u"))
            press(.end)
            press(.backspace, times: state.editor?.text.count ?? 0)
        case .area(let area)?:
            press(.ctrl("e"))
            press(.backspace, times: area.text.count + 1)
        case nil:
            Issue.record("\(field) is not a text field", sourceLocation: sourceLocation)
        }
        #expect(state.editor?.text == "", "could not clear \(field)", sourceLocation: sourceLocation)
        type(text)
    }

    /// Presses Right on a choice field until the option is selected.
    mutating func choose(_ option: String, for field: FieldID, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        focus(field, sourceLocation: sourceLocation)
        let options = state.draft.options(for: field)
        for _ in 0..<options.count where state.draft.options(for: field)[safe: state.draft.choiceIndex(of: field)] != option {
            press(.right)
        }
        #expect(state.draft.options(for: field)[safe: state.draft.choiceIndex(of: field)] == option,
                "\(field) never showed \(option) (options: \(options))", sourceLocation: sourceLocation)
    }

    // MARK: - Drawing

    /// The frame for the current state, with a theme, at the state's size or another one.
    func render(theme: Theme? = nil, size: Size? = nil) -> Frame {
        var s = state
        if let size { s.size = size }
        return ComposerView(state: s, theme: theme ?? self.theme).render()
    }

    /// The rows of a rendered frame as text.
    func lines(theme: Theme? = nil, size: Size? = nil) -> [String] {
        render(theme: theme, size: size).buffer.lines
    }

    /// The gauge row (second from the bottom) of a frame.
    func gaugeRow(_ frame: Frame) -> String { frame.buffer.text(row: frame.size.height - 2) }

    /// The help bar row (the last), where status messages show.
    func helpRow(_ frame: Frame) -> String { frame.buffer.text(row: frame.size.height - 1) }
}

// MARK: - Themes

/// The theme files shipped in `Themes/`, found from this file's path.
enum ThemeFiles {
    /// The repository's `Themes/` folder.
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Themes")
    }

    /// The names of the theme files (`default`, `light`, …), sorted.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".toml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The theme in `Themes/<name>.toml`, loaded through `ThemeLoader` as `--theme PATH` would.
    static func load(_ name: String) -> (theme: Theme, notices: [String]) {
        let loaded = ThemeLoader(environment: [:], executablePath: nil, workingDirectory: folder.path)
            .load(folder.appendingPathComponent(name + ".toml").path)
        return (loaded.value, loaded.notices)
    }
}

// MARK: - Small helpers

extension Effect {
    /// The contents of a save effect.
    var savedContents: String? { saveRequest?.contents }

    /// The request of a save or export effect.
    var saveRequest: SaveRequest? {
        if case .save(let request) = self { return request }
        return nil
    }

    var isAutosave: Bool {
        if case .autosave = self { return true }
        return false
    }
}

extension Frame {
    /// The text of every row, joined with newlines.
    var text: String { buffer.lines.joined(separator: "\n") }

    /// The cell (column, row) where `needle` first starts, counting wide graphemes as two columns.
    func find(_ needle: String) -> Point? {
        for (y, line) in buffer.lines.enumerated() {
            if let range = line.range(of: needle) {
                return Point(x: DisplayWidth.of(String(line[..<range.lowerBound])), y: y)
            }
        }
        return nil
    }
}

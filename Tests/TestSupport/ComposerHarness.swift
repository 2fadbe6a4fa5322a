@testable import ComposerApp
@testable import ComposerRuntime
import ComposerSettings
import Foundation
import PushCore
import SafeFiles
import TextFormats
import TerminalKit
import Testing
import TerminalThemes

/// Drives the composer through the real loop: `ComposerRuntime` on an in-memory terminal
/// (`MemoryBackend`), with the product's own effects run inline on a private folder
/// (`RecordingPerformer`) and a clock the test moves. Every key goes through the terminal's
/// event queue and one pass of the loop, exactly as a user's does.
@MainActor
public struct ComposerHarness {
    /// The loop under test.
    public let runtime: ComposerRuntime
    /// The terminal it draws on.
    public let terminal: MemoryBackend
    /// The real effects, run inline on a private folder, each one recorded.
    public let performer: RecordingPerformer
    /// The monotonic clock the loop reads.
    public let clock: TestClock
    /// The time of day the loop reads.
    public let wall: WallClockBox
    /// The theme the loop draws with.
    public var theme: Theme {
        get { runtime.theme }
        nonmutating set {
            runtime.theme = newValue
            runtime.redraw()
        }
    }

    /// The terminal size most tests use.
    public nonisolated static let small = Size(width: 80, height: 24)
    /// The size at which form and preview stand side by side.
    public nonisolated static let wide = Size(width: 120, height: 40)

    /// A composer on a draft (the sample by default), editing `filePath` as the launcher was
    /// given it. A test that saves names a file in `folder`.
    public init(draft: ComposerDraft = .sample, filePath: String? = nil, size: Size = ComposerHarness.small,
         performer: RecordingPerformer? = nil, configure: (inout AppState) -> Void = { _ in }) {
        let performer = performer ?? RecordingPerformer()
        let terminal = MemoryBackend(size: size)
        let clock = TestClock(now: 0)
        let wall = WallClockBox()
        var state = AppState(draft: draft, filePath: filePath, size: size)
        configure(&state)
        runtime = ComposerRuntime(state: state, theme: .default, terminal: terminal, performer: performer,
                                  clock: { clock.read() }, wallClock: { wall.now })
        (self.terminal, self.performer, self.clock, self.wall) = (terminal, performer, clock, wall)
        runtime.start()
    }

    /// A composer on an empty draft, as `--new` opens it.
    public static func empty(size: Size = ComposerHarness.small) -> ComposerHarness {
        ComposerHarness(draft: ComposerDraft(), size: size)
    }

    /// A composer on a file's text: a bare `apple_push` object or a Braze request.
    public init(json: String, buttonLabels: [String: String] = [:], filePath: String? = nil, size: Size = ComposerHarness.small,
         performer: RecordingPerformer? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let document = PushReader().read(json)
        #expect(document.hasPush, "the test's JSON is not a push", sourceLocation: sourceLocation)
        self.init(draft: ComposerDraft(document: document, buttonLabels: buttonLabels), filePath: filePath, size: size,
                  performer: performer)
    }

    /// A composer on a real file in a private folder, opened as the launcher opens one: the
    /// draft read from the file, its stamp kept so that a save can tell a change on disk.
    /// Without `json`, the file holds the sample push as a Braze request.
    public static func opening(_ json: String? = nil, named name: String = "push.json", size: Size = ComposerHarness.small,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ComposerHarness {
        let json = json ?? AppState(draft: .sample, size: size).compiledText(.request)
        let performer = RecordingPerformer()
        let path = performer.folder.path + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: Data(json.utf8)), sourceLocation: sourceLocation)
        let contents = try? FileReader(limit: JSONReader.defaultMaxBytes).read(path)
        #expect(contents != nil, "could not read back \(path)", sourceLocation: sourceLocation)
        let document = PushReader().read(contents?.bytes ?? [])
        #expect(document.hasPush, "the test's JSON is not a push", sourceLocation: sourceLocation)
        return ComposerHarness(draft: ComposerDraft(document: document), filePath: path, size: size, performer: performer) {
            $0.document.fileStamp = contents?.stamp
            $0.fileForm = FileForm(document)
        }
    }

    /// A path in the private folder.
    public func path(_ name: String) -> String { folder + "/" + name }

    /// Makes `$EDITOR` a real program that leaves `text` in the file it is given and exits
    /// with `status`, as a user's editor session would.
    public func editorWill(write text: [UInt8], exitStatus status: Int = 0) {
        #expect(FileManager.default.createFile(atPath: path("edited"), contents: Data(text)))
        let script = "#!/bin/sh\ncp '\(path("edited"))' \"$1\"\nexit \(status)\n"
        #expect(FileManager.default.createFile(atPath: path("editor"), contents: Data(script.utf8),
                                               attributes: [.posixPermissions: 0o700]))
    }

    /// Takes the editor away: `$EDITOR` names a command that is not there.
    public func editorIsMissing() {
        try? FileManager.default.removeItem(atPath: path("editor"))
    }

    /// The composer's state. Setting it stands for a set-up the launcher does (users loaded, a
    /// bundle id from the config), not for anything a user does.
    public var state: AppState {
        get { runtime.state }
        nonmutating set {
            runtime.state = newValue
            runtime.redraw()
        }
    }

    /// Every effect performed so far, in order.
    public var effects: [Effect] { performer.effects }

    /// The private folder the performer's files live in.
    public var folder: String { performer.folder.path }

    // MARK: - Messages

    /// Hands the loop a message from the world (a finished save, a signal) and returns the
    /// effects performed because of it.
    @discardableResult
    public func send(_ msg: Msg) -> [Effect] {
        if case .event(let event) = msg { return send(event) }
        return recording { runtime.receive(msg) }
    }

    /// A terminal event: queued on the terminal and read by one pass of the loop.
    @discardableResult
    public func send(_ event: Event) -> [Effect] {
        recording {
            terminal.pendingEvents.append(event)
            runtime.pass(terminal.nextEvent(timeoutMilliseconds: 0))
        }
    }

    /// Runs `body` and returns the effects performed meanwhile.
    private func recording(_ body: () -> Void) -> [Effect] {
        let before = performer.effects.count
        body()
        return Array(performer.effects[before...])
    }

    /// Presses keys in order; returns the effects of all of them.
    @discardableResult
    public func press(_ keys: KeyEvent...) -> [Effect] { press(keys) }

    /// Presses keys in order; returns the effects of all of them.
    @discardableResult
    public func press(_ keys: [KeyEvent]) -> [Effect] {
        keys.flatMap { send(.key($0)) }
    }

    /// Presses a key without modifiers.
    @discardableResult
    public func press(_ key: Key, times: Int = 1) -> [Effect] {
        (0..<times).flatMap { _ in send(.key(KeyEvent(key))) }
    }

    /// Types text one grapheme at a time, as `Event.typing` spells it.
    @discardableResult
    public func type(_ text: String) -> [Effect] {
        Event.typing(text).flatMap { send($0) }
    }

    /// Pastes text in one piece.
    @discardableResult
    public func paste(_ text: String) -> [Effect] { send(.paste(text)) }

    /// The terminal changes size.
    @discardableResult
    public func resize(_ width: Int, _ height: Int) -> [Effect] { send(.resize(Size(width: width, height: height))) }

    /// Time passes: the monotonic clock now reads `seconds`, and the loop's wait ends without a key.
    @discardableResult
    public func tick(_ seconds: Double) -> [Effect] {
        clock.now = seconds
        return recording { runtime.pass(nil) }
    }

    /// A left click at a cell.
    @discardableResult
    public func click(x: Int, y: Int) -> [Effect] {
        send(.mouse(MouseEvent(.press(button: 1), at: Point(x: x, y: y))))
    }

    // MARK: - Navigation through real keys

    /// Goes to a screen with the Alt-digit key of its tab's place.
    public func go(to screen: Screen, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let place = state.screens.firstIndex(of: screen) else {
            Issue.record("no \(screen.title) tab in this file's form", sourceLocation: sourceLocation)
            return
        }
        press(.alt(Character(String(place + 1))))
        #expect(state.screen == screen, "Alt-\(place + 1) did not open \(screen.title)", sourceLocation: sourceLocation)
    }

    /// Goes to a field's screen and presses Tab until the field has focus.
    public func focus(_ field: FieldID, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let screen = ComposerDraft.screen(of: field)
        if state.screen != screen { go(to: screen, sourceLocation: sourceLocation) }
        for _ in 0..<(state.fields.count + 1) where state.focusedField != field {
            press(KeyEvent(.tab))
        }
        #expect(state.focusedField == field, "Tab never reached \(field) on \(screen.title)", sourceLocation: sourceLocation)
    }

    /// Focuses a text field, clears it (Ctrl-U on a line, backspaces on an area), and types `text`.
    public func replace(_ field: FieldID, with text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
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
    public func choose(_ option: String, for field: FieldID, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        focus(field, sourceLocation: sourceLocation)
        let options = state.draft.options(for: field)
        for _ in 0..<options.count where state.draft.options(for: field)[safe: state.draft.choiceIndex(of: field)] != option {
            press(.right)
        }
        #expect(state.draft.options(for: field)[safe: state.draft.choiceIndex(of: field)] == option,
                "\(field) never showed \(option) (options: \(options))", sourceLocation: sourceLocation)
    }

    // MARK: - Drawing

    /// The frame the loop last drew; with a theme or a size, the current state drawn by the
    /// real view that way instead (snapshots of one state in several looks).
    public func render(theme: Theme? = nil, size: Size? = nil) -> Frame {
        if theme == nil, size == nil || size == state.size, let frame = terminal.lastFrame { return frame }
        var s = state
        if let size { s.size = size }
        return ComposerView(state: s, theme: theme ?? self.theme).render()
    }

    /// The rows of a rendered frame as text.
    public func lines(theme: Theme? = nil, size: Size? = nil) -> [String] {
        render(theme: theme, size: size).buffer.lines
    }

    /// The gauge row (second from the bottom) of a frame.
    public func gaugeRow(_ frame: Frame) -> String { frame.buffer.text(row: frame.size.height - 2) }

    /// The help bar row (the last), where status messages show.
    public func helpRow(_ frame: Frame) -> String { frame.buffer.text(row: frame.size.height - 1) }
}

/// The time of day the harness's loop reads; a test may move it.
@MainActor
public final class WallClockBox {
    /// 2026-01-01 00:00 UTC unless a test says otherwise.
    public var now = WallClock(unixSeconds: 1_767_225_600, utcOffset: 0)
}

// MARK: - Themes

/// The theme files shipped in `Themes/`, found from this file's path.
public enum ThemeFiles {
    /// The repository's `Themes/` folder.
    public static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Themes")
    }

    /// The names of the theme files (`default`, `light`, …), sorted.
    public static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".toml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The theme in `Themes/<name>.toml`, loaded through `ThemeLoader` as `--theme PATH` would.
    public static func load(_ name: String) -> (theme: Theme, notices: [String]) {
        let loaded = ThemeLoader(environment: [:], executablePath: nil, workingDirectory: folder.path)
            .load(folder.appendingPathComponent(name + ".toml").path)
        return (loaded.value, loaded.notices)
    }
}

// MARK: - Small helpers

extension Effect {
    /// The contents of a save effect.
    public var savedContents: String? { saveRequest?.contents }

    /// The request of a save or export effect.
    public var saveRequest: SaveRequest? {
        if case .save(let request) = self { return request }
        return nil
    }

    public var isAutosave: Bool {
        if case .autosave = self { return true }
        return false
    }

    /// Whether this drops the drafts of a file.
    public var isDiscardAutosave: Bool {
        if case .discardAutosave = self { return true }
        return false
    }
}

extension Overlay {
    /// Whether it is the command palette (the help).
    public var isPalette: Bool {
        if case .palette = self { return true }
        return false
    }
}

extension Frame {
    /// The text of every row, joined with newlines.
    public var text: String { buffer.lines.joined(separator: "\n") }

    /// The cell (column, row) where `needle` first starts, counting wide graphemes as two columns.
    public func find(_ needle: String) -> Point? {
        for (y, line) in buffer.lines.enumerated() {
            if let range = line.range(of: needle) {
                return Point(x: DisplayWidth.of(String(line[..<range.lowerBound])), y: y)
            }
        }
        return nil
    }
}

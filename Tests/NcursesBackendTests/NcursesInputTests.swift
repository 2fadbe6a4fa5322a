import CNcursesw
import Glibc
@testable import NcursesBackend
import TerminalKit
import Testing

/// Input through the real `wget_wch` path, fed with `ungetch`/`unget_wch`.
@Suite(.serialized) @MainActor struct NcursesInputTests {
    /// Pushes input so that it is read back in the given order (curses' push-back is a stack).
    func push(_ items: [Either]) {
        for item in items.reversed() {
            switch item {
            case .text(let text):
                for scalar in text.unicodeScalars.reversed() { unget_wch(wchar_t(bitPattern: scalar.value)) }
            case .code(let code):
                ungetch(code)
            }
        }
    }

    enum Either {
        case text(String)
        case code(Int32)
    }

    func drain(_ backend: NcursesBackend) -> [Event] {
        var events: [Event] = []
        while let event = backend.nextEvent(timeoutMilliseconds: 0) { events.append(event) }
        return events
    }

    @Test func keysGraphemesAndControls() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 10, height: 2))
        defer { backend.stop() }
        push([.text("a日"), .code(KEY_LEFT), .text("\u{3}\t\r\u{7F}"), .code(KEY_BTAB), .code(pc_key_f(5)), .code(KEY_DC), .text("e\u{301}")])
        #expect(drain(backend) == [
            .key(.char("a")), .key(.char("日")), .key(.left), .key(.ctrl("c")), .key(.tab), .key(.enter),
            .key(.backspace), .key(.backTab), .key(KeyEvent(.function(5))), .key(.delete), .key(.char("é")),
        ])
    }

    @Test func altEscapeAndPaste() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 10, height: 2))
        defer { backend.stop() }
        push([.text("\u{1B}b")])
        #expect(drain(backend) == [.key(.alt("b"))])
        push([.text("\u{1B}")])
        #expect(drain(backend) == [.key(.escape)])
        push([.text("\u{1B}[200~hi \u{1B}]0;x\u{7}\n日本\u{1B}[201~")])
        #expect(drain(backend) == [.paste("hi \u{1B}]0;x\u{7}\n日本")])
    }

    @Test func resizeBecomesAnEvent() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 10, height: 2))
        defer { backend.stop() }
        push([.code(KEY_RESIZE)])
        guard case .resize = drain(backend).first else {
            Issue.record("no resize event")
            return
        }
    }

    @Test func modifiedKeyNames() {
        #expect(NcursesBackend.modifiedKey(named: "kRIT5") == KeyEvent(.right, .ctrl))
        #expect(NcursesBackend.modifiedKey(named: "kUP3") == KeyEvent(.up, .alt))
        #expect(NcursesBackend.modifiedKey(named: "kLFT6") == KeyEvent(.left, [.ctrl, .shift]))
        #expect(NcursesBackend.modifiedKey(named: "kFOO") == nil)
    }

    @Test func stopSignalEndsTheLoop() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 4, height: 1))
        defer { backend.stop() }
        SignalTrap.install(includingCrashes: false)
        kill(getpid(), SIGHUP)  // any thread may take it; the flag is process-wide
        usleep(10_000)
        #expect(backend.nextEvent(timeoutMilliseconds: 10) == .shutdown(signal: SIGHUP))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == nil)
    }

    @Test func chunksSplitClustersIntoCursesCells() {
        #expect(NcursesBackend.chunks(of: "🇯🇵") == [[0x1F1EF], [0x1F1F5]])
        #expect(NcursesBackend.chunks(of: "e\u{301}") == [[0x65, 0x301]])
        #expect(NcursesBackend.chunks(of: "\u{301}") == [[0x25CC, 0x301]])
        #expect(NcursesBackend.chunks(of: "\u{1B}") == [[0xFFFD]])
    }
}

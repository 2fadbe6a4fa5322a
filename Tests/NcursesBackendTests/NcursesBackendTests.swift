import CNcursesw
import Glibc
@testable import NcursesBackend
import TerminalKit
import Testing

/// The real backend on a headless curses screen (`newterm` on /dev/null); curses is global, so serialised.
@Suite(.serialized) @MainActor struct NcursesBackendTests {
    func frame(_ size: Size, _ draw: (inout Buffer) -> Void) -> Frame {
        var buffer = Buffer(size: size)
        draw(&buffer)
        return Frame(buffer: buffer)
    }

    @Test func drawsWideTextWhereTheBufferSaysItIs() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 12, height: 3))
        defer { backend.stop() }
        backend.draw(frame(backend.size) { buffer in
            buffer.write("a日本b", x: 0, y: 0)
            buffer.write("e\u{301}👍🇯🇵", x: 0, y: 1)
            buffer.write("x👨\u{200D}👩\u{200D}👧y", x: 0, y: 2)
        })
        #expect(ScreenReader.row(0, width: 12) == "a日本b" + String(repeating: " ", count: 6))
        #expect(ScreenReader.cell(x: 1, y: 0).text == "日")
        #expect(ScreenReader.cell(x: 3, y: 0).text == "本")
        #expect(ScreenReader.cell(x: 5, y: 0).text == "b")
        #expect(ScreenReader.cell(x: 0, y: 1).text == "e\u{301}")
        #expect(ScreenReader.cell(x: 1, y: 1).text == "👍")
        #expect(ScreenReader.cell(x: 3, y: 1).text == "🇯")  // a flag is two cells of one regional indicator each
        #expect(ScreenReader.cell(x: 4, y: 1).text == "🇵")
        #expect(ScreenReader.cell(x: 7, y: 2).text == "y")  // the ZWJ family took 6 cells, as measured
        #expect(ScreenReader.cell(x: 1, y: 2).text == "👨\u{200D}")
    }

    @Test func cjkAtTheRightEdgeIsNeverHalved() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 5, height: 1))
        defer { backend.stop() }
        backend.draw(frame(backend.size) { $0.write("ab日本", x: 0, y: 0) })
        #expect(ScreenReader.row(0, width: 5) == "ab日 ")
    }

    @Test func payloadReachesTheScreenOnlyAsPlaceholders() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 30, height: 2))
        defer { backend.stop() }
        backend.draw(frame(backend.size) { buffer in
            buffer.write("\u{1B}]0;pwned\u{7}\u{202E}\u{0}", x: 0, y: 0)
            // Even a cell set without the sanitiser never carries a control character to curses.
            buffer.set("\u{1B}", width: 1, x: 0, y: 1, style: .plain)
        })
        #expect(ScreenReader.row(0, width: 30).hasPrefix("␛]0;pwned␇⟨U+202E⟩␀"))
        #expect(ScreenReader.cell(x: 0, y: 1).text == "\u{FFFD}")
    }

    @Test func stylesBecomeAttributesAndPairs() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 4, height: 1))
        defer { backend.stop() }
        #expect(backend.colorMode == .palette256)
        backend.draw(frame(backend.size) { buffer in
            buffer.write("B", x: 0, y: 0, style: Style().bold.fg(.red))
            buffer.write("R", x: 1, y: 0, style: Style().reversed.underlined)
            buffer.write("P", x: 2, y: 0, style: Style().fg(.indexed(196)).bg(.blue))
        })
        let bold = ScreenReader.cell(x: 0, y: 0)
        #expect(bold.attributes & pc_a_bold() != 0)
        #expect(ScreenReader.colors(ofPair: bold.pair) == (1, -1))
        let reversed = ScreenReader.cell(x: 1, y: 0)
        #expect(reversed.attributes & pc_a_reverse() != 0 && reversed.attributes & pc_a_underline() != 0)
        #expect(ScreenReader.colors(ofPair: ScreenReader.cell(x: 2, y: 0).pair) == (196, 4))
    }

    @Test func monochromeShowsColouredBackgroundsReversed() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 2, height: 1), color: false)
        defer { backend.stop() }
        #expect(backend.colorMode == .monochrome)
        backend.draw(frame(backend.size) { $0.write("S", x: 0, y: 0, style: Style().bg(.blue)) })
        let cell = ScreenReader.cell(x: 0, y: 0)
        #expect(cell.attributes & pc_a_reverse() != 0)
        #expect(cell.pair == 0)
    }

    @Test func eightColourTerminalGetsNearestColours() throws {
        let backend = try NcursesBackend.headless(term: "xterm", size: Size(width: 2, height: 1))
        defer { backend.stop() }
        #expect(backend.colorMode == .ansi8)
        backend.draw(frame(backend.size) { $0.write("x", x: 0, y: 0, style: Style().fg(.indexed(196))) })
        #expect(ScreenReader.colors(ofPair: ScreenReader.cell(x: 0, y: 0).pair).0 == 1)
    }

    @Test func onlyChangedCellsAreWritten() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 6, height: 1))
        defer { backend.stop() }
        backend.draw(frame(backend.size) { $0.write("abcdef", x: 0, y: 0) })
        // Mark a cell behind the backend's back: if it were rewritten, the mark would vanish.
        mvwaddstr(pc_stdscr(), 0, 4, "#")
        backend.draw(frame(backend.size) { $0.write("aXcdef", x: 0, y: 0) })
        #expect(ScreenReader.row(0, width: 6) == "aXcd#f")
    }

    @Test func aPatchWritesItsChangedCellsAndTheFrameFollowsIt() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 8, height: 3))
        defer { backend.stop() }
        backend.draw(frame(backend.size) { $0.write("top", x: 0, y: 0); $0.write("abcdef", x: 0, y: 1); $0.write("end", x: 0, y: 2) })
        // Marks behind the backend's back: an unchanged cell is not written again, even on the
        // patch's row, and rows outside the patch are not looked at.
        mvwaddstr(pc_stdscr(), 1, 5, "#")
        mvwaddstr(pc_stdscr(), 2, 0, "%")
        var patch = Buffer(size: Size(width: 4, height: 1))
        patch.write("bXd", x: 0, y: 0)
        backend.draw(FramePatch(buffer: patch, origin: Point(x: 1, y: 1), cursor: Point(x: 3, y: 1)))
        #expect(ScreenReader.row(1, width: 8) == "abXd #  ")
        #expect(ScreenReader.row(2, width: 8) == "%nd     ")
        #expect(backend.previous?.text(row: 1) == "abXd f  ")
        // The next whole frame is compared with the patched one: only what differs from it is written.
        backend.draw(frame(backend.size) { $0.write("top", x: 0, y: 0); $0.write("abXd f!", x: 0, y: 1); $0.write("end", x: 0, y: 2) })
        #expect(ScreenReader.row(1, width: 8) == "abXd #! ")
    }

    @Test func runsOfNarrowCellsReplaceWideOnesWhole() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 8, height: 1))
        defer { backend.stop() }
        backend.draw(frame(backend.size) { $0.write("a日本b", x: 0, y: 0) })
        // Narrow cells written as one run over two wide characters, then wide ones over a run.
        backend.draw(frame(backend.size) { $0.write("axyzwb", x: 0, y: 0) })
        #expect(ScreenReader.row(0, width: 8) == "axyzwb  ")
        backend.draw(frame(backend.size) { $0.write("ax本wb", x: 0, y: 0) })
        #expect(ScreenReader.row(0, width: 8) == "ax本wb  ")
        #expect(ScreenReader.cell(x: 2, y: 0).text == "本")
        backend.draw(frame(backend.size) { $0.write("ax Qwb", x: 0, y: 0) })
        #expect(ScreenReader.row(0, width: 8) == "ax Qwb  ")
    }

    @Test func aLineOfWideCharactersShiftedLeftKeepsItsLast() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 14, height: 1))
        defer { backend.stop() }
        // Backspace before テキスト: each ideograph moves one column left, the last column clears.
        backend.draw(frame(backend.size) { $0.write("Body テキスト", x: 0, y: 0) })
        backend.draw(frame(backend.size) { $0.write("Bodyテキスト", x: 0, y: 0) })
        #expect(ScreenReader.row(0, width: 14) == "Bodyテキスト  ")
    }

    @Test func cursorIsPlacedAndHidden() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 6, height: 2))
        defer { backend.stop() }
        backend.draw(Frame(buffer: Buffer(size: backend.size), cursor: Point(x: 3, y: 1)))
        #expect(pc_getcury(pc_stdscr()) == 1 && pc_getcurx(pc_stdscr()) == 3)
    }

    @Test func resizeRedrawsEverything() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 6, height: 1))
        defer { backend.stop() }
        backend.draw(frame(backend.size) { $0.write("abc", x: 0, y: 0) })
        backend.resize(to: Size(width: 4, height: 2))
        backend.draw(frame(backend.size) { $0.write("中x", x: 0, y: 1) })
        #expect(ScreenReader.row(0, width: 4) == "    ")
        #expect(ScreenReader.row(1, width: 4) == "中x ")
    }

    @Test func framesAreWrittenWithTheTerminalsOwnSequences() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 4, height: 1))
        defer { backend.stop() }
        let capabilities = try #require(backend.writer?.capabilities)
        #expect(capabilities.reset == Array("\u{1B}(B\u{1B}[m".utf8))
        #expect(capabilities.resetClearsColors)
        #expect(capabilities.moveTo(4, 9) == Array("\u{1B}[5;10H".utf8))
        #expect(capabilities.moveRight?(3) == Array("\u{1B}[3C".utf8))
        #expect(capabilities.foreground?(196) == Array("\u{1B}[38;5;196m".utf8))
        #expect(capabilities.defaultColors == Array("\u{1B}[39;49m".utf8))
        #expect(capabilities.attributeOn.first { $0.0 == .bold }?.1 == Array("\u{1B}[1m".utf8))
        #expect(!capabilities.lastCellScrolls)
    }

    @Test func withoutColourTheWriterSetsNone() throws {
        let backend = try NcursesBackend.headless(size: Size(width: 2, height: 1), color: false)
        defer { backend.stop() }
        let capabilities = try #require(backend.writer?.capabilities)
        #expect(capabilities.foreground == nil && capabilities.background == nil && capabilities.defaultColors == nil)
        #expect(backend.pen(of: Style().bg(.blue).fg(.red)) == FrameWriter.Pen(attributes: .reverse, foreground: -1, background: -1))
    }

    @Test func unknownTerminalIsRefused() {
        #expect(throws: NcursesBackendError.unknownTerminal("no-such-terminal")) {
            try NcursesBackend.headless(term: "no-such-terminal", size: Size(width: 2, height: 1))
        }
    }

    @Test func refusesWithoutATerminal() throws {
        guard isatty(0) == 0 || isatty(1) == 0 else { return }  // only meaningful when run from a pipe
        #expect(throws: NcursesBackendError.notATerminal) { try NcursesBackend.start() }
        #expect(NcursesBackendError.notATerminal.description.contains("validate|compile|budget|preview"))
        #expect(!NcursesBackendError.notATerminal.description.contains("\n"))
    }
}

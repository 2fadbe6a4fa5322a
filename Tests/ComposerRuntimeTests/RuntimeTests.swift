@testable import ComposerApp
import ComposerRuntime
import ComposerSettings
import PushCore
import PushSending
import FileTestSupport
import SafeFiles
import TerminalKit
import TestSupport
import Testing
import TextFormats

@MainActor
@Suite struct RuntimeTests {
    static func runtime(_ events: [Event], draft: ComposerDraft = .sample, filePath: String? = nil,
                        size: Size = ComposerHarness.small, clock: TestClock = TestClock())
        -> (ComposerRuntime, MemoryBackend, RecordingPerformer) {
        let terminal = MemoryBackend(size: size, events: events)
        let performer = RecordingPerformer()
        // A relative path names a file in the performer's private folder.
        let path = filePath.map { $0.hasPrefix("/") ? $0 : performer.folder.path + "/" + $0 }
        let state = AppState(draft: draft, filePath: path, size: Size(width: 10, height: 10))
        let runtime = ComposerRuntime(state: state, theme: .default, terminal: terminal, performer: performer,
                                      clock: { clock.read() })
        return (runtime, terminal, performer)
    }

    @Test func eventsInFramesOutAndTheRunEndsOnQuit() throws {
        let events = Event.typing(" now") + [.key(.ctrl("q")), .key(.char("d")), .key(.char("x"))]
        let (runtime, terminal, performer) = Self.runtime(events)
        runtime.run(maxIdleTicks: 5)
        #expect(runtime.state.isQuitting)
        // The last key was never read: the run ended on quit.
        #expect(terminal.pendingEvents == [.key(.char("x"))])
        #expect(runtime.state.draft.text(of: .title) == "Flash sale ⚡ now")
        // The runtime took the terminal's size, not the state's.
        #expect(runtime.state.size == ComposerHarness.small)
        // One frame at start; for each typed key its echo, then the frame that follows from it;
        // the question on quitting; none after.
        #expect(terminal.frames.count == 1 + 4 * 2 + 1)
        let last = try #require(terminal.lastFrame)
        #expect(last.size == ComposerHarness.small)
        #expect(last.text.contains("Save before quitting?"))
        #expect(terminal.frames[0].text.contains("Flash sale ⚡ "))
        #expect(terminal.frames[7].text.contains("Flash sale ⚡ now"))
        #expect(terminal.frames[8].text.contains("Flash sale ⚡ now"))
        #expect(performer.effects.count == 2)
        #expect(performer.effects.first?.isDiscardAutosave == true)
        #expect(performer.effects.last == .quit)
    }

    @Test func framesAreDrawnOnlyWhenSomethingChanged() {
        // Insert, End at the end, an unbound F12, a mouse release and a resize to the same size change nothing.
        let events: [Event] = [.key(KeyEvent(.insert)), .key(KeyEvent(.end)), .key(KeyEvent(.function(12))),
                               .mouse(MouseEvent(.release, at: Point(x: 3, y: 3))), .resize(ComposerHarness.small),
                               .key(.char("!")), .key(KeyEvent(.insert))]
        let (runtime, terminal, _) = Self.runtime(events)
        runtime.run(maxIdleTicks: 8)
        #expect(!runtime.state.isQuitting)
        // The start, then only the "!": its echo and the frame that follows.
        #expect(terminal.frames.count == 3)
        #expect(terminal.writtenCellCounts.count == 3)
        // The echo wrote the "!" alone; the frame after it a handful of cells, not the screen.
        #expect(terminal.writtenCellCounts[1] == 1)
        #expect(terminal.writtenCellCounts[2] > 0)
        #expect(terminal.writtenCellCounts[2] < 80 * 24 / 4)
        #expect(terminal.pendingEvents.isEmpty)
    }

    @Test func idleTicksDrawNothingNew() {
        let clock = TestClock()
        clock.step = 0.25
        let (runtime, terminal, performer) = Self.runtime([], clock: clock)
        runtime.run(maxIdleTicks: 40)
        // Ten seconds of ticks render nothing at all, not even a frame to compare.
        #expect(terminal.renderCount == 1)
        #expect(terminal.frames.count == 1)
        #expect(performer.effects.isEmpty)
    }

    @Test func anIdleComposerSleepsUntilTheMinuteAndWakesInTimeForWhatIsDue() {
        let clock = TestClock()
        clock.step = 0.25
        let (idle, idleTerminal, _) = Self.runtime([], clock: clock)
        idle.run(maxIdleTicks: 3)
        // Nothing timed is pending: the wait runs to the wall clock's next minute, not a tick.
        #expect(idleTerminal.idleWaits.count == 3)
        #expect(idleTerminal.idleWaits.allSatisfy { $0 >= 1000 && $0 <= ComposerRuntime.idleMilliseconds })

        let (typed, typedTerminal, performer) = Self.runtime(Event.typing("ab"), clock: TestClock())
        typed.run(maxIdleTicks: 2)
        // An edit makes an autosave due: the loop waits a tick at most until it is written.
        #expect(typedTerminal.idleWaits.first.map { $0 <= ComposerRuntime.tickMilliseconds } == true)
        #expect(performer.effects.filter(\.isAutosave).isEmpty)
    }

    @Test func anEditIsAutosavedOnceWhenIdle() {
        let clock = TestClock()
        clock.step = 0.25
        let (runtime, terminal, performer) = Self.runtime(Event.typing("ab"), clock: clock)
        runtime.run(maxIdleTicks: 40)
        let autosaves = performer.effects.filter(\.isAutosave)
        #expect(autosaves.count == 1)
        #expect(!runtime.state.needsAutosave)
        #expect(runtime.state.isDirty)
        // Autosaving changes nothing on screen: the start, and two frames for each key.
        #expect(terminal.frames.count == 1 + 2 * 2)
    }

    @Test func aHangUpMidTypingAutosavesEverythingTypedThenEnds() throws {
        let events = Event.typing(" 半額") + [.shutdown(signal: 1)] + Event.typing("lost")
        let (runtime, terminal, performer) = Self.runtime(events)
        runtime.run(maxIdleTicks: 5)
        #expect(runtime.state.isQuitting)
        #expect(terminal.pendingEvents == Event.typing("lost"))
        #expect(performer.effects.count == 2 && performer.effects.last == .quit)
        guard case .autosave(let request, _, _, let revision)? = performer.effects.first else {
            Issue.record("no autosave: \(performer.effects)")
            return
        }
        #expect(revision == runtime.state.revision)
        let recovered = PushReader().interpret(JSONNode(request))
        #expect(ComposerDraft(document: recovered).text(of: .title) == "Flash sale ⚡ 半額")
    }

    @Test func aFailedSaveOnQuitKeepsTheComposerAndTheDraft() {
        let events: [Event] = Event.typing("!") + [.key(.ctrl("q")), .key(.char("s"))]
        // /proc takes no new files, not even root's.
        let (runtime, terminal, performer) = Self.runtime(events, filePath: "/proc/push-composer-test.json")
        runtime.run(maxIdleTicks: 3)
        #expect(!runtime.state.isQuitting)
        #expect(!performer.effects.contains { $0.isDiscardAutosave }, "the draft was discarded though the save failed")
        #expect(terminal.lastFrame?.text.contains("Could not save") == true)
        #expect(runtime.state.isDirty)
    }

    @Test func aSaveOnQuitThatWorksEndsTheRun() throws {
        let events: [Event] = Event.typing("!") + [.key(.ctrl("q")), .key(.char("s")), .key(.char("x"))]
        let (runtime, terminal, performer) = Self.runtime(events, filePath: "push.json")
        let file = performer.folder.path + "/push.json"
        runtime.run(maxIdleTicks: 3)
        #expect(runtime.state.isQuitting)
        #expect(!runtime.state.isDirty)
        #expect(terminal.pendingEvents == [.key(.char("x"))])
        guard let saveRequest = (performer.effects.first)?.saveRequest else {
            Issue.record("no save: \(performer.effects)")
            return
        }
        let path = saveRequest.path
        let contents = saveRequest.contents
        #expect(path == file)
        #expect(PushReader().read(contents).push == runtime.state.draft.push)
        // The real file holds it.
        #expect(TemporaryFolder.text(file) == contents)
    }

    @Test func aResizeEventRedrawsAtTheNewSize() {
        let events: [Event] = [.resize(Size(width: 120, height: 40)), .resize(Size(width: 40, height: 10)), .resize(Size(width: 80, height: 24))]
        let (runtime, terminal, _) = Self.runtime(events)
        runtime.run(maxIdleTicks: 2)
        #expect(terminal.frames.map(\.size) == [Size(width: 80, height: 24), Size(width: 120, height: 40),
                                                 Size(width: 40, height: 10), Size(width: 80, height: 24)])
        #expect(terminal.frames[2].text.contains("Terminal too small"))
        #expect(terminal.frames[3] == terminal.frames[0])
        #expect(runtime.state.size == Size(width: 80, height: 24))
    }

    @Test func copyGoesToTheTerminalAsOSC52() {
        let (runtime, terminal, performer) = Self.runtime([.key(.ctrl("]"))])
        runtime.run(maxIdleTicks: 1)
        #expect(performer.effects.count == 1)
        guard case .copyToClipboard(let text)? = performer.effects.first else { return }
        #expect(text == runtime.state.compiledText(.payload))
        #expect(terminal.controls.count == 1)
        #expect(terminal.lastFrame?.text.contains("Copied") == true)
    }

    @Test func theStatusMessageFadesWithTicks() {
        let clock = TestClock()
        clock.step = 0.5
        let (runtime, terminal, _) = Self.runtime([.key(.ctrl("t"))], clock: clock)
        runtime.run(maxIdleTicks: 20)
        #expect(terminal.frames.contains { $0.text.contains("Card: Expanded") })
        #expect(runtime.state.status == nil)
        #expect(terminal.lastFrame?.text.contains("F1 Help") == true)
        // Start, the card change, and the status fading: three frames.
        #expect(terminal.frames.count == 3)
    }
}

/// The effect mechanism: file work returns at once and its result comes back through the inbox,
/// in the product's background queue and in the inline twin alike; late results are dropped.
@MainActor
@Suite struct EffectMechanismTests {
    @Test func aHangUpWritesARealDraftBeforeTheRunEnds() throws {
        let events = Event.typing(" 半額") + [.shutdown(signal: 1)]
        let (runtime, _, performer) = RuntimeTests.runtime(events, filePath: "push.json")
        runtime.run(maxIdleTicks: 5)
        #expect(runtime.state.stopSignal == 1)
        let drafts = performer.folder.names("state/push-composer").filter { $0.hasSuffix(".json") }
        #expect(drafts.count == 1)
        let text = try #require(TemporaryFolder.text(performer.folder.path + "/state/push-composer/" + drafts[0]))
        #expect(text.contains("Flash sale ⚡ 半額"))
        #expect(runtime.state.exitReport().first?.contains("kept as a draft in") == true)
    }

    @Test func offTheLoopAResultWaitsInTheInboxUntilTaken() throws {
        let folder = TemporaryFolder(fixture: ())
        let effects = SystemEffects(environment: ["XDG_STATE_HOME": folder.path, "TMPDIR": folder.path], executor: .background)
        let terminal = MemoryBackend(size: ComposerHarness.small)
        let request = SaveRequest(path: folder.path + "/p.json", contents: "{}\n", revision: 3, purpose: .save, isOwnFile: true)
        // perform returns at once, with nothing: the answer comes through the inbox.
        #expect(effects.perform(.save(request), terminal: terminal) == nil)
        effects.finishPendingWork()
        let results = effects.takeResults()
        #expect(results.count == 1)
        guard case .saved(let path, let revision, _)? = results.first else {
            Issue.record("no save result: \(results)")
            return
        }
        #expect(path == folder.path + "/p.json" && revision == 3)
        #expect(effects.takeResults().isEmpty)
    }

    /// The background executor answers late: the file was read, then more was typed. (The
    /// inline twin cannot interleave, so the late answer is handed to the loop as it would come.)
    @Test func aReloadThatComesAfterMoreTypingIsDropped() {
        let h = ComposerHarness(filePath: "push.json")
        let asked = h.state.revision
        h.type("typed while the file was read")
        let before = h.state.draft
        let stamp = FileStamp.current("/")!
        h.send(.reloaded(path: "push.json", revision: asked, .success(FileContents(bytes: Array(#"{"alert": "theirs"}"#.utf8), stamp: stamp))))
        #expect(h.state.draft == before)
        #expect(h.state.status?.text.contains("reload was dropped") == true)
    }
}

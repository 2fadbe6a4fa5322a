@testable import ComposerApp
import PushCore
import TerminalKit
import Testing

/// Facts derived, not counted or stored: unsaved is "differs from the file", the day comes
/// with each tick, and the size has one writer.
struct DerivedStateTests {
    @Test func aKeyThatChangesNothingIsNotAnUnsavedChange() {
        var h = ComposerHarness(filePath: "/work/push.json")
        h.focus(.contentAvailable)
        #expect(h.state.draft.flag(of: .contentAvailable) == nil)
        h.press(.backspace)  // clearing a yes/no that is not set
        #expect(!h.state.isDirty)
        #expect(!h.state.needsAutosave)
        #expect(h.tick(100).isEmpty, "nothing to autosave")
    }

    @Test func typingAndDeletingAgainIsNotUnsaved() {
        var h = ComposerHarness(filePath: "/work/push.json")
        h.type("x")
        #expect(h.state.isDirty)
        h.press(.backspace)
        #expect(!h.state.isDirty)
        #expect(h.state.exitReport().isEmpty)
    }

    @Test func aNewFileWithNothingTypedLeftLosesNothing() {
        var h = ComposerHarness(filePath: "/work/new.json")
        h.state.savedDraft = nil  // not on disk yet, as the launcher opens a new file
        h.type("x")
        h.press(.backspace)
        #expect(h.state.isDirty)
        #expect(h.state.exitReport().isEmpty, "\(h.state.exitReport())")
    }

    @Test func aSaveAndAnAutosaveOfOneRevisionBothCount() throws {
        var h = ComposerHarness(filePath: "/work/push.json")
        h.type("!")
        let autosave = h.tick(100)
        #expect(autosave.contains { $0.isAutosave })
        let request = try #require(h.press(.ctrl("s")).first?.saveRequest)
        h.send(.saved(path: request.path, revision: request.revision))
        h.send(.autosaved(revision: request.revision, location: "/state/d.json"))
        #expect(!h.state.isDirty)
        #expect(!h.state.needsAutosave)
    }

    @Test func afterMidnightTomorrowIsTheNextDay() {
        var h = ComposerHarness()
        // 23:59:30 UTC on 2026-01-01, then a tick 60 s later: the runtime sends the wall clock.
        h.send(.tick(1, wall: WallClock(unixSeconds: 1_767_311_970, utcOffset: 0)))
        h.send(.tick(61, wall: WallClock(unixSeconds: 1_767_312_030, utcOffset: 0)))
        h.focus(.expiry)
        h.type("tomorrow 9:00")
        #expect(h.state.draft.push.expiry == "2026-01-03T09:00:00Z")
    }

    @Test func anExpiryPassesWhileTheComposerIsOpen() {
        var h = ComposerHarness(json: #"{"alert": "Hi", "expiry": "2026-01-01T12:00:00Z"}"#)
        h.send(.tick(1, wall: WallClock(unixSeconds: 1_767_268_800 - 30, utcOffset: 0)))
        #expect(!h.state.analysis.diagnostics.contains { $0.code == ExpiryRule.past })
        h.send(.tick(61, wall: WallClock(unixSeconds: 1_767_268_800 + 30, utcOffset: 0)))
        #expect(h.state.analysis.diagnostics.contains { $0.code == ExpiryRule.past })
    }
}

/// The pane compiles through the compiler, as `compile` and the exports do.
struct PaneCompilesLikeTheCompilerTests {
    @Test func theSimulatorPaneCarriesTheBundleID() {
        var h = ComposerHarness(size: ComposerHarness.wide)
        h.state.bundleID = "com.example.shop"
        h.state.previewForm = .simctl
        #expect(h.render().text.contains(#""Simulator Target Bundle": "com.example.shop""#))
    }
}

@Suite struct NextTimedChangeTests {
    @Test func nothingTimedIsPendingOnAFreshComposer() {
        let harness = ComposerHarness()
        #expect(harness.state.nextTimedChange == nil)
    }

    @Test func anEditMakesTheAutosaveDueAndAStatusMessageItsExpiry() {
        var harness = ComposerHarness()
        harness.tick(100)
        harness.type("x")
        #expect(harness.state.nextTimedChange == harness.state.lastEditAt + AppState.autosaveDelay)
        harness.state.autosavedDraft = harness.state.draft
        #expect(harness.state.nextTimedChange == nil)
        harness.state.say("Saved", .ok)
        #expect(harness.state.nextTimedChange == harness.state.status?.expiresAt)
    }
}

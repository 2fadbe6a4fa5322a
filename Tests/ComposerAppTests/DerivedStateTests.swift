@testable import ComposerApp
import PushCore
import TerminalKit
import TestSupport
import Testing

/// Facts derived, not counted or stored: unsaved is "differs from the file", the day comes
/// with each tick, and the size has one writer.
@MainActor
struct DerivedStateTests {
    /// What the composer starts with is set before the push is first checked, and the facts are
    /// those of the state set up, as if each had been set one after another and then settled;
    /// until it is settled, a state set from outside keeps the facts it had.
    @Test func theFactsAfterSetUpAreThoseOfTheStateSetUp() {
        let draft = ComposerDraft(document: PushReader().read(#"{"alert":{"title":"\#(String(repeating: "Flash sale ", count: 6))","body":"b"}}"#))
        let clock = WallClock(unixSeconds: 1_767_225_600, utcOffset: 0)
        let setUp = AppState(draft: draft, size: Size(width: 100, height: 30)) { state in
            state.phone = .small
            state.wallClock = clock
        }
        var oneByOne = AppState(draft: draft, size: Size(width: 100, height: 30))
        oneByOne.phone = .small
        oneByOne.wallClock = clock
        #expect(oneByOne.facts.analysis.diagnostics.allSatisfy { !$0.message.contains(PhoneSize.small.phrase) })
        oneByOne.settle()
        #expect(setUp.facts.analysis.diagnostics == oneByOne.facts.analysis.diagnostics)
        #expect(setUp.facts.analysis.diagnostics.contains { $0.code == TruncationRule.titleCut && $0.message.contains(PhoneSize.small.phrase) })
        #expect(setUp.facts.analysis.budget.brazeBytes == oneByOne.facts.analysis.budget.brazeBytes)
        #expect(setUp.facts.analysis.document.push.alert?.title == draft.document(requestBody: draft.requestBody).push.alert?.title)
    }

    @Test func aKeyThatChangesNothingIsNotAnUnsavedChange() {
        let h = ComposerHarness.opening()
        h.focus(.contentAvailable)
        #expect(h.state.draft.flag(of: .contentAvailable) == nil)
        h.press(.backspace)  // clearing a yes/no that is not set
        #expect(!h.state.isDirty)
        #expect(!h.state.needsAutosave)
        #expect(h.tick(100).isEmpty, "nothing to autosave")
    }

    @Test func typingAndDeletingAgainIsNotUnsaved() {
        let h = ComposerHarness.opening()
        h.type("x")
        #expect(h.state.isDirty)
        h.press(.backspace)
        #expect(!h.state.isDirty)
        #expect(h.state.exitReport().isEmpty)
    }

    @Test func aNewFileWithNothingTypedLeftLosesNothing() {
        let h = ComposerHarness(filePath: "new.json") { $0.document.savedDraft = nil }  // not on disk yet, as the launcher opens a new file
        h.type("x")
        h.press(.backspace)
        #expect(h.state.isDirty)
        #expect(h.state.exitReport().isEmpty, "\(h.state.exitReport())")
    }

    @Test func aSaveAndAnAutosaveOfOneRevisionBothCount() throws {
        let h = ComposerHarness.opening()
        h.type("!")
        let autosave = h.tick(100)
        #expect(autosave.contains { $0.isAutosave })
        // The autosave and the save both really happen, and both answers come back.
        #expect(h.press(.ctrl("s")).first?.saveRequest?.revision == h.state.revision)
        #expect(h.state.status?.text.hasPrefix("Saved ") == true)
        #expect(!h.state.isDirty)
        #expect(!h.state.needsAutosave)
    }

    @Test func afterMidnightTomorrowIsTheNextDay() {
        let h = ComposerHarness()
        // 23:59:30 UTC on 2026-01-01, then a tick 60 s later: the loop reads the wall clock.
        h.wall.now = WallClock(unixSeconds: 1_767_311_970, utcOffset: 0)
        h.tick(1)
        h.wall.now = WallClock(unixSeconds: 1_767_312_030, utcOffset: 0)
        h.tick(61)
        h.focus(.expiry)
        h.type("tomorrow 9:00")
        #expect(h.state.draft.push.expiry == "2026-01-03T09:00:00Z")
    }

    @Test func anExpiryPassesWhileTheComposerIsOpen() {
        let h = ComposerHarness(json: #"{"alert": "Hi", "expiry": "2026-01-01T12:00:00Z"}"#)
        h.wall.now = WallClock(unixSeconds: 1_767_268_800 - 30, utcOffset: 0)
        h.tick(1)
        #expect(!h.state.analysis.diagnostics.contains { $0.code == ExpiryRule.past })
        h.wall.now = WallClock(unixSeconds: 1_767_268_800 + 30, utcOffset: 0)
        h.tick(61)
        #expect(h.state.analysis.diagnostics.contains { $0.code == ExpiryRule.past })
    }
}

/// The pane compiles through the compiler, as `compile` and the exports do.
@MainActor
struct PaneCompilesLikeTheCompilerTests {
    @Test func theSimulatorPaneCarriesTheBundleID() {
        let h = ComposerHarness(size: ComposerHarness.wide)
        h.state.bundleID = "com.example.shop"
        h.state.previewForm = .simctl
        #expect(h.render().text.contains(#""Simulator Target Bundle": "com.example.shop""#))
    }
}

@MainActor
@Suite struct NextTimedChangeTests {
    @Test func nothingTimedIsPendingOnAFreshComposer() {
        let harness = ComposerHarness()
        #expect(harness.state.nextTimedChange == nil)
    }

    @Test func anEditMakesTheAutosaveDueAndAStatusMessageItsExpiry() {
        let harness = ComposerHarness()
        harness.tick(100)
        harness.type("x")
        #expect(harness.state.nextTimedChange == harness.state.lastEditAt + AppState.autosaveDelay)
        harness.state.document.autosavedDraft = harness.state.draft
        #expect(harness.state.nextTimedChange == nil)
        harness.state.say("Saved", .ok)
        #expect(harness.state.nextTimedChange == harness.state.status?.expiresAt)
    }
}

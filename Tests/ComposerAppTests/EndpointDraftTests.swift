import PushCore
import TerminalKit
import TestSupport
import Testing
import TextFormats
@testable import ComposerApp

/// A draft keeps the request it was read from: saving a scheduled send keeps its schedule,
/// a Live Activity update its notification's place, the bare messages object its channels.
@MainActor
struct EndpointDraftTests {
    @Test(arguments: [
        (#"{"external_user_ids": ["u"], "schedule": {"time": "2030-01-01T09:00:00Z", "in_local_time": false}, "messages": {"apple_push": {"alert": "Hi"}}}"#,
         #"{"external_user_ids":["u"],"schedule":{"time":"2030-01-01T09:00:00Z","in_local_time":false},"messages":{"apple_push":{"alert":"Hi","badge":2}}}"#),
        (#"{"app_id": "a", "activity_id": "b", "content_state": {"s": 1}, "notification": {"alert": {"body": "Hi"}}}"#,
         #"{"app_id":"a","activity_id":"b","content_state":{"s":1},"notification":{"alert":{"body":"Hi"},"badge":2}}"#),
        (#"{"apple_push": {"alert": "Hi"}, "android_push": {"alert": "Hi"}}"#,
         #"{"apple_push":{"alert":"Hi","badge":2},"android_push":{"alert":"Hi"}}"#),
    ])
    func savingKeepsTheEndpointsEnvelope(_ json: String, _ saved: String) {
        let document = PushReader().read(json)
        var draft = ComposerDraft(document: document)
        draft.push.badge = 2
        let text = FileForm(document).contents(of: draft)
        #expect(JSONWriter.string(PushReader().read(text).envelope.map(JSONValue.object) ?? .null) == saved)
    }
}

@MainActor
extension EndpointDraftTests {
    @Test func theAudienceScreenOffersOnlyTheEndpointsOwnKeys() {
        let send = ComposerDraft(document: PushReader().read(#"{"external_user_ids": ["u"], "messages": {"apple_push": {"alert": "Hi"}}}"#))
        #expect(send.fields(on: .audience).contains(.externalUserIDs))
        let update = ComposerDraft(document: PushReader().read(#"{"schedule_id": "s1", "schedule": {"time": "2030-01-01T09:00:00Z"}, "messages": {"apple_push": {"alert": "Hi"}}}"#))
        #expect(update.fields(on: .audience).isEmpty)
        // An empty screen is drawn, and keys on it do nothing harmful.
        let h = ComposerHarness(draft: update, size: ComposerHarness.wide)
        h.go(to: .audience)
        h.press(KeyEvent(.tab), KeyEvent(.backTab), KeyEvent(.character("x")), KeyEvent(.enter))
        #expect(h.lines()[2].contains("Who receives it"))
        let scheduled = ComposerDraft(document: PushReader().read(#"{"segment_id": "seg", "schedule": {"time": "2030-01-01T09:00:00Z"}, "messages": {"apple_push": {"alert": "Hi"}}}"#))
        #expect(scheduled.fields(on: .audience).contains(.segmentID))
    }
}

@MainActor
extension EndpointDraftTests {
    @Test func theTitleBarNamesAnEndpointOtherThanMessagesSend() {
        let scheduled = ComposerHarness(json: #"{"segment_id": "seg", "schedule": {"time": "2030-01-01T09:00:00Z"}, "messages": {"apple_push": {"alert": "Hi"}}}"#,
                                        size: ComposerHarness.wide)
        #expect(scheduled.lines()[0].contains("apple_push → Braze /messages/schedule/create"))
        let sent = ComposerHarness(json: #"{"external_user_ids": ["u"], "messages": {"apple_push": {"alert": "Hi"}}}"#, size: ComposerHarness.wide)
        #expect(sent.lines()[0].contains("apple_push → Braze request"))
    }

    @Test func altPReportsTheCutForTheChosenPhone() {
        let h = ComposerHarness(json: #"{"external_user_ids": ["u"], "messages": {"apple_push": {"alert": {"title": "Your order is on its way to you now", "body": "b"}}}}"#)
        #expect(h.state.phone == .standard)
        #expect(!h.state.analysis.diagnostics.contains { $0.code == "card.title.cut" })
        h.press(.alt("p"), .alt("p"))
        #expect(h.state.phone == .small)
        #expect(h.state.analysis.diagnostics.contains { $0.code == "card.title.cut" })
    }
}

@MainActor
extension EndpointDraftTests {
    @Test func aLiveActivitysNotificationProblemsShowUnderTheirFields() {
        let h = ComposerHarness(json: #"{"app_id": "a", "activity_id": "b", "content_state": {"s": 1}, "notification": {"alert": {"body": "Hi"}, "badge": -1}}"#)
        #expect(h.state.analysis.diagnostics.contains { $0.path == "/notification/badge" })
        // A badge below 1 has no count field: the badge's mode shows the problem on its screen.
        h.go(to: .badge)
        #expect(!h.state.diagnostics(for: .badgeMode).isEmpty)
        #expect(h.render().text.contains("The badge must be 0 or more"))
    }
}

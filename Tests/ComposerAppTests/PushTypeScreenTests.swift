@testable import ComposerApp
import Foundation
import PushCore
import TextFormats
import TestSupport
import Testing

/// A device payload's push type and Live Activity keys, on the screen that takes the audience's
/// place: chosen there, sent as headers, written into the payload where they are keys.
@MainActor
@Suite struct PushTypeScreenTests {
    static let liveActivity = #"{"aps":{"timestamp":1767225000,"event":"update","content-state":{"score":2},"alert":{"title":"Goal","body":"2-1"}},"match":7}"#
    static let alert = #"{"aps":{"alert":{"title":"Hi","subtitle":"Sub","body":"There"}},"zeta":1}"#

    /// The headers the composer would send the shown push with.
    func headers(_ h: ComposerHarness) -> APNsHeaders {
        APNsHeaders(document: h.state.shownDocument, bundleID: "com.example.app")
    }

    @Test func aDevicePayloadHasATypeTabWhereABrazeRequestHasItsAudience() {
        let device = ComposerHarness.opening(Self.alert, named: "hi.apns", size: ComposerHarness.wide)
        #expect(device.state.screens.last == .pushType && !device.state.screens.contains(.audience))
        device.press(.alt("9"))
        #expect(device.state.screen == .pushType)
        #expect(device.render().buffer.text(row: 1).contains(" 9 Type "))
        #expect(device.state.fields == [.pushType])

        let request = ComposerHarness.opening(size: ComposerHarness.wide)
        #expect(request.state.screens.last == .audience && !request.state.screens.contains(.pushType))
        request.press(.alt("9"))
        #expect(request.state.screen == .audience)
        #expect(request.render().buffer.text(row: 1).contains(" 9 Audience "))
    }

    @Test func aTypeChosenIsSentAsItsHeaderAndTopicButNotWrittenIntoTheFile() {
        let h = ComposerHarness.opening(Self.alert, named: "hi.apns", size: ComposerHarness.wide)
        let saved = h.state.fileForm.contents(of: h.state.draft)
        #expect(headers(h).pushType == "alert")
        h.choose("voip: \(APNsPushType.voip.facts.summary)", for: .pushType)
        #expect(headers(h).pushType == "voip")
        #expect(headers(h).topic == "com.example.app.voip")
        #expect(h.state.fileForm.contents(of: h.state.draft) == saved)
        // Nothing the file would hold changed: quitting does not ask to save.
        #expect(!h.state.isDirty)
        // Undo takes the choice back like any other edit.
        h.press(.ctrl("z"))
        #expect(h.state.draft.pushType == nil && headers(h).pushType == "alert")
    }

    @Test func theDeliveryScreensPriorityGoesOutWithADevicePayload() {
        let h = ComposerHarness.opening(Self.alert, named: "hi.apns", size: ComposerHarness.wide)
        h.choose("5 power-aware", for: .apnsPriority)
        #expect(headers(h).priority == 5)
    }

    @Test func aLiveActivitysKeysAreFieldsThatEditThePayloadInPlace() throws {
        let h = ComposerHarness.opening(Self.liveActivity, named: "match.apns", size: ComposerHarness.wide)
        h.go(to: .pushType)
        #expect(h.state.fields == [.pushType] + [LiveActivityKey.event, .timestamp, .contentState, .staleDate].map(FieldID.liveActivity))
        #expect(headers(h).pushType == "liveactivity" && headers(h).topic == "com.example.app.push-type.liveactivity")

        h.replace(.liveActivity(.timestamp), with: "now")
        h.replace(.liveActivity(.contentState), with: #"{"score": 3}"#)
        h.choose("end", for: .liveActivity(.event))
        #expect(h.state.fields.contains(.liveActivity(.dismissalDate)))
        h.replace(.liveActivity(.dismissalDate), with: "in 2h")

        let payload = try #require(PushReader().read(h.state.fileForm.contents(of: h.state.draft)).devicePayload)
        let aps = try #require(payload["aps"]?.objectValue)
        // Each key where the file had it, the new one last, the rest of the file untouched.
        #expect(aps.keys == ["timestamp", "event", "content-state", "alert", "dismissal-date"])
        #expect(aps["timestamp"] == .number(String(h.wall.now.unixSeconds)))
        #expect(aps["event"] == .string("end"))
        #expect(aps["content-state"]?.objectValue?["score"] == .number("3"))
        #expect(aps["dismissal-date"] == .number(String(h.wall.now.unixSeconds + 7200)))
        #expect(payload.keys == ["aps", "match"])
        // The gauge counts that file, as validate would.
        #expect(h.state.analysis.budget == PushAnalysis(PushReader().read(h.state.fileForm.contents(of: h.state.draft))).budget)
    }

    @Test func aCheckOnALiveActivityKeyStandsUnderItsField() {
        let h = ComposerHarness.opening(Self.liveActivity, named: "match.apns", size: ComposerHarness.wide)
        h.replace(.liveActivity(.timestamp), with: "")
        #expect(h.state.diagnostics(for: .liveActivity(.timestamp)).map(\.code) == [LiveActivityRule.timestamp])
        h.replace(.liveActivity(.timestamp), with: "1767225000000")
        #expect(h.state.diagnostics(for: .liveActivity(.timestamp)).map(\.code) == [LiveActivityRule.timestamp])
        h.focus(.liveActivity(.contentState))
        h.press(.ctrl("e"))
        h.type(",")
        // Not JSON yet: the draft keeps the last object typed.
        #expect(h.state.editor?.text.hasSuffix("},") == true)
        #expect(h.state.draft.liveActivity["content-state"]?.objectValue?["score"] == .number("2"))
    }

    @Test func choosingLiveActivityForAnAlertWritesTheKeysThatMakeItOne() throws {
        let h = ComposerHarness.opening(Self.alert, named: "hi.apns", size: ComposerHarness.wide)
        h.choose("liveactivity: \(APNsPushType.liveactivity.facts.summary)", for: .pushType)
        #expect(h.state.fields.contains(.liveActivity(.event)))
        h.choose("start", for: .liveActivity(.event))
        #expect(h.state.fields.suffix(3) == [.liveActivity(.attributesType), .liveActivity(.attributes), .liveActivity(.inputPushToken)])
        h.replace(.liveActivity(.attributesType), with: "MatchAttributes")
        h.replace(.liveActivity(.attributes), with: #"{"home": "A", "away": "B"}"#)
        h.focus(.liveActivity(.inputPushToken))
        h.press(.right)
        let saved = PushReader().read(h.state.fileForm.contents(of: h.state.draft))
        // The file now says what it is: read back, its keys call for a Live Activity.
        #expect(saved.pushType == .liveactivity)
        let aps = try #require(saved.devicePayload?["aps"]?.objectValue)
        #expect(aps["attributes-type"] == .string("MatchAttributes"))
        #expect(aps["input-push-token"] == .number("1"))
        #expect(aps["alert"]?.objectValue?["subtitle"] == .string("Sub"))
    }

    @Test func anAutosavedDevicePayloadKeepsItsLiveActivityKeys() throws {
        let h = ComposerHarness.opening(Self.liveActivity, named: "match.apns", size: ComposerHarness.wide)
        h.replace(.liveActivity(.timestamp), with: "1767225100")
        guard case .autosave(let request, _, _, _) = h.state.document.autosave() else {
            Issue.record("no autosave")
            return
        }
        let recovered = ComposerDraft(document: PushReader().interpret(JSONNode(request)))
        #expect(recovered.liveActivity["timestamp"] == .number("1767225100"))
        #expect(recovered == h.state.draft)
    }

    @Test func whatTheChosenTypeNeedsStandsUnderItsField() {
        let h = ComposerHarness.opening(Self.alert, named: "hi.apns", size: ComposerHarness.wide)
        h.choose("background: \(APNsPushType.background.facts.summary)", for: .pushType)
        // No content-available: the type's own error, under the type, where it was chosen.
        #expect(h.state.diagnostics(for: .pushType).map(\.code).contains(PushTypeRule.backgroundFlag))
        #expect(h.render().text.contains("✖ A background push needs"))
    }
}

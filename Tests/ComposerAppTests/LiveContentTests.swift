import BrazeLiquid
@testable import ComposerApp
import PushCore
import PushPersonalization
import TerminalKit
import TestSupport
import Testing

/// Alt-L: the previewed user's Connected Content calls asked for one at a time, each answer
/// rendered and shown in the pane, sanitised; off forgets them.
@MainActor
@Suite("Live Connected Content in the composer")
struct LiveContentTests {
    static let json = #"{"alert":{"title":"Weather","body":"{% connected_content https://api.example.com/w?who={{${first_name}}}&key=k1 :save w %}{{ w.sky }} then {% connected_content https://api.example.com/next/{{ w.sky }} %}"}}"#
    static let first = ConnectedContentCall(url: "https://api.example.com/w?who=Ana&key=k1")
    static let second = ConnectedContentCall(url: "https://api.example.com/next/Sunny")

    func harness() throws -> ComposerHarness {
        let h = ComposerHarness(json: Self.json, size: ComposerHarness.wide)
        h.state.testUsers = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana"}}"#.utf8), file: "users.json")
        h.press(.alt("u"), KeyEvent(.enter))
        return h
    }

    func calls(_ effects: [Effect]) -> [ConnectedContentCall] {
        effects.compactMap { if case .fetchConnectedContent(_, let call) = $0 { call } else { nil } }
    }

    @Test("Alt-L asks for the first call; its answer renders and asks for the next; the pane shows each, the key hidden")
    func chain() throws {
        let h = try harness()
        #expect(h.frameText.contains("Not sent to ana"))
        #expect(calls(h.effects).isEmpty, "nothing is called before live is on")
        #expect(calls(h.press(.alt("l"))) == [Self.first])
        #expect(h.frameText.contains("Connected Content calls (live)") && h.frameText.contains("Calling GET https://api.example.com/w?who=Ana&key=•••…"))
        let answered = h.send(.connectedContentFetched(ConnectedContentExchange(
            user: "ana", call: Self.first, answer: ConnectedContentAnswer(status: 200, body: #"{"sky": "Sunny"}"#), milliseconds: 12,
            headers: [.init(name: "Set-Cookie", value: "session=abc")], bodyBytes: 16)))
        #expect(calls(answered) == [Self.second], "the rendering with the first answer stops at the second call")
        #expect(h.frameText.contains("key=•••") && h.frameText.contains("< Set-Cookie: •••") && !h.frameText.contains("session=abc"))
        // A hostile body: an escape sequence reaches the screen only as visible text.
        h.send(.connectedContentFetched(ConnectedContentExchange(
            user: "ana", call: Self.second, answer: ConnectedContentAnswer(status: 200, body: "Rain\u{1B}]52;c;aGk=\u{07}"), bodyBytes: 14)))
        #expect(h.frameText.contains("Sunny then Rain"))
        #expect(!h.frameText.contains("\u{1B}") && !h.frameText.contains("\u{07}"))
        h.press(.ctrl("o"))
        #expect(!h.frameText.contains("Connected Content calls (live)"))
        h.press(.alt("l"))
        #expect(h.frameText.contains("Connected Content calls (live)"), "Alt-L shows the calls again")
        h.press(.alt("l"))
        #expect(!h.state.userPreview.live.isOn && h.frameText.contains("Not sent to ana"), "off: the answers are forgotten")
        #expect(calls(h.press(.alt("l"))) == [Self.first], "on again: called afresh")
        // Off while a call is under way: its answer, when it comes, is dropped, and on again calls anew.
        h.press(.alt("l"))
        h.send(.connectedContentFetched(ConnectedContentExchange(user: "ana", call: Self.first, answer: ConnectedContentAnswer(status: 200, body: #"{"sky": "Hail"}"#))))
        #expect(calls(h.press(.alt("l"))) == [Self.first])
        #expect(!h.frameText.contains("Hail"))
    }

    @Test("A template that calls without end stops at the per-user cap, said in the pane")
    func cap() throws {
        let h = ComposerHarness(json: #"{"alert":{"title":"T","body":"{% for i in (1..20) %}{% connected_content https://api.example.com/{{i}} %}{% endfor %}"}}"#,
                                size: ComposerHarness.wide)
        h.state.testUsers = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana"}}"#.utf8), file: "users.json")
        h.press(.alt("u"), KeyEvent(.enter))
        var asked = calls(h.press(.alt("l")))
        var made = 0
        while let call = asked.first {
            made += 1
            asked = calls(h.send(.connectedContentFetched(ConnectedContentExchange(user: "ana", call: call, answer: ConnectedContentAnswer(status: 200, body: "x")))))
        }
        #expect(made == ConnectedContentLoop.callsPerUser)
        #expect(h.frameText.contains("8 calls for ana, the most made for one version of the push"))
        // Edited, the push may make its calls again.
        h.press(KeyEvent(.tab))
        #expect(!calls(h.type("!")).isEmpty, "an edit gives the new version its own calls")
    }

    @Test("On a terminal too narrow for both, Alt-L shows the preview, where the calls are")
    func narrow() throws {
        let h = ComposerHarness(json: Self.json, size: ComposerHarness.small)
        h.state.testUsers = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana"}}"#.utf8), file: "users.json")
        h.press(.alt("u"), KeyEvent(.enter))
        #expect(!h.frameText.contains("Connected Content calls (live)"))
        h.press(.alt("l"))
        #expect(h.frameText.contains("Connected Content calls (live)"), "\(h.frameText)")
    }
}

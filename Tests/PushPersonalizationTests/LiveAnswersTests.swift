import BrazeLiquid
import Foundation
import PushCore
import PushPersonalization
import Testing

/// Live answers are for the users calls were made for: every other user keeps their canned data.
@Suite struct LiveAnswersTests {
    @Test("A user with live answers gets them; another keeps their canned live_data; a pending call's key is hidden")
    func perUser() throws {
        let users = try TestUsers.parse(Array(#"{"ana": {}, "bo": {"live_data": {"connected_content": "canned"}}}"#.utf8), file: "u.json").users
        var push = PersonalizablePush(PushReader().read(#"{"alert": "{% connected_content https://api.example.com/w?api_key=k1 %}"}"#))
        let call = ConnectedContentCall(url: "https://api.example.com/w?api_key=k1")
        push.fetchedContent = ["ana": [call: ConnectedContentAnswer(status: 200, body: "live")]]
        guard case .sent(let ana) = push.render(for: users[0], now: Date()), case .sent(let bo) = push.render(for: users[1], now: Date()) else {
            Issue.record("not rendered"); return
        }
        #expect(ana.push.alert?.body == "live" && bo.push.alert?.body == "canned")
        push.fetchedContent = ["ana": [:]]
        let pending = push.render(for: users[0], now: Date())
        #expect(pending.reason?.contains("api_key=•••") == true && pending.reason?.contains("k1") == false, "\(String(describing: pending.reason))")
    }
}

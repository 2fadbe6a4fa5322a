import BrazeLiquid
import Foundation
import Testing

/// Connected Content answered by calls fetched live: the request each user's render makes, and
/// how each kind of answer is used.
@Suite struct ConnectedContentLiveTests {
    /// Renders `source` for the test user with `answers` as the only Connected Content there is.
    func render(_ source: String, _ answers: [ConnectedContentCall: ConnectedContentAnswer] = [:],
                canned: [String: LiquidValue] = [:]) throws -> (LiquidResult, ConnectedContentCall?) {
        var context = LiquidContext(user: TestRender.user, now: TestRender.now, liveData: canned)
        context.connectedContent = answers
        var budget = RenderBudget.render
        var pending: ConnectedContentCall?
        let result = try LiquidTemplate(source).render(context, budget: &budget, pendingCall: &pending)
        return (result, pending)
    }

    @Test("A call not yet answered stops the render and names the whole request, every part rendered")
    func pending() throws {
        let source = #"{% connected_content https://api.example.com/u/{{${first_name}}} :method post :headers {"X-Zip": "{{custom_attribute.${zip code}}}", "Accept": "application/json"} :body id={{${first_name}}}&v=1 :content_type application/x-www-form-urlencoded :basic_auth weather :save r %}{{ r.city }}"#
        let (result, call) = try render(source, canned: ["connected_content": "canned"])
        // Canned live_data is not used when calls are fetched.
        #expect(result == .needsData(tag: "connected_content", what: "https://api.example.com/u/Jon"))
        #expect(call == ConnectedContentCall(method: "POST", url: "https://api.example.com/u/Jon",
                                             headers: [.init(name: "X-Zip", value: "10001"), .init(name: "Accept", value: "application/json")],
                                             body: "id=Jon&v=1", contentType: "application/x-www-form-urlencoded", basicAuth: "weather"))
    }

    @Test("A JSON answer is saved with its status; plain text is printed in place")
    func answered() throws {
        let call = ConnectedContentCall(url: "https://api.example.com/u/Jon")
        let saved = try render("{% connected_content https://api.example.com/u/{{${first_name}}} :save r %}{{ r.city }} {{ r.__http_status_code__ }}",
                               [call: ConnectedContentAnswer(status: 200, body: #"{"city": "Paris"}"#)])
        #expect(saved.0 == .rendered("Paris 200") && saved.1 == nil)
        let printed = try render("Hi {% connected_content https://api.example.com/u/{{${first_name}}} %}!", [call: .init(status: 200, body: "there")])
        #expect(printed.0 == .rendered("Hi there!"))
        let refused = try render("{% connected_content https://api.example.com/u/{{${first_name}}} :save r %}{% if r.__http_status_code__ != 200 %}{% abort_message('no weather') %}{% endif %}",
                                 [call: .init(status: 401, body: #"{"error": "key"}"#)])
        #expect(refused.0 == .aborted(reason: "no weather"))
    }

    @Test("A 404 renders nothing; a 500 with :retry aborts; no answer renders nothing, or aborts with :retry")
    func failures() throws {
        let call = ConnectedContentCall(url: "https://x.example.com/a")
        #expect(try render("[{% connected_content https://x.example.com/a %}]", [call: .init(status: 404, body: "Not Found")]).0 == .rendered("[]"))
        #expect(try render("[{% connected_content https://x.example.com/a %}]", [call: .init(status: 500, body: "oops")]).0 == .rendered("[oops]"))
        guard case .aborted(let reason?) = try render("{% connected_content https://x.example.com/a :retry %}", [call: .init(status: 502)]).0 else {
            Issue.record("a 502 with :retry should abort")
            return
        }
        #expect(reason.contains("answered 502"))
        let silent = ConnectedContentAnswer(status: nil, failure: "x.example.com did not answer")
        #expect(try render("[{% connected_content https://x.example.com/a %}]", [call: silent]).0 == .rendered("[]"))
        guard case .aborted(let quiet?) = try render("{% connected_content https://x.example.com/a :retry %}", [call: silent]).0 else {
            Issue.record("no answer with :retry should abort")
            return
        }
        #expect(quiet.contains("got no answer"))
    }

    @Test("Headers that are not a JSON object fail the render; a method other than get or post does not parse")
    func mistakes() throws {
        let (result, _) = try render("{% connected_content https://x.example.com :headers {nope} %}", [:])
        guard case .failed(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error.message.contains(":headers"))
        #expect(throws: LiquidError.self) { try LiquidTemplate("{% connected_content https://x.example.com :method delete %}") }
    }
}

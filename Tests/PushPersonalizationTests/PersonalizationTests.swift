import BrazeLiquid
import Foundation
import PushCore
import Testing
import TextFormats
@testable import PushPersonalization

@Suite("A push as a test user receives it")
struct PersonalizationTests {
    static let users = """
        {"ana": {"first_name": "Ana", "language": "pt", "custom_attribute": {"Brands Viewed": ["Acme"]}},
         "nameless": {},
         "cc": {"live_data": {"connected_content": {"deal": "2 for 1"}}}}
        """

    func users() throws -> TestUsers { try TestUsers.parse(Array(Self.users.utf8), file: "users.json") }

    func document(_ json: String) -> PushDocument { PushReader().read(Array(json.utf8)) }

    let now = Date(timeIntervalSince1970: 1_773_502_200)  // 2026-03-14T15:30:00Z

    @Test("live_data that is not an object is refused, not left among the attributes for a template to read")
    func liveDataMustBeCannedAnswers() {
        for value in ["null", "\"x\"", "[1]", "3"] {
            do {
                let users = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana", "live_data": \#(value)}}"#.utf8), file: "u.json")
                Issue.record("read \(value) as live_data: \(users.users.map(\.attributes))")
            } catch {
                #expect(error.message.hasPrefix("u.json:1:31: user \"ana\": live_data holds canned answers"), "\(error.message)")
            }
        }
    }

    @Test("The users file keeps its order, its namespaces and its canned live data")
    func usersFile() throws {
        let users = try users()
        #expect(users.users.map(\.name) == ["ana", "nameless", "cc"])
        #expect(users.user(named: "cc")?.liveData.keys.sorted() == ["connected_content"])
        #expect(throws: TestUsersError.self) { try TestUsers.parse(Array("[1]".utf8), file: "u.json") }
        #expect(throws: TestUsersError.self) { try TestUsers.parse(Array(#"{"a": 1}"#.utf8), file: "u.json") }
        do {
            _ = try TestUsers.parse(Array(#"{"a": "#.utf8), file: "u.json")
            Issue.record("a broken users file was read")
        } catch {
            #expect(error.message.hasPrefix("u.json:1:"))
        }
    }

    @Test("A triggered request's properties are the namespaces Braze gives templates, a recipient's own over the request's")
    func requestProperties() throws {
        let doc = document(#"{"campaign_id":"c","trigger_properties":{"item":"lamp","size":"M"},"recipients":[{"external_user_id":"ana","trigger_properties":{"size":"L"}}]}"#)
        let properties = RequestProperties(doc)
        let ana = properties.applied(to: try users().users[0].attributes, user: "ana")
        let template = try LiquidTemplate("{{api_trigger_properties.${item}}} {{api_trigger_properties.${size}}} for {{${first_name}}}")
        #expect(template.render(LiquidContext(user: ana, now: now)) == .rendered("lamp L for Ana"))
        let other = properties.applied(to: try users().users[1].attributes, user: "nameless")
        #expect(template.render(LiquidContext(user: other, now: now)) == .rendered("lamp M for "))
        let canvas = RequestProperties(document(#"{"canvas_id":"cv","canvas_entry_properties":{"x":1},"broadcast":true}"#))
        let entry = canvas.applied(to: try users().users[1].attributes, user: "nameless")
        #expect(try LiquidTemplate("{{canvas_entry_properties.${x}}}").render(LiquidContext(user: entry, now: now)) == .rendered("1"))
        #expect(RequestProperties(document(#"{"alert":"Hi"}"#)).isEmpty)
        // The request key's own name reads the same properties.
        #expect(try LiquidTemplate("{{trigger_properties.${item}}}").render(LiquidContext(user: ana, now: now)) == .rendered("lamp"))
    }

    @Test("A recipient named twice takes the first object's properties, as the send does")
    func recipientNamedTwice() throws {
        let doc = document(#"{"campaign_id":"c","recipients":[{"external_user_id":"ana","trigger_properties":{"size":"S"}},{"external_user_id":"ana","trigger_properties":{"size":"XL"}}]}"#)
        let ana = RequestProperties(doc).applied(to: try users().users[0].attributes, user: "ana")
        #expect(try LiquidTemplate("{{api_trigger_properties.${size}}}").render(LiquidContext(user: ana, now: now)) == .rendered("S"))
    }

    @Test("A push rendered with a trigger request given beside it sees that request's properties")
    func triggerBesideThePush() throws {
        let push = document(#"{"alert":{"title":"Your {{api_trigger_properties.${item}}} shipped","body":"b"}}"#)
        let trigger = RequestProperties(document(#"{"campaign_id":"c","trigger_properties":{"item":"lamp"},"broadcast":true}"#))
        guard case .sent(let rendered) = Personalization.render(push, for: try users().users[0], now: now, trigger: trigger) else {
            Issue.record("not sent")
            return
        }
        #expect(PushCompiler().compile(rendered, to: .apns).contains(#""title":"Your lamp shipped""#))
    }

    @Test("Attributes are rendered per user; an unset one is blank, and default fills it")
    func rendered() throws {
        let doc = document(#"{"alert":{"title":"Hi {{${first_name} | default: 'there'}}","body":"{{custom_attribute.${Brands Viewed} | first}} picks"}}"#)
        let users = try users()
        guard case .sent(let ana) = Personalization.render(doc, for: users.users[0], now: now),
              case .sent(let nameless) = Personalization.render(doc, for: users.users[1], now: now) else {
            Issue.record("not sent")
            return
        }
        #expect(PushCompiler().compile(ana, to: .apns).contains(#""title":"Hi Ana""#))
        #expect(PushCompiler().compile(ana, to: .apns).contains(#""body":"Acme picks""#))
        #expect(PushCompiler().compile(nameless, to: .apns).contains(#""title":"Hi there""#))
        #expect(!ByteBudget(push: ana.push).isLowerBound)
    }

    @Test("abort_message and live data are outcomes of their own; a canned value lets it render")
    func outcomes() throws {
        let users = try users()
        let abort = document(#"{"alert":"{% if ${first_name} == blank %}{% abort_message('no name') %}{% endif %}Hi"}"#)
        let aborted = Personalization.render(abort, for: users.users[1], now: now)
        #expect(aborted.outcome == "aborted" && aborted.reason?.contains("no name") == true)
        #expect(Personalization.render(abort, for: users.users[0], now: now).outcome == "gets-it")
        // A bare abort gives Braze's own log text as the reason.
        let bare = document(#"{"alert":"{% if ${first_name} == blank %}{% abort_message %}{% endif %}Hi"}"#)
        #expect(Personalization.render(bare, for: users.users[1], now: now).reason == "{% abort_message %} called")
        let call = document(#"{"alert":"{% if ${first_name} == blank %}{% abort_message() %}{% endif %}Hi"}"#)
        #expect(Personalization.render(call, for: users.users[1], now: now).reason == "{% abort_message %} called")
        let live = document(#"{"alert":"{% connected_content https://example.com/deal :save deal %}{{deal.deal}}"}"#)
        #expect(Personalization.render(live, for: users.users[0], now: now).outcome == "needs-data")
    }

    @Test("A push without Liquid comes back as it is")
    func noLiquid() throws {
        let doc = document(#"{"alert":{"title":"Plain","body":"text"}}"#)
        guard case .sent(let same) = Personalization.render(doc, for: try users().users[0], now: now) else {
            Issue.record("not sent")
            return
        }
        #expect(PushCompiler().compile(same, to: .request) == PushCompiler().compile(doc, to: .request))
    }

    @Test("Braze's export fields become the names templates use, and hand-written attributes survive a fetch")
    func exportMapping() throws {
        let exported = try #require(try JSONReader().read(Array("""
            {"external_id":"ana-test","first_name":"Ana","email":"a@x.io","home_city":"Lisbon","dob":"1990-02-03",
             "custom_attributes":{"tier":"gold"},"email_subscribe":"opted_in",
             "apps":[{"name":"A","version":"1.0","last_used":"2026-01-01"},{"name":"A","version":"2.1","last_used":"2026-02-01"}],
             "devices":[{"model":"iPhone 15","os":"iOS 18"}],"push_tokens":[{"platform":"iOS","token":"ab"}]}
            """.utf8)).value.objectValue)
        let attributes = BrazeExportMapping.attributes(from: exported)
        #expect(attributes["user_id"] == .string("ana-test"))
        #expect(attributes["email_address"] == .string("a@x.io"))
        #expect(attributes["city"] == .string("Lisbon"))
        #expect(attributes["date_of_birth"] == .string("1990-02-03"))
        #expect(attributes["custom_attribute"]?.objectValue?["tier"] == .string("gold"))
        #expect(attributes["most_recent_app_version"] == .string("2.1"))
        #expect(attributes["most_recently_used_device"]?.objectValue?["platform"] == .string("ios"))
        let handWritten = JSONObject(pairs: ["most_recent_locale": .string("pt_PT"), "first_name": .string("Old")])
        let merged = BrazeExportMapping.merge(attributes, into: handWritten)
        #expect(merged["most_recent_locale"] == .string("pt_PT") && merged["first_name"] == .string("Ana"))
    }
}

@Suite("Rendering many users within one run's budget")
struct RunBudgetTests {
    @Test("A costly template over many users stops within the run's budget; later users say why they were not rendered")
    func runBudget() throws {
        // Each render scans a 10 KB string 2,000 times: about 20 million steps, over one render's budget.
        let body = "{% assign s = '0123456789' %}{% for i in (1..10) %}{% assign s = s | append: s %}{% endfor %}{% for i in (1..2000) %}{% if s contains 'y' %}{% endif %}{% endfor %}ok"
        let json = #"{"alert": {"body": "\#(body)"}}"#
        let document = PushReader().read(Array(json.utf8))
        let names = (1...100).map { "\"u\($0)\": {}" }.joined(separator: ",")
        let users = try TestUsers.parse(Array("{\(names)}".utf8), file: "users.json")
        let push = PersonalizablePush(document)
        var run = RenderBudget(limit: 3 * RenderBudget.perRender)
        let results = users.users.map { push.render(for: $0, now: Date(timeIntervalSince1970: 0), run: &run) }
        #expect(run.isExhausted)
        // No user spends past one render's budget by more than a step, and the run stops near its limit.
        #expect(run.spent <= run.limit + 3 * 20_000)
        guard case .failed(_, let first) = results[0], case .failed(_, let last) = results[99] else {
            Issue.record("expected failures, got \(results[0]) and \(results[99])")
            return
        }
        #expect(first.code == "liquid.too-costly")
        #expect(first.message.contains("does more work than a preview may"))
        #expect(last.code == "liquid.too-costly")
        #expect(last.message.contains("used up the work one run may do"))
    }

    @Test("A push of ten tags renders for ten thousand users within one run's budget")
    func manyCheapUsers() throws {
        let json = #"{"alert": {"title": "Hi {{${first_name} | default: 'there' | capitalize}}", "body": "{% if ${language} == 'pt' %}Olá{% else %}Hello{% endif %} {{ 'now' | date: '%b %d' }}"}}"#
        let document = PushReader().read(Array(json.utf8))
        let names = (1...10_000).map { "\"u\($0)\": {\"first_name\": \"n\($0)\", \"language\": \"pt\"}" }.joined(separator: ",")
        let users = try TestUsers.parse(Array("{\(names)}".utf8), file: "users.json")
        let push = PersonalizablePush(document)
        var run = RenderBudget(limit: RenderBudget.perRun)
        let sent = users.users.filter {
            if case .sent = push.render(for: $0, now: Date(timeIntervalSince1970: 0), run: &run) { return true }
            return false
        }
        #expect(sent.count == 10_000)
        #expect(run.spent < run.limit / 10)
    }
}

@Suite("The attributes the test users have")
struct AttributeCatalogTests {
    @Test("every user's top-level and custom attributes join Braze's standard ones; no users knows only those")
    func catalog() throws {
        let users = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana", "nickname": "A", "custom_attribute": {"tier": "gold"}}, "bo": {"custom_attribute": {"points": 3}}}"#.utf8), file: "u.json")
        let catalog = users.attributeCatalog
        #expect(catalog.topLevel.isSuperset(of: ["first_name", "nickname", "time_zone"]))
        #expect(catalog.custom == ["tier", "points"])
        #expect(TestUsers(users: []).attributeCatalog == .standard)
    }
}

import BrazeLiquid
import Testing

/// Braze's own tags: abort_message, and the tags that need live data.
@Suite("Braze tags")
struct BrazeTagTests {
    @Test("abort_message in every documented form")
    func abortMessage() {
        #expect(TestRender.result("{% abort_message %}") == .aborted(reason: nil))
        #expect(TestRender.result("{% abort_message() %}") == .aborted(reason: nil))
        #expect(TestRender.result("{% abort_message('no name') %}") == .aborted(reason: "no name"))
        #expect(TestRender.result("{% abort_message(\"no name\") %}") == .aborted(reason: "no name"))
        #expect(TestRender.result("{% abort_message(not same day) %}") == .aborted(reason: "not same day"))
    }

    @Test("translation renders the text inside it by default, and the locale's text when there is one")
    func translation() throws {
        let source = "{% translation greeting %}Hello {{${first_name}}}!{% endtranslation %} {% translation offer %}50% off{% endtranslation %}"
        #expect(TestRender.text(source) == "Hello Jon! 50% off")
        let template = try LiquidTemplate(source)
        #expect(template.translationIDs == ["greeting", "offer"])
        var context = LiquidContext(user: TestRender.user, now: TestRender.now)
        context.translations = ["greeting": try LiquidTemplate("こんにちは {{${first_name}}}さん!")]
        #expect(template.render(context) == .rendered("こんにちは Jonさん! 50% off"))
    }

    @Test("a translation without an id, with two words, used twice or never closed is a syntax error")
    func translationMistakes() {
        for (source, message) in [
            ("{% translation %}Hi{% endtranslation %}", "'translation' needs an id, such as {% translation greeting %}"),
            ("{% translation a b %}Hi{% endtranslation %}", "a translation id is one word (letters, digits, _ and -), not 'a b'"),
            ("{% translation a %}Hi{% endtranslation %}{% translation a %}Ho{% endtranslation %}", "translation id 'a' is already used in this text; each id is used once"),
            ("{% translation a %}Hi", "'translation' tag was never closed with 'endtranslation'"),
        ] {
            guard case .failed(let error) = TestRender.result(source) else {
                Issue.record("\(source) parsed")
                continue
            }
            #expect(error.code == LiquidErrorCode.syntax && error.message == message, "\(source)")
        }
    }

    @Test("abort_message only when reached")
    func abortWhenReached() {
        let source = "{% if ${first_name} == blank %}{% abort_message('no first name') %}{% endif %}Hi ${first_name}"
        #expect(TestRender.result(source) == .rendered("Hi Jon"))
        #expect(TestRender.result(source, user: ["first_name": ""]) == .aborted(reason: "no first name"))
    }

    @Test("connected_content needs its URL, rendered, when no canned answer exists")
    func connectedContentNeedsData() {
        let source = "{% connected_content https://api.example.com/u/{{${first_name}}}?zip={{custom_attribute.${zip code}}} :save r %}{{ r.city }}"
        #expect(TestRender.result(source) == .needsData(tag: "connected_content", what: "https://api.example.com/u/Jon?zip=10001"))
    }

    @Test("connected_content with :save parses a JSON answer, keyed by URL or by tag")
    func connectedContentSaved() {
        let source = "{% connected_content https://api.example.com/u/{{${first_name}}} :save r %}{{ r.city }} {{ r.__http_status_code__ }}"
        let byURL: [String: LiquidValue] = ["connected_content:https://api.example.com/u/Jon": #"{"city": "Paris"}"#]
        #expect(TestRender.text(source, liveData: byURL) == "Paris 200")
        let byTag: [String: LiquidValue] = ["connected_content": ["city": "Lyon"]]
        #expect(TestRender.text(source, liveData: byTag) == "Lyon 200")
    }

    @Test("connected_content without :save prints the answer")
    func connectedContentPrinted() {
        let source = "Weather: {% connected_content https://weather.example.com/today :method get :cache_max_age 900 %}"
        #expect(TestRender.text(source, liveData: ["connected_content": "sunny"]) == "Weather: sunny")
        #expect(TestRender.text(source, liveData: ["connected_content": ["t": 21]]) == #"Weather: {"t":21}"#)
    }

    @Test("connected_content with headers holding spaces and a body")
    func connectedContentOptions() {
        let source = #"{% connected_content https://x.example.com :method post :headers {"X-Key": "a b"} :body id={{${first_name}}}&v=1 :save r %}{{ r }}"#
        #expect(TestRender.text(source, liveData: ["connected_content": "ok"]) == "ok")
    }

    @Test("catalog_items binds items from a canned catalog")
    func catalogItems() {
        let source = "{% catalog_items games 1234 5678 %}{{ items[0].title }}, {{ items[1].title }}"
        #expect(TestRender.result(source) == .needsData(tag: "catalog_items", what: "games 1234 5678"))
        let catalog: LiquidValue = ["1234": ["title": "Chess"], "5678": ["title": "Go"]]
        #expect(TestRender.text(source, liveData: ["catalog_items:games": catalog]) == "Chess, Go")
        #expect(TestRender.text(source, liveData: ["catalog_items": [["title": "A"], ["title": "B"]]]) == "A, B")
    }

    @Test("catalog item ids may come from Liquid")
    func catalogItemsWithLiquid() {
        let source = "{% catalog_items shoes {{event_properties.${item}}} %}{{ items[0].price }}"
        #expect(TestRender.text(source, liveData: ["catalog_items:shoes": ["Shoes": ["price": 99]]]) == "99")
    }

    @Test("promotion prints a code from a canned list")
    func promotion() {
        #expect(TestRender.result("Code: {% promotion('spring') %}") == .needsData(tag: "promotion", what: "spring"))
        #expect(TestRender.text("Code: {% promotion('spring') %}", liveData: ["promotion:spring": "SPR-42"]) == "Code: SPR-42")
        #expect(TestRender.text("Code: {% promotion('spring') %}", liveData: ["promotion": "ANY-1"]) == "Code: ANY-1")
    }

    @Test("content blocks are rendered in place, with the user's data")
    func contentBlocks() {
        let source = "{{content_blocks.${Footer}}}!"
        #expect(TestRender.result(source) == .needsData(tag: "content_blocks", what: "Footer"))
        #expect(TestRender.text(source, liveData: ["content_blocks": ["Footer": "Bye {{${first_name}}}"]]) == "Bye Jon!")
        #expect(TestRender.text(source, liveData: ["content_blocks:Footer": "Ciao"]) == "Ciao!")
    }

    @Test("an error inside a content block points at the block")
    func contentBlockError() {
        let result = TestRender.result("x\n{{content_blocks.${Footer}}}", liveData: ["content_blocks": ["Footer": "{{ 1 | divided_by: 0 }}"]])
        guard case .failed(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error.line == 2)
        #expect(error.message.contains("content block 'Footer'"))
    }

    @Test("a content block that includes itself stops at the nesting cap")
    func contentBlockRecursion() {
        let result = TestRender.result("{{content_blocks.${Loop}}}", liveData: ["content_blocks": ["Loop": "a{{content_blocks.${Loop}}}"]])
        guard case .failed(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error.code == "liquid.limit")
    }

    @Test("needsData reports only tags that are reached")
    func needsDataOnlyWhenReached() {
        let source = "{% if false %}{% promotion('x') %}{% endif %}done"
        #expect(TestRender.result(source) == .rendered("done"))
    }

    @Test("message_extras prints nothing")
    func messageExtras() {
        #expect(TestRender.text("a{% message_extras :key id :value {{${first_name}}} %}b") == "ab")
    }

    @Test("tags Braze does not support are reported as such")
    func unsupportedTags() {
        for source in ["{% render 'x' %}", "{% include 'x' %}", "{% cycle 1, 2 %}", "{% tablerow i in (1..2) %}{% endtablerow %}"] {
            #expect(TestRender.parseError(source)?.code == "liquid.unsupported", "\(source)")
        }
    }
}

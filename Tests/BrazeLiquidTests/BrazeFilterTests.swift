import BrazeLiquid
import Testing

/// Braze's filters and Braze's semantics of standard ones.
@Suite("Braze filters")
struct BrazeFilterTests {
    @Test("encoding filters give Braze's documented outputs")
    func documentedEncodings() {
        #expect(TestRender.text("{{'hey' | md5}}") == "6057f13c496ecf7fd777ceb9e79ae285")
        #expect(TestRender.text("{{'hey' | sha1}}") == "7f550a9f4c44173a37664d938f1355f0f92a47a7")
        #expect(TestRender.text("{{'hey' | sha2}}") == "fa690b82061edfd2852629aeba8a8977b57e40fcb77d1a7a28b26cba62591204")
        #expect(TestRender.text("{{'blah' | base64_encode}}") == "YmxhaA==")
        #expect(TestRender.text("{{'hey' | hmac_sha1_hex: 'secret_key'}}") == "2a3969bed25bfeefb00aca4063eb9590b4df8f0e")
        #expect(TestRender.text("{{'hey' | hmac_sha1: 'secret_key'}}") == "2a3969bed25bfeefb00aca4063eb9590b4df8f0e")
        #expect(TestRender.text("{{'hey' | hmac_sha1_base64: 'secret_key'}}") == "KjlpvtJb/u+wCspAY+uVkLTfjw4=")
        #expect(TestRender.text("{{'hey' | hmac_sha256_hex: 'secret_key'}}") == "8df897f8da3d7992fe57c8dbc6f27578cfbf2dcc4d0fbb4000b8c924841d508e")
        #expect(TestRender.text("{{'hey' | hmac_sha256: 'secret_key'}}") == "8df897f8da3d7992fe57c8dbc6f27578cfbf2dcc4d0fbb4000b8c924841d508e")
        #expect(TestRender.text("{{'hey' | hmac_sha256_base64: 'secret_key'}}") == "jfiX+No9eZL+V8jbxvJ1eM+/LcxND7tAALjJJIQdUI4=")
        #expect(TestRender.text("{{'hey' | hmac_sha512: 'secret_key'}}")
            == "77559e110f13ef5700f9085728484653bd6365fb9426537f9b842f05a744f12f5f1f957aa966bd7296238e947461be739ad5417364f1737a58f7b464317c03ed")
    }

    @Test("URL filters")
    func urlFilters() {
        #expect(TestRender.text("{{'hey<>hi' | url_escape}}") == "hey%3C%3Ehi")
        #expect(TestRender.text("{{'hey<&>hi' | url_param_escape}}") == "hey%3C%26%3Ehi")
        #expect(TestRender.text("{{'google search' | url_encode}}") == "google+search")
        #expect(TestRender.text("{{'a b/c?d=é' | url_escape}}") == "a%20b/c?d=%C3%A9")
        #expect(TestRender.text("{{'google+search%21' | url_decode}}") == "google search!")
    }

    @Test("number_with_delimiter")
    func numberWithDelimiter() {
        #expect(TestRender.text("{{ 123456 | number_with_delimiter }}") == "123,456")
        #expect(TestRender.text("{{ -1234567.891 | number_with_delimiter }}") == "-1,234,567.891")
        #expect(TestRender.text("{{ '9876543' | number_with_delimiter }}") == "9,876,543")
        #expect(TestRender.text("{{ 999 | number_with_delimiter }}") == "999")
        #expect(TestRender.text("{{ 'abc' | number_with_delimiter }}") == "abc")
    }

    @Test("money is Braze's: the amount with two decimals, not cents")
    func money() {
        #expect(TestRender.text("${{ 145 | money }}") == "$145.00")
        #expect(TestRender.text("${{ 145 | divided_by: 100.00 | money }}") == "$1.45")
        #expect(TestRender.text("{{ 17.8 | money }}") == "17.80")
        #expect(TestRender.text("{% assign my_int = '350000.25' | plus: 0 %}{{ my_int | money }}") == "350,000.25")
        #expect(TestRender.text("{{ 2.675 | money }}") == "2.68")
        #expect(TestRender.text("{{ ${nothing} | money }}") == "")
    }

    @Test("json_escape, json_parse, as_json_string")
    func json() {
        #expect(TestRender.text(#"{{ s | json_escape }}"#, variables: ["s": "say \"hi\" \\ now\n"]) == #"say \"hi\" \\ now\n"#)
        let source = #"{% assign list = s | json_parse %}{% for x in list %}{{ x.n }}{% endfor %}|{{ list | as_json_string }}"#
        #expect(TestRender.text(source, variables: ["s": #"[{"n": 1}, {"n": 2}]"#]) == #"12|[{"n":1},{"n":2}]"#)
        guard case .failed(let error) = TestRender.result("{{ 'not json' | json_parse }}") else {
            Issue.record("bad JSON must fail")
            return
        }
        #expect(error.code == "liquid.render")
    }

    @Test("property_accessor reads a hash by a key that may come from Liquid")
    func propertyAccessor() {
        let variables: [String: LiquidValue] = ["hash": ["a": 42, "b": 0], "key": "a"]
        #expect(TestRender.text("{{ hash | property_accessor: 'a' }}", variables: variables) == "42")
        #expect(TestRender.text("{{ hash | property_accessor: key }}", variables: variables) == "42")
        #expect(TestRender.text("{{ hash | property_accessor: 'z' }}", variables: variables) == "")
    }

    @Test("default, with allow_false")
    func defaultFilter() {
        #expect(TestRender.text("{{ ${nickname} | default: 'friend' }}") == "friend")
        #expect(TestRender.text("{{ '' | default: 'friend' }}") == "friend")
        #expect(TestRender.text("{{ '  ' | default: 'friend' }}") == "  ")
        #expect(TestRender.text("{{ 0 | default: 'friend' }}") == "0")
        #expect(TestRender.text("{{ false | default: 'friend' }}") == "friend")
        #expect(TestRender.text("{{ false | default: 'friend', allow_false: true }}") == "false")
    }

    @Test("integer division truncates; a float divisor keeps decimals; float math is decimal")
    func math() {
        #expect(TestRender.text("{{ 15 | divided_by: 2 }}") == "7")
        #expect(TestRender.text("{{ 15 | divided_by: 2.0 }}") == "7.5")
        #expect(TestRender.text("{{ 10.1 | plus: 2.2 }}") == "12.3")
        #expect(TestRender.text("{{ custom_attribute.${giftcard_balance} | times: 1.1 }}") == "11.0")
    }

    @Test("unknown and unsupported filters are parse errors with a suggestion")
    func unknownFilters() {
        let unknown = TestRender.parseError("{{ 'x' | upcasee }}")
        #expect(unknown?.code == "liquid.unknown-filter")
        #expect(unknown?.message == "unknown filter 'upcasee'; did you mean 'upcase'?")
        #expect(TestRender.parseError("{{ 'x' | frobnicate }}")?.message == "unknown filter 'frobnicate'")
        for filter in ["lstrip", "rstrip", "pluralize", "money_with_currency", "handleize", "find_index", "color_to_rgb"] {
            let error = TestRender.parseError("{{ 'x' | \(filter) }}")
            #expect(error?.code == "liquid.unsupported", "\(filter)")
            #expect(error?.message.contains("not supported by Braze") == true)
        }
    }

    @Test("filter argument counts are checked when parsing")
    func arity() {
        let error = TestRender.parseError("{{ 'x' | append }}")
        #expect(error?.code == "liquid.arguments")
        #expect(error?.message == "filter 'append' takes 1 argument, got 0")
        #expect(TestRender.parseError("{{ 'x' | upcase: 1 }}")?.code == "liquid.arguments")
        #expect(TestRender.parseError("{{ 'x' | default: 'y', nonsense: true }}")?.code == "liquid.arguments")
    }
}

import BrazeLiquid
import Testing

/// Behaviours of Shopify Liquid 5, which Braze runs, each checked against Shopify's own test
/// suite (test/integration/standard_filter_test.rb, tags/raw_tag_test.rb).
@Suite("Shopify Liquid's behaviour")
struct ShopifyBehaviourTests {
    @Test("h is escape's alias")
    func hAlias() {
        #expect(TestRender.text(#"{{ "<b>Tom & Jerry</b>" | h }}"#) == "&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;")
    }

    @Test("a decimal divisor of zero gives Infinity, -Infinity or NaN; a whole zero is an error")
    func divisionByZero() {
        #expect(TestRender.text("{{ 1.0 | divided_by: 0.0 }}") == "Infinity")
        #expect(TestRender.text("{{ 1 | divided_by: 0.0 }}") == "Infinity")
        #expect(TestRender.text("{{ -2.5 | divided_by: 0.0 }}") == "-Infinity")
        #expect(TestRender.text("{{ 0.0 | divided_by: 0.0 }}") == "NaN")
        #expect(TestRender.text("{{ 5 | divided_by: 0 }}").contains("divided by 0"))
        #expect(TestRender.text("{{ 1.0 | modulo: 0.0 }}").contains("divided by 0"))
    }

    @Test("a '|' with no filter and a ':' with no argument are skipped, with a liquid.lax warning")
    func strayFilterSyntax() throws {
        #expect(TestRender.text(#"{{ "a" | | upcase }}"#) == "A")
        #expect(TestRender.text(#"{{ "a" | upcase: }}"#) == "A")
        #expect(TestRender.text(#"{{ "a" | }}"#) == "a")
        #expect(try LiquidTemplate(#"{{ "a" | | upcase: }}"#).warnings.map(\.code) == ["liquid.lax", "liquid.lax"])
    }

    @Test("parentheses in a condition are taken as meant, with a warning that Braze does not; a range stays a range")
    func parentheses() throws {
        #expect(TestRender.text("{% if (1 == 1) %}yes{% endif %}") == "yes")
        #expect(TestRender.text("{% if (1 == 2) or (${first_name} == 'Jon') %}yes{% endif %}") == "yes")
        #expect(try LiquidTemplate("{% if (1 == 1) %}yes{% endif %}").warnings.first?.message.hasPrefix("parentheses do not group") == true)
        #expect(TestRender.text("{% for i in (1..3) %}{{ i }}{% endfor %}") == "123")
        #expect(try LiquidTemplate("{% if (1..3) contains 2 %}y{% endif %}").warnings.isEmpty)
    }

    @Test("blank and empty are literals, whatever is assigned to those names")
    func blankAndEmpty() {
        #expect(TestRender.text("{% assign blank = 1 %}[{{ blank }}][{{ empty }}]") == "[][]")
        #expect(TestRender.text(#"{% if empty == "" %}E{% endif %}{% if blank == "  " %}B{% endif %}"#) == "EB")
    }

    @Test("raw keeps its body byte for byte: the trim markers of raw and endraw trim only outside it")
    func rawTrim() {
        #expect(TestRender.text("> {%- raw -%}{{ test }}{%- endraw -%} <") == ">{{ test }}<")
        #expect(TestRender.text("> {%- raw -%} inner {%- endraw %} <") == "> inner  <")
        #expect(TestRender.text("> {%- raw -%} inner {%- endraw -%} <") == "> inner <")
        #expect(TestRender.text("{% raw %}{{- x -}} {%- if -%}{% endraw %}") == "{{- x -}} {%- if -%}")
    }
}

import BrazeLiquid
import Testing

/// Braze's `${…}` preprocessor, as Braze's own examples use it.
@Suite("Braze preprocessor")
struct PreprocessorTests {
    @Test("a standard attribute in an output")
    func standardAttribute() {
        #expect(TestRender.text("Hi {{${first_name}}}!") == "Hi Jon!")
        #expect(TestRender.text("Hi {{ ${first_name} }}!") == "Hi Jon!")
        #expect(TestRender.text("Hi {{${ first_name }}}!") == "Hi Jon!")
    }

    @Test("an unset attribute renders empty, and default fills it")
    func unsetAttribute() {
        #expect(TestRender.text("Hi {{${last_name}}}!") == "Hi !")
        #expect(TestRender.text("Hi {{${nickname}}}!") == "Hi !")
        #expect(TestRender.text("Hi {{${last_name} | default: 'there'}}!") == "Hi there!")
        #expect(TestRender.text("{% if ${last_name} == null %}none{% endif %}") == "none")
        #expect(TestRender.text("{% if ${last_name} == blank %}blank{% endif %}") == "blank")
    }

    @Test("custom attributes need their namespace; names may hold spaces")
    func namespaces() {
        #expect(TestRender.text("{{custom_attribute.${zip code}}}") == "10001")
        #expect(TestRender.text("{{custom_attribute.${Brands Viewed} | join: ', '}}") == "Nike, Puma")
        #expect(TestRender.text("{{custom_attribute.${Number_Game Attended}}}") == "1")
        #expect(TestRender.text("{{event_properties.${item}}} {{event_properties.${price}}}") == "Shoes 49.5")
        #expect(TestRender.text("{{targeted_device.${platform}}}") == "ios")
        #expect(TestRender.text("{% if custom_attribute.${Brands Viewed} contains 'Nike' %}fan{% endif %}") == "fan")
    }

    @Test("inner {{ }} inside tags are optional")
    func innerBracesInTags() {
        #expect(TestRender.text("{% if custom_attribute.${Number_Game Attended} == 1 %}yes{% endif %}") == "yes")
        #expect(TestRender.text("{% if {{custom_attribute.${Number_Game Attended}}} == 1 %}yes{% endif %}") == "yes")
        #expect(TestRender.text("{% assign v = {{custom_attribute.${zip code}}} %}{{v}}") == "10001")
        #expect(TestRender.text("{% assign v = custom_attribute.${zip code} %}{{v}}") == "10001")
        #expect(TestRender.text("{% assign b = {{custom_attribute.${giftcard_balance} | plus: 50}} %}{{b}}") == "60")
    }

    @Test("a nested output as a filter argument")
    func nestedOutputArgument() {
        let source = """
        {% assign balance = {{custom_attribute.${current_rewards_balance}}} %}You have ${{custom_attribute.${giftcard_balance} | plus: {{balance}}}} to spend!
        """
        #expect(TestRender.text(source) == "You have $35 to spend!")
    }

    @Test("two custom attributes in one output render, with the warning Braze's docs call for")
    func twoCustomAttributes() throws {
        let source = "{{custom_attribute.${current_rewards_balance} | plus: {{custom_attribute.${giftcard_balance}}}}}"
        #expect(TestRender.text(source) == "35")
        let template = try LiquidTemplate(source)
        #expect(template.warnings.map(\.code) == ["liquid.lax"])
    }

    @Test("a bare ${name} in text is the attribute")
    func bareAttributeInText() {
        #expect(TestRender.text("Hi ${first_name}, welcome") == "Hi Jon, welcome")
        #expect(TestRender.text("${language}-${most_recent_locale}") == "en-en_US")
    }

    @Test("${{ is a literal dollar followed by an output")
    func dollarBeforeOutput() {
        #expect(TestRender.text("${{ 145 | money }}") == "$145.00")
        #expect(TestRender.text("${{custom_attribute.${giftcard_balance}}}") == "$10")
    }

    @Test("a $ or ${ that is not an attribute stays text")
    func literalDollars() {
        #expect(TestRender.text("costs $5 or ${ } or ${unclosed") == "costs $5 or ${ } or ${unclosed")
        #expect(TestRender.text("a ${x\ny} b") == "a ${x\ny} b")
    }

    @Test("a tag name is a run of word characters, so elsif{{x}} reads as elsif")
    func tagNameBeforeBraces() {
        let source = "{% if {{custom_attribute.${vip}}} == false %}a{% elsif{{custom_attribute.${vip}}} == true %}b{% endif %}"
        #expect(TestRender.text(source) == "b")
    }

    @Test("${…} inside a quoted string is text, not an attribute")
    func attributeInsideString() {
        #expect(TestRender.text("{{ '${first_name}' }}") == "${first_name}")
    }

    @Test("the attributes a template reads are known without rendering")
    func attributeReferences() throws {
        let template = try LiquidTemplate(
            "Hi ${first_name} {{custom_attribute.${zip code}}} {% if ${first_name} %}{{event_properties.${item} | upcase}}{% endif %}"
        )
        #expect(template.attributeReferences.map(\.description) == [
            "${first_name}", "custom_attribute.${zip code}", "event_properties.${item}",
        ])
        #expect(template.attributeReferences[1] == LiquidAttributeReference(namespace: "custom_attribute", name: "zip code"))
    }

    @Test("plain names fall back to the user's top-level attributes after Liquid variables")
    func plainNames() {
        #expect(TestRender.text("{{ first_name }}") == "Jon")
        #expect(TestRender.text("{% assign first_name = 'Ann' %}{{ first_name }} {{ ${first_name} }}") == "Ann Jon")
        #expect(TestRender.text("{{ first_name }}", variables: ["first_name": "Var"]) == "Var")
    }

    @Test("containsLiquid is cheap and exact about the three openers")
    func containsLiquid() {
        #expect(LiquidTemplate.containsLiquid("Hello {{ x }}"))
        #expect(LiquidTemplate.containsLiquid("{% if %}"))
        #expect(LiquidTemplate.containsLiquid("Hi ${first_name}"))
        #expect(!LiquidTemplate.containsLiquid("Plain text, $5, {braces} and 100% } {"))
        #expect(!LiquidTemplate.containsLiquid(""))
    }
}

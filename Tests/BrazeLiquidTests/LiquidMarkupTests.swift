import BrazeLiquid
import Testing

@Suite struct LiquidMarkupTests {
    /// One letter per character: t tag, o output, a attribute, . text.
    private func marks(_ text: String, from context: LiquidMarkup.Context = .text) -> String {
        String(LiquidMarkup.kinds(of: Array(text), from: context).map { kind -> Character in
            switch kind {
            case .tag?: "t"
            case .output?: "o"
            case .attribute?: "a"
            case nil: "."
            }
        })
    }

    @Test func outputsTagsAndAttributesAreTold() {
        #expect(marks("Hi {{${first_name} | default: 'x'}}!") == "..." + "oo" + "a" * 13 + "o" * 15 + "oo" + ".")
        #expect(marks("{% if a %}b{% endif %}") == "t" * 10 + "." + "t" * 11)
        #expect(marks("{{custom_attribute.${tier}}}") == "o" * 19 + "a" * 7 + "oo")
    }

    @Test func textOutsideLiquidIsPlainEvenWithBracesAndDollars() {
        #expect(marks("${first_name} costs $5 {x}") == "." * 26)
    }

    @Test func theFirstCloserEndsAsLiquidsTokenizerDoes() {
        #expect(marks("{{ 'a}}b' }}") == "ooooooo.....")
    }

    @Test func anOpenTagRunsToTheEndAndIsCarried() {
        #expect(marks("a {% if") == "..ttttt")
        #expect(LiquidMarkup.context(after: Array("a {% if")) == .tag)
        #expect(LiquidMarkup.context(after: Array("{{ x }} y")) == .text)
        #expect(marks(" x %}y", from: .tag) == "ttttt.")
    }

    @Test func aCheapTestFindsTextWithNoLiquid() {
        #expect(!LiquidMarkup.mayHoldMarkup("Sale ends tonight"))
        #expect(LiquidMarkup.mayHoldMarkup("Hi {{x}}"))
    }
}

private func * (text: String, count: Int) -> String { String(repeating: text, count: count) }

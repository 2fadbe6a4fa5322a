import BrazeLiquid
import Testing

/// Error codes and their line:column in the original source.
@Suite("errors and locations")
struct ErrorTests {
    @Test("an unclosed block points at its opening tag")
    func unclosedBlock() {
        let error = TestRender.parseError("Hello\n  {% if ${first_name} %}\nHi")
        #expect(error == LiquidError(code: "liquid.syntax", message: "'if' tag was never closed with 'endif'", line: 2, column: 3))
    }

    @Test("an unknown tag points at its name, with a suggestion")
    func unknownTag() {
        let error = TestRender.parseError("a\nb\n{%   assgin x = 1 %}")
        #expect(error == LiquidError(code: "liquid.unknown-tag", message: "unknown tag 'assgin'; did you mean 'assign'?", line: 3, column: 6))
    }

    @Test("an unknown filter points at the filter, columns count characters")
    func unknownFilter() {
        let error = TestRender.parseError("Grüße, {{ ${first_name} | upcasee }}")
        #expect(error?.code == "liquid.unknown-filter")
        #expect(error?.line == 1)
        #expect(error?.column == 27)
    }

    @Test("stray and misplaced tags")
    func strayTags() {
        #expect(TestRender.parseError("{% endif %}")?.code == "liquid.syntax")
        #expect(TestRender.parseError("{% else %}")?.code == "liquid.syntax")
        #expect(TestRender.parseError("{% for x in y %}{% endif %}")?.message == "unexpected 'endif' with no block to close or continue")
        #expect(TestRender.parseError("{{ x ")?.message == "output '{{' was not closed with '}}'")
        #expect(TestRender.parseError("{% if x ")?.message == "tag '{%' was not closed with '%}'")
        #expect(TestRender.parseError("{% raw %}abc")?.message == "'raw' tag was never closed with 'endraw'")
        #expect(TestRender.parseError("{{ 'abc }}")?.message == "this string is not closed")
    }

    @Test("curly quotes get a message saying what is wrong")
    func curlyQuotes() {
        let error = TestRender.parseError("{% if ${language} == ‘en’ %}hi{% endif %}")
        #expect(error?.message == "curly quote ‘ is not a Liquid quote; use ' or \"")
        #expect(error?.column == 22)
    }

    @Test("Liquid has no not, no arithmetic, no unknown operators")
    func operators() {
        #expect(TestRender.parseError("{% if not x %}{% endif %}")?.message == "Liquid has no 'not' operator; use 'unless' or '!='")
        #expect(TestRender.parseError("{% if x startswith 'a' %}{% endif %}")?.message == "unknown operator 'startswith'")
    }

    @Test("a single = or ! in a condition is an error, as in Ruby Liquid")
    func assignmentInCondition() {
        #expect(TestRender.parseError("{% if x = 1 %}{% endif %}")?.message == "'=' assigns; use '==' to compare")
        #expect(TestRender.parseError("{% if x ! 1 %}{% endif %}")?.code == "liquid.syntax")
    }

    @Test("misspelled block parts get a suggestion")
    func misspelledBlockPart() {
        #expect(TestRender.parseError("{% if x %}a{% elseif y %}b{% endif %}")?.message == "unknown tag 'elseif'; did you mean 'elsif'?")
        #expect(TestRender.parseError("{% if x %}a{% endiff %}")?.message == "unknown tag 'endiff'; did you mean 'endif'?")
    }

    @Test("a render error carries the location of the filter")
    func renderError() {
        let result = TestRender.result("line one\n{% if true %}\n  {{ 10 | divided_by: 0 }}\n{% endif %}")
        #expect(result == .failed(LiquidError(code: "liquid.render", message: "divided_by: divided by 0", line: 3, column: 11)))
    }

    @Test("comparing a string with a number is a render error")
    func incomparable() {
        guard case .failed(let error) = TestRender.result("{% if custom_attribute.${zip code} > 5 %}x{% endif %}") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.code == "liquid.render")
        #expect(error.message == "cannot compare \"10001\" (a string) with 5 (a number)")
    }

    @Test("lax markup Braze accepts renders, with a warning where it was")
    func laxWarnings() throws {
        let template = try LiquidTemplate("{% if ${first_name} == 'Jon' && ${language} == 'fr' %}match{% endif %}")
        #expect(template.warnings == [LiquidError(
            code: "liquid.lax",
            message: "'&& ${language} == 'fr'' after the condition is ignored by Braze; Liquid has no '&&', use 'and'",
            line: 1, column: 30
        )])
        #expect(template.render(LiquidContext(user: TestRender.user)) == .rendered("match"))
        let second = try LiquidTemplate("{{ first_name last_name }}")
        #expect(second.warnings.first?.message == "'last_name' after the output is ignored by Braze")
    }

    @Test("the description reads line:column: message [code]")
    func description() {
        let error = LiquidError(code: "liquid.syntax", message: "oops", line: 2, column: 5)
        #expect(error.description == "2:5: oops [liquid.syntax]")
    }
}

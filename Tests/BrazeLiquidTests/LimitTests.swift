import BrazeLiquid
import Foundation
import Testing

/// A template is hostile input: huge ranges, deep nesting and runaway growth end in a clear error, fast.
@Suite("safety limits")
struct LimitTests {
    private func limitError(_ source: String, file: String = #fileID, line: Int = #line) -> LiquidError? {
        switch TestRender.result(source) {
        case .failed(let error): return error
        default: return nil
        }
    }

    @Test("a loop over a billion numbers stops at the iteration cap, long before the work budget")
    func hugeRange() throws {
        let template = try LiquidTemplate("{% for i in (1..1000000000) %}{{ i }}{% endfor %}")
        var budget = RenderBudget.render
        let result = template.render(LiquidContext(user: TestRender.user, now: TestRender.now), budget: &budget)
        guard case .failed(let error) = result else {
            Issue.record("rendered: \(result)")
            return
        }
        #expect(error.code == "liquid.limit")
        #expect(error.message == "loops ran more than \(RenderLimits.maxIterations) times")
        // The cap, not the budget, stopped it: the range was never built.
        #expect(!budget.isExhausted)
        #expect(budget.spent > RenderLimits.maxIterations)
    }

    @Test("nested loops share one iteration budget")
    func nestedLoops() {
        let error = limitError("{% for a in (1..1000) %}{% for b in (1..1000) %}{% endfor %}{% endfor %}")
        #expect(error?.code == "liquid.limit")
    }

    @Test("joining a huge range is refused rather than built")
    func hugeRangeJoin() {
        #expect(limitError("{{ (1..1000000000) | join: ',' }}")?.code == "liquid.limit")
        #expect(TestRender.text("{{ (1..1000000000) | size }}") == "1000000000")
        #expect(TestRender.text("{{ (-9223372036854775807..9223372036854775807) | size }}") == "1.8446744073709552e+19")
    }

    @Test("a string that doubles in a loop hits the size cap")
    func doublingString() {
        let error = limitError("{% assign s = 'ab' %}{% for i in (1..64) %}{% assign s = s | append: s %}{% endfor %}{{ s }}")
        #expect(error?.code == "liquid.limit")
    }

    @Test("output growth hits the output cap")
    func outputCap() {
        let error = limitError("{% for i in (1..100000) %}0123456789abcdefghij{% endfor %}")
        #expect(error?.code == "liquid.limit")
    }

    @Test("deep block nesting is refused at parse time, not by a crash")
    func deepBlocks() {
        let source = String(repeating: "{% if true %}", count: 5000) + "x" + String(repeating: "{% endif %}", count: 5000)
        #expect(TestRender.parseError(source)?.code == "liquid.limit")
        let liquidTags = "{% liquid " + String(repeating: "liquid ", count: 5000) + "echo 1 %}"
        #expect(TestRender.parseError(liquidTags)?.code == "liquid.limit")
    }

    @Test("nesting just under the caps still works")
    func nestingUnderTheCap() {
        let source = String(repeating: "{% if true %}", count: 90) + "x" + String(repeating: "{% endif %}", count: 90)
        #expect(TestRender.text(source) == "x")
        let loops = String(repeating: "{% for i in (1..1) %}", count: 90) + "{{ i }}" + String(repeating: "{% endfor %}", count: 90)
        #expect(TestRender.text(loops) == "1")
    }

    @Test("deep expressions and long conditions are refused, not recursed")
    func deepExpressions() {
        let brackets = "{{ " + String(repeating: "a[", count: 10000) + "0" + String(repeating: "]", count: 10000) + " }}"
        #expect(TestRender.parseError(brackets)?.code == "liquid.limit")
        let groups = "{{ " + String(repeating: "{{", count: 10000) + "x" + String(repeating: "}}", count: 10000) + " }}"
        #expect(TestRender.parseError(groups) != nil)
        let condition = "{% if " + Array(repeating: "a", count: 20000).joined(separator: " and ") + " %}{% endif %}"
        #expect(TestRender.parseError(condition)?.code == "liquid.limit")
        let fine = "{% if " + Array(repeating: "true", count: 400).joined(separator: " and ") + " %}ok{% endif %}"
        #expect(TestRender.text(fine) == "ok")
    }

    @Test("pathological text fails with a syntax error at its start")
    func pathologicalScanning() {
        // How long scanning takes is the fuzz target's to catch (libFuzzer's -timeout); here, what it finds.
        let quotes = "{{ " + String(repeating: "'", count: 200_000)
        #expect(TestRender.parseError(quotes)?.code == "liquid.syntax")
        #expect(TestRender.parseError(quotes)?.line == 1)
        let dollars = "{{ " + String(repeating: "${", count: 100_000)
        #expect(TestRender.parseError(dollars)?.code == "liquid.syntax")
        let comment = "{% comment %}" + String(repeating: "{% {{ ", count: 50_000)
        #expect(TestRender.parseError(comment)?.message == "'comment' tag was never closed with 'endcomment'")
    }

    @Test("any input parses or fails cleanly", arguments: [
        "{{", "}}", "{%", "%}", "{{-", "-}}", "{%-%}", "{{}}", "{% %}", "${", "${}", "$${{}}", "{{ ${ }}", "{{ ${x }}",
        "{% if %}", "{% for %}", "{% for x %}", "{% for x in %}", "{% case %}{% endcase %}", "{% assign %}", "{% assign x %}",
        "{% assign x = %}", "{% capture %}{% endcapture %}", "{{ x | }}", "{{ x | f: }}", "{{ (1.. }}", "{{ [ }}", "{{ a.[ }}",
        "{% liquid if %}", "{% liquid\n for x in y\n endfor\n endif %}", "{% connected_content %}", "{% catalog_items x %}",
        "{% promotion %}", "{% abort_message( %}", "{% raw %}{% endraw", "{% comment %}{% endcomment", "\u{0}{{\u{0}}}",
        "{{ '\u{FFFF}' | upcase }}", "{{ 9999999999999999999999 | plus: 1 }}", "{{ -9223372036854775808 | abs }}",
        "{{ 'x' | slice: -9223372036854775807, 9223372036854775807 }}", "{{ 'x' | truncate: -9223372036854775807 }}",
        "{{ 'now' | date: '%999999999Y' }}", "{{ 99999999999999999 | date: '%Y' }}", "{{ '99999999-01-01' | date: '%Y' }}",
        "{{ 1e308 | times: 10 }}", "{{ 5 | modulo: 0.0 }}", "{{ 1 | divided_by: 0.0 }}", "{{ 9223372036854775807 | plus: 1 }}",
        "{{ 9223372036854775807 | times: 9223372036854775807 }}", "{{ -9223372036854775808 | divided_by: -1 }}",
        "{{ -9223372036854775808 | modulo: -1 }}", "{{ 5 | round: -9223372036854775807 }}", "{{ 5.5 | round: 9223372036854775807 }}",
        "{% for i in (9223372036854775800..9223372036854775807) %}{{ i }}{% endfor %}",
        "{% for i in (1..3) limit: 9223372036854775807 offset: 9223372036854775807 %}{{ i }}{% endfor %}",
        "{% for i in (1..3) offset: -9223372036854775807 %}{{ i }}{% endfor %}",
    ])
    func cleanOutcome(_ source: String) {
        switch TestRender.result(source) {
        case .rendered(let text):
            #expect(text.utf8.count <= RenderLimits.maxOutputBytes)
        case .failed(let error):
            #expect(error.code.hasPrefix("liquid."), "\(error.code)")
            #expect(error.line >= 1 && error.column >= 1)
            #expect(!error.message.isEmpty)
        case .aborted, .needsData:
            break  // `abort_message(` parses laxly, as Braze does, and aborts
        }
    }
}

import BrazeLiquid
import Foundation
import Testing

/// A render counts its work (bytes scanned or copied, nodes and content blocks visited) and
/// stops at its budget: loop caps alone let 200 bytes of template scan gigabytes.
@Suite("render budget")
struct RenderBudgetTests {
    /// 655,360 bytes built by doubling, then scanned on every turn of a loop just under the cap.
    static let scanningLoop = """
        {% assign s = '0123456789' %}{% for i in (1..16) %}{% assign s = s | append: s %}{% endfor %}
        {% for i in (1..99980) %}{% if s contains "y" %}y{% endif %}{% endfor %}done
        """

    private func render(_ source: String, liveData: [String: LiquidValue] = [:], budget: inout RenderBudget) throws -> LiquidResult {
        try LiquidTemplate(source).render(LiquidContext(user: TestRender.user, now: TestRender.now, liveData: liveData), budget: &budget)
    }

    @Test("a scan repeated under the loop cap stops at the budget, having spent no more than it")
    func repeatedScan() throws {
        var budget = RenderBudget.render
        let result = try render(Self.scanningLoop, budget: &budget)
        guard case .failed(let error) = result else {
            Issue.record("expected liquid.too-costly, got \(result)")
            return
        }
        #expect(error.code == "liquid.too-costly")
        #expect(error.message.contains("10 million steps"))
        // It stops at the first step past the budget: no more than one 655 KB scan beyond it.
        #expect(budget.spent > budget.limit)
        #expect(budget.spent <= budget.limit + 2 * 655_360 + 64)
        // The error points at the comparison that crossed the line, on line 2.
        #expect(error.line == 2)
    }

    @Test("content blocks that name each other fifty times a level stop at the budget")
    func fanningContentBlocks() throws {
        var blocks = LiquidHash()
        for level in 1...5 {
            // Empty leaves: the output stays small, so only the budget can stop the fan-out.
            let next = level == 5 ? "" : String(repeating: "{{content_blocks.${L\(level + 1)}}}", count: 50)
            blocks["L\(level)"] = .string(next)
        }
        var budget = RenderBudget.render
        let result = try render("{{content_blocks.${L1}}}", liveData: ["content_blocks": .hash(blocks)], budget: &budget)
        guard case .failed(let error) = result else {
            Issue.record("expected liquid.too-costly, got \(result)")
            return
        }
        #expect(error.code == "liquid.too-costly")
        #expect(budget.spent <= budget.limit + 1024)
    }

    @Test("a heavy real push uses a small part of one render's budget")
    func realPushIsCheap() throws {
        var budget = RenderBudget.render
        let result = try render(PerformanceTests.source, budget: &budget)
        #expect(result == .rendered("Hi Jon!\nKeep going\nNIKE, PUMA\niPhone\nBalance: $10.00 on Aug 04"))
        #expect(budget.spent > 0)
        #expect(budget.spent < RenderBudget.perRender / 1000)
    }

    @Test("one budget spans several renders, and an exhausted one renders nothing more")
    func sharedBudget() throws {
        let template = try LiquidTemplate("{{ 'abc' | append: 'def' }}")
        let context = LiquidContext(user: TestRender.user, now: TestRender.now)
        var budget = RenderBudget(limit: 200)
        var rendered = 0
        while case .rendered = template.render(context, budget: &budget) { rendered += 1 }
        #expect(rendered >= 1)
        #expect(budget.isExhausted)
        guard case .failed(let error) = template.render(context, budget: &budget) else {
            Issue.record("an exhausted budget rendered again")
            return
        }
        #expect(error.code == "liquid.too-costly")
    }

    @Test("output and filters are charged by the bytes they move")
    func chargesBytes() throws {
        var small = RenderBudget.render
        _ = try render("{{ 'x' | append: 'y' }}", budget: &small)
        var large = RenderBudget.render
        _ = try render("{{ '\(String(repeating: "x", count: 10_000))' | append: 'y' }}", budget: &large)
        // Read once as input, built once as the result, written once as output.
        #expect(large.spent - small.spent >= 3 * 9_999)
    }
    /// 65,536 numbers one level down: `sum` and `==` walk every level, so each is charged for all of them.
    static let nestedArray = """
        {% assign a = '1' %}{% for i in (1..16) %}{% assign a = a | append: ',' | append: a %}{% endfor %}\
        {% assign j = '[[' | append: a | append: ']]' | json_parse %}\
        {% assign k = '[[' | append: a | append: ']]' | json_parse %}
        """

    @Test("work on values is weighed all the way down, and on the numbers of a range", arguments: [
        "{% for i in (1..99999) %}{{ j | sum }}{% endfor %}",
        "{% for i in (1..99999) %}{% if j == k %}y{% endif %}{% endfor %}",
        "{% for i in (1..99999) %}{{ (1..99999) | sum }}{% endfor %}",
    ])
    func deepWork(loop: String) throws {
        var budget = RenderBudget.render
        let result = try render(Self.nestedArray + loop, budget: &budget)
        guard case .failed(let error) = result else {
            Issue.record("expected liquid.too-costly, got \(result)")
            return
        }
        #expect(error.code == "liquid.too-costly")
        // Far fewer turns than the loop cap: each one is charged for 65,536 or 99,999 elements.
        #expect(budget.spent <= budget.limit + 2 * 200_000)
    }

    @Test("decimal math, money and dates are charged more than copying a few bytes", arguments: [
        ("{{ i | times: 3.3 | modulo: 7.16 | divided_by: 1.7 | plus: 0.01 | round: 2 }}", 5),
        ("{{ i | money }}", 1),
        ("{{ 'now' | time_zone: 'America/New_York' | date: '%Y-%m-%d %H:%M' }}", 2),
    ])
    func weightedFilters(body: String, filters: Int) throws {
        var budget = RenderBudget.render
        let result = try render("{% for i in (1..1000) %}\(body){% endfor %}", budget: &budget)
        guard case .rendered = result else {
            Issue.record("expected a render, got \(result)")
            return
        }
        // Each of these runs tens of times slower than a copy, so each is weighed at 128 units or more.
        #expect(budget.spent >= 1000 * filters * 128)
    }

    @Test("the size, first and last of a huge range are read from its bounds, not built")
    func hugeRangeBounds() throws {
        var budget = RenderBudget.render
        let result = try render("{% assign r = (1..1000000000) %}{{ r | size }} {{ r | first }} {{ r | last }}", budget: &budget)
        #expect(result == .rendered("1000000000 1 1000000000"))
    }

    /// 262,144 bytes of "a" by doubling, searched for 4,096 "a"s and a "b": a naive search reads
    /// the needle again at every position, a billion byte comparisons per search.
    static let hostileSearch = """
        {% assign s = 'a' %}{% for i in (1..18) %}{% assign s = s | append: s %}{% endfor %}\
        {% assign n = 'a' %}{% for i in (1..12) %}{% assign n = n | append: n %}{% endfor %}{% assign n = n | append: 'b' %}\
        {% if s contains n %}found{% endif %}{{ s | split: n | size }}{{ s | remove: n | size }}{{ s | replace_last: n, 'x' | size }}
        """

    @Test("searching is linear: contains, split, remove and replace_last on a needle made to be slow finish within the budget")
    func hostileSearchIsLinear() throws {
        var budget = RenderBudget.render
        let result = try render(Self.hostileSearch, budget: &budget)
        #expect(result == .rendered("1262144262144"))
    }

    @Test("uniq looks each item up once: a hundred thousand distinct numbers, and equal values of every kind")
    func uniqIsLinear() throws {
        var budget = RenderBudget.render
        #expect(try render("{{ (1..100000) | uniq | size }}", budget: &budget) == .rendered("100000"))
        var again = RenderBudget.render
        let mixed = "{% assign a = '1,2,1,x,x,2' | split: ',' %}{{ a | uniq | join: '' }} {{ a | concat: a | uniq | size }}"
        #expect(try render(mixed, budget: &again) == .rendered("12x 3"))
    }

    @Test("a sort is charged for its comparisons, so two hundred sorts of a long list stop at the budget")
    func sortsAreCharged() throws {
        let list = "{% assign a = (1..20000) | join: ',' | split: ',' %}"
        var one = RenderBudget.render
        guard case .rendered = try render(list + "{{ a | sort_natural | size }}", budget: &one) else {
            Issue.record("one sort did not render")
            return
        }
        var listOnly = RenderBudget.render
        _ = try render(list + "{{ a | size }}", budget: &listOnly)
        // 20,000 strings of about five bytes, each in about fifteen comparisons.
        #expect(one.spent - listOnly.spent >= 20_000 * 5 * 14)
        var many = RenderBudget.render
        let result = try render(list + "{% for i in (1..200) %}{% assign b = a | sort_natural %}{% endfor %}done", budget: &many)
        guard case .failed(let error) = result else {
            Issue.record("expected liquid.too-costly, got \(result)")
            return
        }
        #expect(error.code == "liquid.too-costly")
    }

    @Test("a cancelled budget stops the render it pays for at its next step")
    func cancellation() throws {
        let cancellation = RenderCancellation()
        var budget = RenderBudget.render
        budget.cancellation = cancellation
        #expect(try render("{{ 'a' | append: 'b' }}", budget: &budget) == .rendered("ab"))
        cancellation.cancel()
        let shared = budget.share(limit: 100)
        #expect(shared.cancellation === cancellation)
        guard case .failed(let error) = try render(Self.scanningLoop, budget: &budget) else {
            Issue.record("a cancelled render went on")
            return
        }
        #expect(error.code == "liquid.too-costly")
        #expect(budget.isExhausted)
    }
}

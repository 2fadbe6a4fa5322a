import BrazeLiquid
import Foundation
import Testing

/// Rendering runs on every keystroke: parse once, render many. Prints figures; the bound is loose on purpose
/// (debug builds, shared machines) and only catches a gross regression.
@Suite("performance")
struct PerformanceTests {
    static let source = """
    {% assign name = ${first_name} | default: 'there' %}Hi {{ name | capitalize }}!
    {% if custom_attribute.${giftcard_balance} > 100 %}Big{% elsif custom_attribute.${giftcard_balance} > 0 %}Keep going{% else %}Join{% endif %}
    {% for brand in custom_attribute.${Brands Viewed} limit: 3 %}{{ brand | upcase }}{% unless forloop.last %}, {% endunless %}{% endfor %}
    {% case targeted_device.${platform} %}{% when 'ios' %}iPhone{% when 'android' %}Android{% else %}device{% endcase %}
    Balance: ${{ custom_attribute.${giftcard_balance} | money }} on {{ 'now' | date: '%b %d' }}
    """

    @Test("a ten-tag template renders in well under a millisecond")
    func renderSpeed() throws {
        let template = try LiquidTemplate(Self.source)
        let context = LiquidContext(user: TestRender.user, now: TestRender.now)
        #expect(template.render(context) == .rendered("Hi Jon!\nKeep going\nNIKE, PUMA\niPhone\nBalance: $10.00 on Aug 04"))
        let count = 2000
        let start = Date()
        for _ in 0..<count { _ = template.render(context) }
        let perRender = Date().timeIntervalSince(start) / Double(count)
        print("BrazeLiquid: \(Int(perRender * 1_000_000)) µs per render")
        #expect(perRender < 0.002)
    }
}

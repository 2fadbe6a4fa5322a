import BrazeLiquid
import Foundation
import Testing

/// Rendering runs for every test user: parse once, render many. How fast is for the benchmarks
/// (`Tests/Benchmarks/validate-users.sh`); here, that rendering again changes nothing.
@Suite("parse once, render many")
struct PerformanceTests {
    static let source = """
    {% assign name = ${first_name} | default: 'there' %}Hi {{ name | capitalize }}!
    {% if custom_attribute.${giftcard_balance} > 100 %}Big{% elsif custom_attribute.${giftcard_balance} > 0 %}Keep going{% else %}Join{% endif %}
    {% for brand in custom_attribute.${Brands Viewed} limit: 3 %}{{ brand | upcase }}{% unless forloop.last %}, {% endunless %}{% endfor %}
    {% case targeted_device.${platform} %}{% when 'ios' %}iPhone{% when 'android' %}Android{% else %}device{% endcase %}
    Balance: ${{ custom_attribute.${giftcard_balance} | money }} on {{ 'now' | date: '%b %d' }}
    """

    @Test("a parsed template renders the same text every time, and for another user that user's")
    func renderMany() throws {
        let template = try LiquidTemplate(Self.source)
        let context = LiquidContext(user: TestRender.user, now: TestRender.now)
        let expected = LiquidResult.rendered("Hi Jon!\nKeep going\nNIKE, PUMA\niPhone\nBalance: $10.00 on Aug 04")
        for _ in 0..<200 { #expect(template.render(context) == expected) }
        let other = LiquidContext(user: ["first_name": "ana", "custom_attribute": ["giftcard_balance": 500]], now: TestRender.now)
        #expect(template.render(other) == .rendered("Hi Ana!\nBig\n\ndevice\nBalance: $500.00 on Aug 04"))
        #expect(template.render(context) == expected)
    }
}

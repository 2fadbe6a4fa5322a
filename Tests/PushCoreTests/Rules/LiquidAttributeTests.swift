import BrazeLiquid
import Testing
@testable import PushCore

/// `liquid.unknown-attribute`: an attribute neither Braze's nor any test user's renders empty for
/// everyone, and is said with the nearest known name.
struct LiquidAttributeTests {
    func unknown(_ json: String, attributes: AttributeCatalog = .standard) -> [Diagnostic] {
        PushAnalysis(PushReader().read(json), attributes: attributes).diagnostics.filter { $0.code == LiquidSyntaxRule.unknownAttribute }
    }

    @Test("a misspelt standard attribute is a warning at its field, with the attribute it meant")
    func typo() throws {
        let found = unknown("{\"alert\": {\"title\": \"Hi\",\n \"body\": \"Hi {{${frist_name} | default: 'there'}}\"}}")
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.severity == .warning && d.path == "/alert/body" && d.line == 2)
        #expect(d.message == "${frist_name}: did you mean ${first_name}? It is not one of Braze's standard attributes, so it renders empty for everyone")
    }

    @Test("standard attributes, other namespaces and, without test users, custom attributes are not warned about")
    func known() {
        #expect(unknown(#"{"alert": "{{${first_name}}} {{${time_zone}}} {{custom_attribute.${tier}}} {{event_properties.${sku}}}"}"#).isEmpty)
    }

    @Test("with test users, their attributes are known and a custom attribute none of them has is warned about")
    func withUsers() {
        let catalog = AttributeCatalog(topLevel: Set(AttributeCatalog.standardNames + ["nickname"]), custom: ["tier", "points"])
        #expect(unknown(#"{"alert": "{{${nickname}}} {{custom_attribute.${tier}}}"}"#, attributes: catalog).isEmpty)
        let found = unknown(#"{"alert": "{{custom_attribute.${teir}}} {{${nick}}}"}"#, attributes: catalog)
        #expect(found.map(\.message) == [
            "custom_attribute.${teir}: did you mean custom_attribute.${tier}? It is not a custom attribute any test user has, so it renders empty for everyone",
            "${nick} renders empty for everyone: it is neither a standard attribute nor one a test user has",
        ])
    }
}

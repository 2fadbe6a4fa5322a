import Testing
@testable import PushCore

/// Each recipient of a triggered send names exactly one user, with known keys.
struct RecipientsRuleTests {
    static let cases: [Expected] = [
        .request("a recipient naming nobody", """
        {
          "campaign_id": "c-1",
          "recipients": [
            {"trigger_properties": {"a": 1}}
          ]
        }
        """, RecipientsRule.identity, .error, "/recipients/0", 4, 5),
        .request("trigger_properties that are text", """
        {
          "campaign_id": "c-1",
          "recipients": [
            {"external_user_id": "user-1", "trigger_properties": "a"}
          ]
        }
        """, FieldTypeRule.invalid, .error, "/recipients/0/trigger_properties", 4, 36),
        .request("a recipient key typo", """
        {
          "canvas_id": "cv-1",
          "recipients": [
            {"external_user_id": "user-1", "canvas_entry_propertis": {}}
          ]
        }
        """, UnknownKeyRule.unknown, .warning, "/recipients/0/canvas_entry_propertis", 4, 36),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(RecipientsRule().codes))
        #expect(Validator.allRules.contains { $0 is RecipientsRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: RecipientsRule()).isEmpty)
    }

    @Test func twoWaysOfNamingOneUserIsAnError() throws {
        let a = analyze(#"{"campaign_id": "c", "recipients": [{"external_user_id": "u", "email": "u@example.com"}]}"#)
        let d = try #require(diagnostics(a, code: RecipientsRule.identity).first)
        #expect(d.message.contains("2 ways"))
    }

    @Test func aTriggerWithoutRecipientsOrBroadcastNamesNoAudience() {
        let a = analyze(#"{"campaign_id": "c", "trigger_properties": {"a": 1}}"#)
        #expect(codes(a).contains(AudienceRule.missing))
    }
}

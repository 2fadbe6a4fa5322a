import Testing
@testable import PushCore

/// Spec §8: a request names its audience (external_user_ids, user_aliases, segment_id, audience or broadcast).
struct AudienceRuleTests {
    static let cases: [Expected] = [
        .request("no audience at all", """
        {
          "campaign_id": "9c2fefcd",
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, AudienceRule.missing, .warning, "", 1, 1),
        .request("broadcast false is no audience", """
          {
            "broadcast": false,
            "messages": {"apple_push": {"alert": "Hi"}}
          }
        """, AudienceRule.missing, .warning, "", 1, 3),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(AudienceRule().codes))
        #expect(Validator.allRules.contains { $0 is AudienceRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: AudienceRule()).isEmpty)
    }

    @Test(arguments: [
        #""external_user_ids": ["user-1"]"#,
        #""user_aliases": [{"alias_name": "ana", "alias_label": "crm"}]"#,
        #""segment_id": "seg-1""#,
        #""audience": {"AND": []}"#,
        #""broadcast": true"#,
    ])
    func eachWayOfNamingAnAudienceCounts(_ member: String) {
        let a = analyze("{" + member + #", "messages": {"apple_push": {"alert": "Hi"}}}"#)
        #expect(a.document.kind == .request)
        #expect(diagnostics(a, of: AudienceRule()).isEmpty)
    }

    @Test func bareAndAPNsFormsHaveNoAudience() {
        #expect(diagnostics(analyze(#"{"alert": "Hi"}"#), of: AudienceRule()).isEmpty)
        #expect(diagnostics(analyze(#"{"aps": {"alert": "Hi"}}"#), of: AudienceRule()).isEmpty)
    }
}

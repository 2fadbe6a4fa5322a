import Testing
@testable import PushCore

/// Spec §1 and §6: `apns-collapse-id` is at most 64 bytes (APNs).
struct CollapseIDRuleTests {
    static let sixtyFive = String(repeating: "a", count: 65)

    static let cases: [Expected] = [
        .bare("65 ASCII bytes", """
        {
          "alert": "Hi",
          "collapse_id": "\(sixtyFive)"
        }
        """, CollapseIDRule.length, .error, "/collapse_id", 3, 3),
        .bare("33 characters of two bytes each", """
        {
          "alert": "Hi",
          "collapse_id": "\(String(repeating: "é", count: 33))"
        }
        """, CollapseIDRule.length, .error, "/collapse_id", 3, 3),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(CollapseIDRule().codes))
        #expect(Validator.allRules.contains { $0 is CollapseIDRule })
    }

    @Test(arguments: Clean.documents + [
        #"{"alert": "Hi", "collapse_id": ""# + String(repeating: "a", count: 64) + #""}"#,
        #"{"alert": "Hi", "collapse_id": ""# + String(repeating: "é", count: 32) + #""}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: CollapseIDRule()).isEmpty)
    }

    @Test func sixtyFiveBytesIsTheOnlyFinding() throws {
        let a = analyze(#"{"alert": "Hi", "collapse_id": ""# + Self.sixtyFive + #""}"#)
        #expect(codes(a) == [CollapseIDRule.length])
        #expect(a.diagnostics[0].message.contains("65 bytes"))
    }

    @Test func theCollapseIDIsAHeaderNotPayload() {
        let doc = PushReader().read(#"{"alert": "Hi", "collapse_id": "order-42"}"#)
        #expect(PushCompiler().compile(doc, to: .apns) == #"{"aps":{"alert":"Hi"},"ab":{"c":null}}"#)
        #expect(PushCompiler().compile(doc, to: .headers).contains("apns-collapse-id: order-42"))
    }
}

import Testing
@testable import PushCore

/// Spec §1 and §6: Braze takes 1–10, APNs only 10, 5 and 1; a background push must not use 10.
struct PriorityRuleTests {
    static let cases: [Expected] = [
        .bare("priority 7", """
        {
          "alert": "Hi",
          "apns_priority": 7
        }
        """, PriorityRule.apnsInvalid, .error, "/apns_priority", 3, 3),
        .bare("priority 0", """
        {
          "alert": "Hi",
          "apns_priority": 0
        }
        """, PriorityRule.range, .error, "/apns_priority", 3, 3),
        .bare("priority 11", """
        {
          "alert": "Hi",
          "apns_priority": 11
        }
        """, PriorityRule.range, .error, "/apns_priority", 3, 3),
        .bare("priority 10 on a background push", """
        {
          "content-available": true,
          "apns_priority": 10
        }
        """, PriorityRule.background, .error, "/apns_priority", 3, 3),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(PriorityRule().codes))
        #expect(Validator.allRules.contains { $0 is PriorityRule })
    }

    @Test(arguments: [1, 5, 10])
    func apnsPriorities(_ priority: Int) {
        let a = analyze(#"{"alert": "Hi", "apns_priority": "# + String(priority) + "}")
        #expect(codes(a).isEmpty)
        #expect(APNsHeaders(push: a.document.push).priority == priority)
    }

    @Test(arguments: [2, 3, 4, 6, 7, 8, 9])
    func prioritiesBrazeTakesButAPNsRefuses(_ priority: Int) {
        #expect(codes(analyze(#"{"alert": "Hi", "apns_priority": "# + String(priority) + "}")) == [PriorityRule.apnsInvalid])
    }

    @Test(arguments: Clean.documents + [
        #"{"content-available": true, "apns_priority": 5}"#,
        // With an alert the push is not a background push, so 10 is right.
        #"{"content-available": true, "alert": "Hi", "apns_priority": 10}"#,
        #"{"content-available": true, "badge": 0, "apns_priority": 10}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: PriorityRule()).isEmpty)
    }

    @Test func priority7IsTheOnlyFinding() {
        #expect(codes(analyze(#"{"alert": "Hi", "apns_priority": 7}"#)) == [PriorityRule.apnsInvalid])
    }

    @Test func backgroundPriority10IsTheOnlyFinding() {
        let a = analyze(#"{"content-available": true, "apns_priority": 10}"#)
        #expect(codes(a) == [PriorityRule.background])
        #expect(APNsHeaders(push: a.document.push).pushType == "background")
    }

    @Test func aBackgroundPushDefaultsToPriority5() {
        let doc = PushReader().read(#"{"content-available": true}"#)
        #expect(PushCompiler().compile(doc, to: .headers) == "apns-push-type: background\napns-priority: 5")
    }
}

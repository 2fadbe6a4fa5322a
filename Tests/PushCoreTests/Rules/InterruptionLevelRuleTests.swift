import Testing
@testable import PushCore

/// Spec §1: the interruption level is passive, active, time-sensitive or critical.
struct InterruptionLevelRuleTests {
    static let cases: [Expected] = [
        .bare("an unknown level", """
        {
          "alert": "Hi",
          "interruption_level": "urgent"
        }
        """, InterruptionLevelRule.invalid, .error, "/interruption_level", 3, 3),
        .bare("time-sensitive needs the capability", """
        {
          "alert": "Hi",
          "interruption_level": "time-sensitive"
        }
        """, InterruptionLevelRule.entitlement, .info, "/interruption_level", 3, 3),
        .bare("critical needs the entitlement", """
        {
          "alert": "Hi",
          "interruption_level": "critical"
        }
        """, InterruptionLevelRule.entitlement, .info, "/interruption_level", 3, 3),
        .apns("an unknown aps level", """
        {
          "aps": {
            "alert": "Hi",
            "interruption-level": "loud"
          }
        }
        """, InterruptionLevelRule.invalid, .error, "/aps/interruption-level", 4, 5),
        .apns("a critical aps level", """
        {
          "aps": {"alert": "Hi", "interruption-level": "critical"}
        }
        """, InterruptionLevelRule.entitlement, .info, "/aps/interruption-level", 2, 26),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(InterruptionLevelRule().codes))
        #expect(Validator.allRules.contains { $0 is InterruptionLevelRule })
    }

    @Test(arguments: Clean.documents + [
        #"{"alert": "Hi", "interruption_level": "passive"}"#,
        #"{"alert": "Hi", "interruption_level": "active"}"#,
        #"{"aps": {"alert": "Hi", "interruption-level": "passive"}}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: InterruptionLevelRule()).isEmpty)
    }

    @Test func anUnderscoreSpellingSuggestsTheHyphen() throws {
        let d = try #require(diagnostics(analyze(#"{"alert": "Hi", "interruption_level": "time_sensitive"}"#),
                                         code: InterruptionLevelRule.invalid).first)
        #expect(d.message.contains("\"time-sensitive\""))
    }

    @Test func theLevelIsCompiledWithAHyphenatedKey() {
        let doc = PushReader().read(#"{"alert": "Hi", "interruption_level": "time-sensitive"}"#)
        #expect(PushCompiler().compile(doc, to: .apns) == #"{"aps":{"alert":"Hi","interruption-level":"time-sensitive"},"ab":{"c":null}}"#)
    }
}

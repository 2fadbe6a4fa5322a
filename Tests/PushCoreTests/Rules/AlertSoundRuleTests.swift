import Testing
@testable import PushCore

/// Spec §2: `alert.sound` is for Live Activities; an ordinary push plays the top-level sound (info).
struct AlertSoundRuleTests {
    static let cases: [Expected] = [
        .bare("alert.sound", """
        {
          "alert": {
            "body": "Hi",
            "sound": "chime.caf"
          }
        }
        """, AlertSoundRule.liveActivityOnly, .info, "/alert/sound", 4, 5),
        .apns("aps.alert.sound", """
        {
          "aps": {
            "alert": {
              "body": "Hi",
              "sound": "chime.caf"
            }
          }
        }
        """, AlertSoundRule.liveActivityOnly, .info, "/aps/alert/sound", 5, 7),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(AlertSoundRule().codes))
        #expect(Validator.allRules.contains { $0 is AlertSoundRule })
    }

    @Test(arguments: Clean.documents + [
        #"{"alert": {"body": "Hi"}, "sound": "chime.caf"}"#,
        #"{"aps": {"alert": "Hi", "sound": "chime.caf"}}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: AlertSoundRule()).isEmpty)
    }

    @Test func itIsOnlyInformation() {
        // A Live Activity payload needs it, so it never makes the push invalid.
        let a = analyze(#"{"alert": {"body": "Hi", "sound": "default"}}"#)
        #expect(codes(a) == [AlertSoundRule.liveActivityOnly])
        #expect(a.isValid)
    }
}

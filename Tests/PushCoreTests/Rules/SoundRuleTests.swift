import Testing
@testable import PushCore

/// A custom sound is an aiff, wav or caf file in the app bundle (seed 003); "default" is the system sound.
struct SoundRuleTests {
    static let cases: [Expected] = [
        .bare("an empty sound", """
        {
          "alert": "Hi",
          "sound": ""
        }
        """, SoundRule.empty, .warning, "/sound", 3, 3),
        .bare("an mp3 sound", """
        {
          "alert": "Hi",
          "sound": "chime.mp3"
        }
        """, SoundRule.format, .warning, "/sound", 3, 3),
        .apns("an empty aps.sound", """
        {
          "aps": {
            "alert": "Hi",
            "sound": ""
          }
        }
        """, SoundRule.empty, .warning, "/aps/sound", 4, 5),
        .apns("an m4a aps.sound", """
        {
          "aps": {"alert": "Hi", "sound": "chime.m4a"}
        }
        """, SoundRule.format, .warning, "/aps/sound", 2, 26),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(SoundRule().codes))
        #expect(Validator.allRules.contains { $0 is SoundRule })
    }

    @Test(arguments: ["default", "chime.caf", "chime.CAF", "chime.aiff", "chime.aif", "chime.wav", "chime"])
    func acceptedSounds(_ sound: String) {
        for json in [#"{"alert": "Hi", "sound": ""# + sound + #""}"#, #"{"aps": {"alert": "Hi", "sound": ""# + sound + #""}}"#] {
            #expect(diagnostics(analyze(json), of: SoundRule()).isEmpty)
        }
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: SoundRule()).isEmpty)
    }
}

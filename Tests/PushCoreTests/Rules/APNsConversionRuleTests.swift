import Testing
@testable import PushCore

/// What a device payload holds that `apple_push` cannot express is named, at its place in the payload.
struct APNsConversionRuleTests {
    static let cases: [Expected] = [
        .apns("summary-arg, which iOS 15 stopped reading", """
        {
          "aps": {
            "alert": "Hi",
            "summary-arg": "Ana"
          }
        }
        """, APNsConversionRule.ignoredKey, .info, "/aps/summary-arg", 4, 5),
        .apns("a subtitle", """
        {
          "aps": {
            "alert": {
              "body": "Hi",
              "subtitle": "Sale"
            }
          }
        }
        """, APNsConversionRule.notExpressible, .info, "/aps/alert/subtitle", 5, 7),
        .apns("a critical-alert sound dictionary", """
        {
          "aps": {
            "alert": "Hi",
            "sound": {"critical": 1, "name": "alarm.caf", "volume": 1.0}
          }
        }
        """, APNsConversionRule.notExpressible, .info, "/aps/sound", 4, 5),
        .apns("an aps key Apple defines for other pushes", """
        {
          "aps": {
            "alert": "Hi",
            "target-content-id": "window-1"
          }
        }
        """, APNsConversionRule.notExpressible, .info, "/aps/target-content-id", 4, 5),
        .apns("an unknown ab key", """
        {
          "aps": {"alert": "Hi"},
          "ab": {
            "x": 1
          }
        }
        """, APNsConversionRule.notExpressible, .info, "/ab/x", 4, 5),
        .apns("an unknown attachment key", """
        {
          "aps": {"alert": "Hi"},
          "ab": {
            "att": {"url": "https://cdn.example.com/a.png", "type": "png", "crop": true}
          }
        }
        """, APNsConversionRule.notExpressible, .info, "/ab/att/crop", 4, 68),
        .apns("a delivered payload's campaign key", """
        {
          "aps": {"alert": "Hi"},
          "ab": {"c": "NTlmYjc5NTc1YmE2MTIwMDAxMzQ3ZjYyPWNtcA=="}
        }
        """, APNsConversionRule.setByBraze, .info, "/ab/c", 3, 10),
        .apns("an unknown button action type", """
        {
          "aps": {"alert": "Hi", "category": "ab_cat_more"},
          "ab": {
            "ab_cat": {
              "ab_pb_more": {"a_t": "ab_share"}
            }
          }
        }
        """, APNsConversionRule.notExpressible, .info, "/ab/ab_cat/ab_pb_more/a_t", 5, 22),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(APNsConversionRule().codes))
        #expect(Validator.allRules.contains { $0 is APNsConversionRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: APNsConversionRule()).filter { $0.severity != .info }.isEmpty)
    }

    @Test func brazesOwnKeysAreNamedInNotesNotLosses() {
        // `c` and `aof` are written by Braze when it sends: converting leaves them out, and says so.
        let json = """
        {"aps": {"alert": "Hi"}, "ab": {"att": {"url": "https://cdn.example.com/a.png", "type": "png", "aof": false}, "c": "NTlmYjc5"}}
        """
        let found = analyze(json).diagnostics
        #expect(found.map(\.code) == [APNsConversionRule.setByBraze, APNsConversionRule.setByBraze])
        #expect(found.map(\.path) == ["/ab/att/aof", "/ab/c"])
        #expect(found.allSatisfy { $0.severity == .info })
    }

    @Test func aTestPushsNullCampaignKeyIsNotNamed() {
        // `ab.c: null` is what every compiled test push carries.
        #expect(codes(analyze(#"{"aps": {"alert": "Hi"}, "ab": {"c": null}}"#)).isEmpty)
    }

    @Test(arguments: [
        (#"{"aps": {"alert": {"body": "Hi", "launch-image": "a.png"}}}"#, "/aps/alert/launch-image"),
        (#"{"aps": {"alert": "Hi", "target-content-id": "w"}}"#, "/aps/target-content-id"),
        (#"{"aps": {"alert": "Hi", "filter-criteria": "work"}}"#, "/aps/filter-criteria"),
        (#"{"aps": {"alert": "Hi", "sound": {"critical": 1, "name": "a.caf", "volume": 1}}}"#, "/aps/sound"),
        (#"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {"eta": 5}, "alert": "Hi"}}"#, "/aps/content-state"),
        (#"{"aps": {"alert": "Hi"}, "ab": {"x": 1}}"#, "/ab/x"),
    ])
    func everyKeyBrazeCannotSayIsNamed(_ json: String, _ path: String) {
        let lost = diagnostics(analyze(json), code: APNsConversionRule.notExpressible)
        // Sent as written nothing is lost: one note for the conversion, not a warning a key.
        #expect(lost.count == 1 && lost[0].severity == .info, "\(lost.map(Finding.init))")
        let key = String(path.split(separator: "/").last!)
        #expect(lost.first?.message.contains(key) == true, "\(lost.map(Finding.init))")
    }

    @Test func aLiveActivityGetsOneNoteNotOneAKey() {
        let json = #"{"aps": {"timestamp": 1700000000, "event": "start", "content-state": {"eta": 5}, "attributes-type": "Trip", "attributes": {"id": 1}, "alert": "Hi"}}"#
        let lost = diagnostics(analyze(json), code: APNsConversionRule.notExpressible)
        #expect(lost.count == 1, "\(lost.map(Finding.init))")
        for key in ["timestamp", "event", "content-state", "attributes-type", "attributes"] {
            #expect(lost.first?.message.contains(key) == true, "\(key): \(lost.first?.message ?? "")")
        }
    }

    @Test func bareAndRequestFormsNeverReportIt() {
        // The same keys in apple_push are unknown keys, not conversion losses.
        let bare = #"{"alert": {"body": "Hi", "subtitle": "Sale"}}"#
        #expect(diagnostics(analyze(bare), of: APNsConversionRule()).isEmpty)
        #expect(diagnostics(analyze(wrapInRequest(bare)), of: APNsConversionRule()).isEmpty)
    }
}

import Testing
@testable import PushCore

/// A value of the wrong type is an error at its own place, and is left out of the push.
struct FieldTypeRuleTests {
    static let cases: [Expected] = [
        .bare("a list instead of an object", """
        [
          {"alert": "Hi"}
        ]
        """, FieldTypeRule.documentType, .error, "", 1, 1, wrapsInRequest: false),
        .bare("badge as text", """
        {
          "alert": "Hi",
          "badge": "3"
        }
        """, FieldTypeRule.invalid, .error, "/badge", 3, 3),
        .bare("alert as a number", """
        {
          "alert": 42
        }
        """, FieldTypeRule.invalid, .error, "/alert", 2, 3),
        .bare("content-available as text", """
        {
          "content-available": "true"
        }
        """, FieldTypeRule.invalid, .error, "/content-available", 2, 3),
        .bare("a loc_args element that is not text", """
        {
          "alert": {
            "loc_key": "GREETING",
            "loc_args": ["Ana", 7]
          }
        }
        """, FieldTypeRule.invalid, .error, "/alert/loc_args/1", 4, 25),
        .bare("a button that is not an object", """
        {
          "alert": "Hi",
          "category": "ab_cat_more",
          "buttons": [
            "ab_pb_more"
          ]
        }
        """, FieldTypeRule.invalid, .error, "/buttons/0", 5, 5),
        .bare("extra as text", """
        {
          "alert": "Hi",
          "extra": "deep_link=shop://cart"
        }
        """, FieldTypeRule.invalid, .error, "/extra", 3, 3),
        .request("messages that is not an object", """
        {
          "external_user_ids": ["u"],
          "messages": ["apple_push"]
        }
        """, FieldTypeRule.invalid, .error, "/messages", 3, 3),
        .apns("aps that is not an object", """
        {
          "aps": "Hi"
        }
        """, FieldTypeRule.invalid, .error, "/aps", 2, 3),
        .apns("badge as text in aps", """
        {
          "aps": {
            "alert": "Hi",
            "badge": "3"
          }
        }
        """, FieldTypeRule.invalid, .error, "/aps/badge", 4, 5),
        .apns("content-available that is not 1", """
        {
          "aps": {
            "content-available": "yes"
          }
        }
        """, FieldTypeRule.invalid, .error, "/aps/content-available", 3, 5),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(FieldTypeRule().codes))
        #expect(Validator.allRules.contains { $0 is FieldTypeRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: FieldTypeRule()).isEmpty)
    }

    @Test(arguments: Clean.documents)
    func cleanDocumentsHaveNoFindingsAtAll(_ json: String) {
        // Every rule's no-false-positive test relies on these being read whole and right.
        let a = analyze(json, now: Clean.now)
        #expect(a.document.hasPush)
        // Braze's own keys of a delivered payload (`ab.att.aof`) are named in a note, nothing more.
        #expect(a.diagnostics.filter { $0.code != APNsConversionRule.setByBraze }.map(Finding.init) == [])
    }

    @Test func aWrongValueIsLeftOutOfThePush() {
        let a = analyze(#"{"alert": "Hi", "badge": "3"}"#)
        #expect(a.document.push.badge == nil)
        #expect(PushCompiler().compile(a.document, to: .apns) == #"{"aps":{"alert":"Hi"},"ab":{"c":null}}"#)
    }

    @Test func aFileThatIsNotAnObjectGetsNoPushRules() {
        #expect(codes(analyze(#""Hello""#)) == [FieldTypeRule.documentType])
        #expect(codes(analyze(#"{"aps": 1}"#)) == [FieldTypeRule.invalid])
        #expect(codes(analyze(#"{"external_user_ids": ["u"], "messages": 1}"#)) == [FieldTypeRule.invalid])
    }

    @Test func wholeNumbersOnly() {
        // Braze's badge and priority are integers: 2.0 and 1e1 are not.
        #expect(codes(analyze(#"{"alert": "Hi", "badge": 2.0}"#)) == [FieldTypeRule.invalid])
        #expect(codes(analyze(#"{"alert": "Hi", "apns_priority": 1e1}"#)) == [FieldTypeRule.invalid])
    }
}

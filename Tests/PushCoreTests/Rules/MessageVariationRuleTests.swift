import Testing
@testable import PushCore

/// Spec §1: `message_variation_id` is only meaningful with a `campaign_id` in the request.
struct MessageVariationRuleTests {
    static let cases: [Expected] = [
        .request("a variation without a campaign", """
        {
          "external_user_ids": ["PushTest12"],
          "messages": {
            "apple_push": {
              "alert": "Hi",
              "message_variation_id": "iosPush-640"
            }
          }
        }
        """, MessageVariationRule.withoutCampaign, .warning, "/messages/apple_push/message_variation_id", 6, 7),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(MessageVariationRule().codes))
        #expect(Validator.allRules.contains { $0 is MessageVariationRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: MessageVariationRule()).isEmpty)
    }

    @Test func withACampaignTheVariationCounts() {
        let a = analyze(#"{"external_user_ids": ["u"], "campaign_id": "9c2fefcd", "messages": {"apple_push": {"alert": "Hi", "message_variation_id": "iosPush-640"}}}"#)
        #expect(codes(a).isEmpty)
    }

    @Test func aBarePushCannotTell() {
        // The request it will be sent in is not known yet, so there is nothing to say.
        #expect(codes(analyze(#"{"alert": "Hi", "message_variation_id": "iosPush-640"}"#)).isEmpty)
    }

    @Test func theVariationIsNotDelivered() {
        let doc = PushReader().read(#"{"alert": "Hi", "message_variation_id": "iosPush-640"}"#)
        #expect(PushCompiler().compile(doc, to: .apns) == #"{"aps":{"alert":"Hi"},"ab":{"c":null}}"#)
    }
}

import Testing
@testable import PushCore

/// A request carries the push in `messages.apple_push`, as an object, and push keys nowhere else.
struct RequestPlacementRuleTests {
    static let cases: [Expected] = [
        .request("no messages", """
        {
          "external_user_ids": ["user-1"]
        }
        """, RequestPlacementRule.missing, .error, "", 1, 1),
        .request("messages without apple_push", """
        {
          "external_user_ids": ["user-1"],
          "messages": {
            "android_push": {"alert": "Hi"}
          }
        }
        """, RequestPlacementRule.missing, .error, "/messages", 3, 3),
        .request("apple_push that is text", """
        {
          "external_user_ids": ["user-1"],
          "messages": {
            "apple_push": "Hello!"
          }
        }
        """, RequestPlacementRule.notObject, .error, "/messages/apple_push", 4, 5),
        .request("apple_push that is a list", """
        {
          "external_user_ids": ["user-1"],
          "messages": {
            "apple_push": [{"alert": "Hi"}]
          }
        }
        """, RequestPlacementRule.notObject, .error, "/messages/apple_push", 4, 5),
        .request("push keys at the top level", """
        {
          "external_user_ids": ["user-1"],
          "alert": "Hi",
          "messages": {
            "apple_push": {"badge": 1, "alert": "Hi"}
          }
        }
        """, RequestPlacementRule.misplaced, .error, "/alert", 3, 3),
        .request("a push field next to messages", """
        {
          "segment_id": "seg-1",
          "messages": {"apple_push": {"alert": "Hi"}},
          "apns_priority": 5
        }
        """, RequestPlacementRule.misplaced, .error, "/apns_priority", 4, 3),
        .request("a campaign trigger carries no push of its own", """
        {
          "campaign_id": "9c2fefcd-9115-3932-f771-c7f43d18d6b6",
          "recipients": [{"external_user_id": "user-1"}]
        }
        """, RequestPlacementRule.noPush, .info, "", 1, 1),
        .request("a messages object without apple_push", """
        {
          "android_push": {"alert": "Hi"}
        }
        """, RequestPlacementRule.missing, .error, "", 1, 1),
        .request("a Live Activity notification that is text", """
        {
          "app_id": "app-1",
          "activity_id": "live-1",
          "content_state": {"score": 2},
          "notification": "Goal!"
        }
        """, RequestPlacementRule.notObject, .error, "/notification", 5, 3),
        .request("a title beside a Live Activity's notification", """
        {
          "app_id": "app-1",
          "activity_id": "live-1",
          "content_state": {"score": 2},
          "alert": "Goal!"
        }
        """, RequestPlacementRule.misplaced, .error, "/alert", 5, 3),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test func aScheduleUpdateMayLeaveTheMessagesOut() {
        let a = analyze(#"{"schedule_id": "sch-1", "schedule": {"time": "2030-01-01T12:00:00Z"}}"#)
        #expect(a.document.endpoint == .scheduleUpdate)
        #expect(a.diagnostics.isEmpty, "\(a.diagnostics.map(Finding.init))")
    }

    @Test func theMisplacedKeyNamesWhereTheEndpointKeepsThePush() throws {
        let a = analyze(#"{"app_id": "a", "activity_id": "b", "content_state": {}, "badge": 1}"#)
        let d = try #require(diagnostics(a, code: RequestPlacementRule.misplaced).first)
        #expect(d.message.contains("inside notification"))
    }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(RequestPlacementRule().codes))
        #expect(Validator.allRules.contains { $0 is RequestPlacementRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: RequestPlacementRule()).isEmpty)
    }

    @Test func applePushThatIsNotAnObjectIsTheOnlyFinding() {
        // There is no push to check, so no rule about the push speaks.
        let a = analyze(#"{"external_user_ids": ["u"], "messages": {"apple_push": "Hello!"}}"#)
        #expect(codes(a) == [RequestPlacementRule.notObject])
        #expect(!a.document.hasPush)
    }

    @Test func everyMisplacedKeyIsReported() {
        let a = analyze(#"{"external_user_ids": ["u"], "badge": 1, "sound": "default", "messages": {"apple_push": {"alert": "Hi"}}}"#)
        #expect(diagnostics(a, code: RequestPlacementRule.misplaced).map(\.path) == ["/badge", "/sound"])
        // They are not unknown keys as well.
        #expect(diagnostics(a, code: UnknownKeyRule.unknown).isEmpty)
    }
}

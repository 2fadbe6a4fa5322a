import Testing
@testable import PushCore

/// Spec §8: the request body's own fields: types, booleans written as text, the 50-id limit, known keys.
struct RequestEnvelopeRuleTests {
    static let cases: [Expected] = [
        .request("override_frequency_capping as text (seed 000's example)", """
        {
          "broadcast": false,
          "external_user_ids": ["PushTest12"],
          "campaign_id": "9c2fefcd-9115-3932-f771-c7f43d18d6b6",
          "override_frequency_capping": "false",
          "recipient_subscription_state": "all",
          "messages": {"apple_push": {"alert": {"title": "Hello!", "body": "Message here"}, "message_variation_id": "iosPush-640"}}
        }
        """, RequestEnvelopeRule.booleanString, .warning, "/override_frequency_capping", 5, 3),
        .request("broadcast as text", """
        {
          "broadcast": "true",
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, RequestEnvelopeRule.booleanString, .warning, "/broadcast", 2, 3),
        .request("external_user_ids as text", """
        {
          "external_user_ids": "user-1",
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, RequestEnvelopeRule.externalIDsType, .error, "/external_user_ids", 2, 3),
        .request("an external id that is a number", """
        {
          "external_user_ids": [
            "user-1",
            42
          ],
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, RequestEnvelopeRule.externalIDsType, .error, "/external_user_ids/1", 4, 5),
        .request("51 external ids", """
        {
          "external_user_ids": [\((1...51).map { "\"user-\($0)\"" }.joined(separator: ", "))],
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, RequestEnvelopeRule.externalIDsCount, .error, "/external_user_ids", 2, 3),
        .request("an unknown subscription state", """
        {
          "external_user_ids": ["user-1"],
          "recipient_subscription_state": "everyone",
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, RequestEnvelopeRule.subscriptionState, .error, "/recipient_subscription_state", 3, 3),
        .request("segment_id as a number", """
        {
          "segment_id": 12,
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, FieldTypeRule.invalid, .error, "/segment_id", 2, 3),
        .request("broadcast as a number", """
        {
          "broadcast": 1,
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, FieldTypeRule.invalid, .error, "/broadcast", 2, 3),
        .request("user_aliases of text", """
        {
          "user_aliases": ["ana"],
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, FieldTypeRule.invalid, .error, "/user_aliases", 2, 3),
        .request("a campaign_id typo", """
        {
          "external_user_ids": ["user-1"],
          "campain_id": "9c2fefcd",
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, UnknownKeyRule.unknown, .warning, "/campain_id", 3, 3),
        .request("an Appboy app_group_id", """
        {
          "app_group_id": "3f2c-4b1a",
          "external_user_ids": ["user-1"],
          "messages": {"apple_push": {"alert": "Hi"}}
        }
        """, RequestEnvelopeRule.legacyKey, .warning, "/app_group_id", 2, 3),
        .request("a Live Activity's stale_date that is no date", """
        {
          "app_id": "app-1",
          "activity_id": "live-1",
          "content_state": {"score": 2},
          "stale_date": "tomorrow"
        }
        """, RequestEnvelopeRule.dateFormat, .error, "/stale_date", 5, 3),
        .request("51 recipients of a campaign trigger", """
        {
          "campaign_id": "c-1",
          "recipients": [\((1...51).map { "{\"external_user_id\": \"user-\($0)\"}" }.joined(separator: ", "))]
        }
        """, RequestEnvelopeRule.externalIDsCount, .error, "/recipients", 3, 3),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(RequestEnvelopeRule().codes))
        #expect(Validator.allRules.contains { $0 is RequestEnvelopeRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: RequestEnvelopeRule()).isEmpty)
    }

    @Test(arguments: [
        ("api_key", "Authorization: Bearer"),
        ("segment_ids", "segment_id"),
        ("app_group_id", "Authorization: Bearer"),
    ])
    func legacyKeysNameWhatReplacedThem(_ key: String, _ replacement: String) throws {
        let a = analyze(#"{"\#(key)": "x", "external_user_ids": ["u"], "messages": {"apple_push": {"alert": "Hi"}}}"#)
        let d = try #require(diagnostics(a, code: RequestEnvelopeRule.legacyKey).first)
        #expect(d.message.contains(replacement))
        #expect(diagnostics(a, code: UnknownKeyRule.unknown).isEmpty)
    }

    @Test func anotherEndpointsKeySaysWhichEndpointTakesIt() throws {
        // messages/send has no schedule: the body is probably for schedule/create.
        let a = analyze(#"{"external_user_ids": ["u"], "messages": {"apple_push": {"alert": "Hi"}}, "schedule_id": "s"}"#, endpoint: .messagesSend)
        let d = try #require(diagnostics(a, code: UnknownKeyRule.unknown).first)
        #expect(d.message.contains("/messages/schedule/update"))
        #expect(d.message.contains("--request-kind messages/schedule/update"))
    }

    @Test func messagesInATriggerSendIsIgnoredByBraze() throws {
        let a = analyze(#"{"campaign_id": "c", "trigger_properties": {}, "broadcast": true, "messages": {"apple_push": {"alert": "Hi"}}}"#)
        #expect(a.document.endpoint == .campaignsTriggerSend)
        let d = try #require(diagnostics(a, code: UnknownKeyRule.unknown).first)
        #expect(d.message.contains("dashboard"))
    }

    @Test func otherChannelsBesideApplePushAreFine() {
        let a = analyze(#"{"apple_push": {"alert": "Hi"}, "android_push": {"alert": "Hi"}, "email": {"subject": "x"}}"#)
        #expect(a.document.endpoint == .messages)
        #expect(a.diagnostics.isEmpty, "\(a.diagnostics.map(Finding.init))")
    }

    @Test func fiftyUsersCountIDsAndAliasesTogether() {
        let ids = (1...30).map { "\"user-\($0)\"" }.joined(separator: ",")
        let aliases = (1...21).map { #"{"alias_name": "a\#($0)", "alias_label": "l"}"# }.joined(separator: ",")
        let a = analyze(#"{"external_user_ids": ["# + ids + #"], "user_aliases": ["# + aliases + #"], "messages": {"apple_push": {"alert": "Hi"}}}"#)
        #expect(codes(a) == [RequestEnvelopeRule.externalIDsCount])
    }

    @Test func fiftyExternalIDsAreAllowed() {
        let ids = (1...50).map { "\"user-\($0)\"" }.joined(separator: ",")
        let a = analyze(#"{"external_user_ids": ["# + ids + #"], "messages": {"apple_push": {"alert": "Hi"}}}"#)
        #expect(codes(a).isEmpty)
    }

    @Test func seedExampleWarnsOnlyAboutTheQuotedBoolean() {
        let a = analyze(Self.cases[0].json)
        #expect(a.diagnostics.map(Finding.init) == [Self.cases[0].finding])
        #expect(a.isValid)
        #expect(a.diagnostics[0].message.contains("\"false\""))
    }

    @Test func aTypoSuggestsTheKnownKey() throws {
        let d = try #require(diagnostics(analyze(Self.cases[9].json), code: UnknownKeyRule.unknown).first)
        #expect(d.message.contains("did you mean \"campaign_id\"?"))
    }

    @Test(arguments: ["opted_in", "subscribed", "all"])
    func knownSubscriptionStates(_ state: String) {
        let a = analyze(#"{"external_user_ids": ["u"], "recipient_subscription_state": ""# + state + #"", "messages": {"apple_push": {"alert": "Hi"}}}"#)
        #expect(codes(a).isEmpty)
    }

    @Test func bareAndAPNsFormsHaveNoEnvelope() {
        // Only a request has envelope fields; in the other forms the same keys mean something else.
        let envelopeCodes = [RequestEnvelopeRule.booleanString, RequestEnvelopeRule.externalIDsType,
                             RequestEnvelopeRule.externalIDsCount, RequestEnvelopeRule.subscriptionState]
        for json in [#"{"alert": "Hi", "send_to_most_recent_device_only": false}"#,
                     #"{"aps": {"alert": "Hi"}, "broadcast": "true", "external_user_ids": 7}"#] {
            #expect(codes(analyze(json)).filter(envelopeCodes.contains).isEmpty)
        }
    }
}

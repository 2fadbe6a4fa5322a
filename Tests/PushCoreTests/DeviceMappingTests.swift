import Testing
import TextFormats
@testable import PushCore

/// One table says where each apple_push field goes on the device; the compiler, the decoder and
/// the byte budget all agree with it.
struct DeviceMappingTests {
    /// A push with every field that reaches the device set.
    static let everything = PushReader().read(#"""
    {"alert": {"title": "T", "body": "B", "title_loc_key": "k", "title_loc_args": ["a"], "action_loc_key": "v",
               "loc_key": "l", "loc_args": ["b"], "sound": "s.caf"},
     "badge": 2, "sound": "ding.caf", "notification_group_thread_id": "t", "category": "ab_cat_yes_no",
     "content-available": true, "mutable_content": true, "interruption_level": "active", "relevance_score": 0.5,
     "asset_url": "https://x.example/a.jpg", "asset_file_type": "jpg",
     "buttons": [{"action_id": "ab_pb_yes", "action": "URI", "uri": "https://x.example"}],
     "custom_uri": "https://x.example/c", "use_webview": true}
    """#)

    @Test func everyMappedFieldIsWrittenWhereTheTableSays() throws {
        let payload = DevicePayload.build(Self.everything.push, includeCampaignKey: false)
        for (field, path) in DeviceMapping.paths {
            var node: JSONValue? = .object(payload)
            for key in path { node = node?.objectValue?[key] }
            #expect(node != nil, "\(field.key) is not at \(path.joined(separator: "."))")
        }
    }

    @Test func decodingTheDevicePayloadGivesEveryFieldBack() {
        let payload = DevicePayload.build(Self.everything.push)
        let decoded = PushReader().interpret(JSONNode(.object(payload)))
        #expect(decoded.push.alert == Self.everything.push.alert)
        #expect(decoded.push.threadID == "t")
        #expect(decoded.push.relevanceScore == NumberText("0.5"))
        #expect(decoded.push.assetFileType == "jpg")
        #expect(decoded.push.buttons?.first?.uri == "https://x.example")
        #expect(decoded.push.useWebview == true)
    }

    @Test func budgetRowsAreNamedByTheirApplePushField() {
        let names = Set(ByteBudget(push: Self.everything.push).rows.map(\.field))
        for (field, _) in DeviceMapping.paths where field != .assetFileType {
            #expect(names.contains(field.key) || field == .alert, "no row for \(field.key): \(names)")
        }
        #expect(names.contains("alert.title_loc_key"))
        #expect(ByteBudget.fieldName(forDeviceKey: "ab.att") == "asset_url")
        #expect(ByteBudget.fieldName(forDeviceKey: "my_key") == "extra.my_key")
    }
}

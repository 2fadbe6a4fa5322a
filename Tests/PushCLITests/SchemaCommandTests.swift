import Foundation
import PushCore
import TestSupport
import Testing
@testable import PushCLI

/// `push-composer schema KIND`: one schema per form validate reads, from the field tables.
@Suite struct SchemaCommandTests {
    func schema(_ kind: String) async throws -> [String: Any] {
        let cli = CLIHarness()
        #expect(await cli.run("schema", kind) == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [String: Any])
    }

    @Test func withoutAKindTheKindsAreListedAsValidateNamesThem() async {
        let cli = CLIHarness()
        #expect(await cli.run("schema") == 0)
        #expect(cli.out == PushSchemas.kinds.map { $0 + "\n" }.joined())
        #expect(cli.out.hasPrefix("apple_push\napns\n") && cli.out.contains("messages/send\n"))
    }

    @Test func anUnknownKindIsOneLineSuggestingTheNearest() async {
        let cli = CLIHarness()
        #expect(await cli.run("schema", "apple-push") == 2)
        #expect(cli.err == "push-composer schema: \"apple-push\" is no form; did you mean \"apple_push\"? (push-composer schema lists them)\n")
    }

    @Test func applePushHasEveryFieldTheReaderKnowsAndNoOther() async throws {
        let root = try await schema("apple_push")
        #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let push = try #require((root["$defs"] as? [String: Any])?["apple_push"] as? [String: Any])
        let properties = try #require(push["properties"] as? [String: [String: Any]])
        #expect(Set(properties.keys) == Set(PushField.allCases.map(\.key)))
        #expect(push["additionalProperties"] as? Bool == false, "an unknown key is key.unknown")
        #expect(properties.values.allSatisfy { !(($0["description"] as? String) ?? "").isEmpty })
        #expect(properties["interruption_level"]?["enum"] as? [String] == ["passive", "active", "time-sensitive", "critical"])
        #expect(properties["asset_file_type"]?["enum"] as? [String] == AssetFileType.allCases.map(\.rawValue))
        #expect(properties["badge"]?["minimum"] as? Int == 0)
    }

    @Test func aRequestNamesItsKeysItsRequiredOnesAndItsPush() async throws {
        let root = try await schema("campaigns/trigger/send")
        let properties = try #require(root["properties"] as? [String: Any])
        #expect(Set(properties.keys).isSuperset(of: BrazeEndpoint.campaignsTriggerSend.keys.map(\.rawValue)))
        #expect(root["required"] as? [String] == ["campaign_id"])
        let send = try await schema("messages/send")
        #expect(send["required"] as? [String] == ["messages"])
        let apns = try await schema("apns")
        let aps = try #require((apns["properties"] as? [String: Any])?["aps"] as? [String: Any])
        #expect(Set((aps["properties"] as? [String: Any] ?? [:]).keys) == Set(APNsKeys.aps))
    }
}

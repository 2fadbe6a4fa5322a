import Cryptography
import FileTestSupport
import Foundation
import LocalPushServers
@testable import PushCLI
import TestSupport
import Testing

/// `channels create|list|show|delete` and `send --channel` against a local APNs that speaks the
/// channel management API on a port of its own and takes broadcasts on its push port (HTTP/2
/// over TLS on 127.0.0.1): what goes out, what is kept in the config, each answer in words.
@Suite("Live Activity broadcast channels")
struct ChannelsCommandTests {
    static let update = #"{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"homeScore": 2, "awayScore": 1}}}"#

    final class Setup: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let apns: LocalAPNs
        let config: String

        init(bundleID: String = "com.example.app", broadcastApps: Set<String>? = nil, channelLimit: Int = 10_000) async throws {
            let tls = try TestTLS.make(in: folder.path)
            let key = P256Key()
            try PrivateFile.write(Array(key.privatePEM.utf8), to: folder.path + "/AuthKey_TESTKEY123.p8")
            apns = try await LocalAPNs.start(tls: tls, team: "TEAM123456", keys: ["TESTKEY123": key.publicKey],
                                             topics: [bundleID, bundleID + ".push-type.liveactivity"],
                                             broadcastApps: broadcastApps, channelLimit: channelLimit)
            try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
            config = folder.path + "/config/push-composer/config.toml"
            try """
                bundle_id = "\(bundleID)"
                # the test servers
                [apns]
                key_file = "\(folder.path)/AuthKey_TESTKEY123.p8"
                team_id = "TEAM123456"
                server = "https://127.0.0.1:\(apns.port)"
                management_server = "https://127.0.0.1:\(apns.managementPort ?? 0)"
                ca_file = "\(tls.certificatePath)"

                """.write(toFile: config, atomically: true, encoding: .utf8)
            try ChannelsCommandTests.update.write(toFile: folder.path + "/update.json", atomically: true, encoding: .utf8)
        }

        func run(_ arguments: String..., stdin: String = "") async -> (status: Int32, out: String, err: String) {
            let h = CLIHarness(stdin: stdin, environment: ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config",
                                                           "XDG_STATE_HOME": folder.path + "/state"])
            let status = await h.run(arguments)
            return (status, h.out, h.err)
        }

        var configText: String { (try? String(contentsOfFile: config, encoding: .utf8)) ?? "" }

        func stop() async throws { try await apns.stop() }
    }

    @Test("Create, list, show, send an update, delete: each on its own host, kept in the config, in the history")
    func lifecycle() async throws {
        let setup = try await Setup()
        let created = await setup.run("channels", "create", "Final score", "--storage", "most-recent")
        #expect(created.status == 0, "\(created.err)")
        let id = created.out.trimmingCharacters(in: .newlines)
        #expect(setup.apns.channels(of: "com.example.app") == [id])
        #expect(setup.configText.contains("[[apns.channels]]\nname = \"Final score\"\nid = \"\(id)\"\nenvironment = \"sandbox\"\nstorage = \"most-recent\""))
        #expect(setup.configText.contains("# the test servers"), "the rest of the config is kept")
        let made = try #require(setup.apns.managementRequests.last)
        #expect(made.method == "POST" && made.path == "/1/apps/com.example.app/channels")
        #expect(String(decoding: made.body, as: UTF8.self) == #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#)
        #expect(made.header("apns-request-id") != nil && made.jwt != nil)

        let listed = await setup.run("channels", "list")
        #expect(listed.status == 0 && listed.out == "\(id)\tFinal score\n", "\(listed.out)\(listed.err)")
        let json = await setup.run("channels", "list", "--format", "json")
        #expect(json.out.contains(#""name":"Final score""#) && json.out.contains(#""storage":"most-recent""#), "\(json.out)")
        let shown = await setup.run("channels", "show", "final score")
        #expect(shown.status == 0 && shown.out.contains("storage: most-recent (the most recent message stored)"), "\(shown.out)\(shown.err)")

        let sent = await setup.run("send", setup.folder.path + "/update.json", "--to", "apns", "--channel", "Final score", "--priority", "1")
        #expect(sent.status == 0, "\(sent.out)\(sent.err)")
        let broadcast = try #require(setup.apns.requests.last)
        #expect(broadcast.path == "/4/broadcasts/apps/com.example.app" && broadcast.status == 200)
        #expect(broadcast.header("apns-channel-id") == id && broadcast.header("apns-push-type") == "liveactivity")
        #expect(broadcast.header("apns-priority") == "1" && broadcast.header("apns-topic") == nil && broadcast.header("apns-request-id") != nil)
        #expect(String(decoding: broadcast.body, as: UTF8.self) == #"{"aps":{"event":"update","timestamp":1780315200,"content-state":{"homeScore":2,"awayScore":1}}}"#)
        let history = await setup.run("history", "--format", "json")
        #expect(history.out.contains(#""channel":"\#(id.replacingOccurrences(of: "/", with: "\\/"))""#) || history.out.contains(#""channel":"\#(id)""#), "\(history.out)")
        #expect(history.out.contains(#""recipient":"channel Final score""#), "\(history.out)")
        let again = await setup.run("resend", "1")
        #expect(again.status == 0, "\(again.out)\(again.err)")
        #expect(setup.apns.requests.last?.header("apns-channel-id") == id)

        let refused = await setup.run("channels", "delete", "Final score")
        #expect(refused.status == 2 && refused.err.contains("pass --yes"), "without a terminal, deleting asks first")
        let deleted = await setup.run("channels", "delete", "Final score", "--yes")
        #expect(deleted.status == 0, "\(deleted.err)")
        #expect(setup.apns.channels(of: "com.example.app").isEmpty && !setup.configText.contains("apns.channels"))
        let gone = await setup.run("channels", "show", id)
        #expect(gone.status == 1 && gone.err.contains("(ChannelNotRegistered): APNs has no such channel in this environment"), "\(gone.err)")
        let late = await setup.run("send", setup.folder.path + "/update.json", "--to", "apns", "--channel", id)
        #expect(late.status == 1 && late.out.contains("APNs has no such channel"), "\(late.out)\(late.err)")
        try await setup.stop()
    }

    @Test("A channel that stores nothing gets apns-expiration 0, said before it goes")
    func noStorageExpiration() async throws {
        let setup = try await Setup()
        #expect(await setup.run("channels", "create", "Live", "--storage", "none").status == 0)
        let sent = await setup.run("send", setup.folder.path + "/update.json", "--to", "apns", "--channel", "Live", "--expiration", "2030-01-01T00:00:00Z")
        #expect(sent.status == 0, "\(sent.out)\(sent.err)")
        #expect((sent.out + sent.err).contains("apns-expiration goes as 0"))
        #expect(setup.apns.requests.last?.header("apns-expiration") == "0")
        try await setup.stop()
    }

    @Test("The checker knows a broadcast: updates and ends only, priority 1 on a channel only, 5120 bytes")
    func checker() async throws {
        let setup = try await Setup()
        let file = setup.folder.path + "/update.json"
        #expect(await setup.run("validate", "--strict", "--priority", "1", file).status == 1, "priority 1 is not for a Live Activity on a device")
        #expect(await setup.run("validate", "--strict", "--broadcast", "--priority", "1", file).status == 0)
        let start = setup.folder.path + "/start.json"
        try #"{"aps": {"event": "start", "timestamp": 1780315200, "attributes-type": "MatchAttributes", "attributes": {"team": "A"}, "content-state": {"score": "0-0"}, "input-push-channel": "dHdlbHZlYnl0ZXNhYmNkZWY=", "alert": {"title": "Kick-off"}}}"#
            .write(toFile: start, atomically: true, encoding: .utf8)
        #expect(await setup.run("validate", "--strict", start).status == 0, "a push-to-start naming its channel is valid")
        let onChannel = await setup.run("validate", "--broadcast", start)
        #expect(onChannel.status == 1 && onChannel.out.contains("error[push-type.broadcast]"), "\(onChannel.out)")
        #expect(await setup.run("channels", "create", "Live").status == 0)
        let alert = setup.folder.path + "/alert.json"
        try #"{"aps": {"alert": {"title": "Sale"}}}"#.write(toFile: alert, atomically: true, encoding: .utf8)
        let refused = await setup.run("send", alert, "--to", "apns", "--channel", "Live")
        #expect(refused.status == 1 && (refused.out + refused.err).contains("push-type.broadcast"), "\(refused.out)\(refused.err)")
        #expect(setup.apns.requests.isEmpty)
        try await setup.stop()
    }

    @Test("Apple's channel answers, each in its own words", arguments: [
        ("FeatureNotEnabled", "broadcast is not turned on for this app"),
        ("TopicMismatch", "a bundle id with capital letters has been reported to fail this way"),
        ("CannotCreateChannelConfig", "as many channels as APNs allows"),
    ])
    func answers(reason: String, words: String) async throws {
        let setup: Setup
        switch reason {
        case "FeatureNotEnabled": setup = try await Setup(broadcastApps: [])
        case "TopicMismatch": setup = try await Setup(bundleID: "com.Example.app")
        default: setup = try await Setup(channelLimit: 1)
        }
        if reason == "CannotCreateChannelConfig" { #expect(await setup.run("channels", "create", "One").status == 0) }
        let result = await setup.run("channels", "create", "Two")
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("400 (\(reason)): ") && result.err.contains(words) && result.err.contains("[apns-request-id "), "\(result.err)")
        #expect(!setup.configText.contains("name = \"Two\""))
        try await setup.stop()
    }

    @Test("A broadcast's refusals: an id APNs does not take, too many requests")
    func broadcastRefusals() async throws {
        let setup = try await Setup()
        let bad = await setup.run("send", setup.folder.path + "/update.json", "--to", "apns", "--channel", "abc")
        #expect(bad.status == 1 && bad.out.contains("the channel id is not one APNs made"), "\(bad.out)\(bad.err)")
        let created = await setup.run("channels", "create", "Busy")
        let id = created.out.trimmingCharacters(in: .newlines)
        setup.apns.answer(.reject(status: 429, reason: "TooManyRequests"), forChannel: id)
        let busy = await setup.run("send", setup.folder.path + "/update.json", "--to", "apns", "--channel", "Busy")
        #expect(busy.status == 1 && busy.out.contains("too many requests in a row"), "\(busy.out)\(busy.err)")
        let notAChannel = await setup.run("send", setup.folder.path + "/update.json", "--to", "apns", "--channel", "no such one!")
        #expect(notAChannel.status == 2 && notAChannel.err.contains("is neither a configured channel nor a channel id"), "\(notAChannel.err)")
        try await setup.stop()
    }
}

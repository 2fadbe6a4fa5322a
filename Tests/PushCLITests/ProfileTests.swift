import Cryptography
import FileTestSupport
import Foundation
import LocalPushServers
@testable import PushCLI
import TestSupport
import Testing

/// Two profiles in one config, each with its app, key, devices and Braze: `--profile`,
/// `$PUSH_COMPOSER_PROFILE` and the `profile` key choose one for every command, and nothing of
/// one goes out with the other's sends.
@Suite("Profiles: several apps or workspaces in one config")
struct ProfileTests {
    static let shopKey = "test-braze-key-shop-0000000"
    static let newsKey = "test-braze-key-news-0000000"

    final class Setup: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let shop: LocalAPNs
        let news: LocalAPNs
        let braze: LocalBraze

        init(top: String = "") async throws {
            let tls = try TestTLS.make(in: folder.path)
            let shopKey = P256Key(), newsKey = P256Key()
            try PrivateFile.write(Array(shopKey.privatePEM.utf8), to: folder.path + "/AuthKey_SHOPKEY123.p8")
            try PrivateFile.write(Array(newsKey.privatePEM.utf8), to: folder.path + "/AuthKey_NEWSKEY123.p8")
            shop = try await LocalAPNs.start(tls: tls, team: "TEAMSHOP12", keys: ["SHOPKEY123": shopKey.publicKey], topics: ["com.example.shop"])
            news = try await LocalAPNs.start(tls: tls, team: "TEAMNEWS12", keys: ["NEWSKEY123": newsKey.publicKey], topics: ["com.example.news"])
            braze = try await LocalBraze.start(tls: tls, apiKey: ProfileTests.newsKey)
            try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
            try """
                \(top)
                bundle_id = "com.example.shop"
                [apns]
                key_file = "\(folder.path)/AuthKey_SHOPKEY123.p8"
                team_id = "TEAMSHOP12"
                server = "https://127.0.0.1:\(shop.port)"
                ca_file = "\(tls.certificatePath)"
                [[apns.devices]]
                name = "Shop phone"
                token = "\(String(repeating: "aa", count: 32))"

                [profiles.news]
                bundle_id = "com.example.news"
                [profiles.news.apns]
                key_file = "\(folder.path)/AuthKey_NEWSKEY123.p8"
                team_id = "TEAMNEWS12"
                server = "https://127.0.0.1:\(news.port)"
                ca_file = "\(tls.certificatePath)"
                [[profiles.news.apns.devices]]
                name = "News phone"
                token = "\(String(repeating: "bb", count: 32))"
                [profiles.news.braze]
                rest_endpoint = "https://127.0.0.1:\(braze.port)"
                ca_file = "\(tls.certificatePath)"
                test_users = ["news-reader"]
                """.write(toFile: folder.path + "/config/push-composer/config.toml", atomically: true, encoding: .utf8)
            try #"{"alert": {"title": "Hello", "body": "From the test"}}"#.write(toFile: folder.path + "/p.json", atomically: true, encoding: .utf8)
        }

        func run(_ arguments: [String], environment: [String: String] = [:]) async -> (status: Int32, out: String) {
            let h = CLIHarness(environment: ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config",
                                             "XDG_STATE_HOME": folder.path + "/state", "BRAZE_API_KEY": ProfileTests.newsKey]
                .merging(environment) { $1 })
            let status = await h.run(arguments)
            return (status, h.out + h.err)
        }

        func stop() async throws {
            try await shop.stop()
            try await news.stop()
            try await braze.stop()
        }
    }

    @Test("--profile, the variable and the key each choose the profile's app, key, devices and Braze; the top level stays the default")
    func choosing() async throws {
        let setup = try await Setup()
        let send = ["send", setup.folder.path + "/p.json", "--to", "apns"]
        let plain = await setup.run(send + ["--device", "Shop phone"])
        #expect(plain.status == 0, "\(plain.out)")
        #expect(setup.shop.requests.last?.header("apns-topic") == "com.example.shop")
        let profiled = await setup.run(send + ["--device", "News phone", "--profile", "news"])
        #expect(profiled.status == 0, "\(profiled.out)")
        #expect(setup.news.requests.last?.header("apns-topic") == "com.example.news" && setup.news.requests.last?.jwt != nil)
        let leak = await setup.run(send + ["--device", "Shop phone", "--profile", "news"])
        #expect(leak.status == 2 && leak.out.contains("\"Shop phone\" is neither a configured device"), "the top level's devices are not the profile's: \(leak.out)")
        let variable = await setup.run(["send", setup.folder.path + "/p.json", "--to", "braze"], environment: ["PUSH_COMPOSER_PROFILE": "news"])
        #expect(variable.status == 0, "\(variable.out)")
        #expect(setup.braze.requests.last.flatMap { String(decoding: $0.body, as: UTF8.self) }?.contains("news-reader") == true)
        let history = await setup.run(["history"])
        #expect(history.out.contains("profile news"), "\(history.out)")
        let topLevelBraze = await setup.run(["send", setup.folder.path + "/p.json", "--to", "braze"])
        #expect(topLevelBraze.status == 2 && topLevelBraze.out.contains("no [braze] table"), "the profile's Braze is not the top level's: \(topLevelBraze.out)")
        #expect(setup.shop.requests.count == 1, "nothing of the news profile went to the shop's APNs")
        try await setup.stop()
    }

    @Test("A profile the config does not have refuses every send, naming those it has")
    func unknown() async throws {
        let setup = try await Setup(top: "profile = \"nwes\"")
        let result = await setup.run(["send", setup.folder.path + "/p.json", "--to", "apns", "--device", "Shop phone"])
        #expect(result.status == 2 && result.out.contains("no profile \"nwes\" ([profiles.nwes]); the config has news"), "\(result.out)")
        #expect(setup.shop.requests.isEmpty)
        try await setup.stop()
    }

    @Test("init --profile and devices add --profile write the profile's own tables, and leave the rest as it was")
    func writing() async throws {
        let setup = try await Setup()
        let config = setup.folder.path + "/config/push-composer/config.toml"
        let before = try String(contentsOfFile: config, encoding: .utf8)
        let made = await setup.run(["init", "--profile", "games", "--bundle-id", "com.example.games", "--apns-key", setup.folder.path + "/AuthKey_SHOPKEY123.p8",
                                    "--team-id", "TEAMGAME12", "--braze-instance", "US-03"])
        #expect(made.status == 0, "\(made.out)")
        let added = await setup.run(["devices", "add", "Games phone", String(repeating: "cc", count: 32), "--profile", "games"])
        #expect(added.status == 0, "\(added.out)")
        let after = try String(contentsOfFile: config, encoding: .utf8)
        #expect(after.hasPrefix(before), "what was there is kept: \(after)")
        let added_ = String(after.dropFirst(before.count))
        for line in ["[profiles.games]", "bundle_id = \"com.example.games\"", "[profiles.games.apns]", "team_id = \"TEAMGAME12\"",
                     "[profiles.games.braze]", "instance = \"US-03\"", "[[profiles.games.apns.devices]]", "name = \"Games phone\""] {
            #expect(added_.contains(line), "\(line) in \(added_)")
        }
        let listed = await setup.run(["devices", "list", "--profile", "games"])
        #expect(listed.out.contains("Games phone") && !listed.out.contains("Shop phone"), "\(listed.out)")
        try await setup.stop()
    }
}

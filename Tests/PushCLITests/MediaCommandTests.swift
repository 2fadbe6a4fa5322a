import FileTestSupport
import Foundation
import LocalPushServers
import PushCore
import PushTransport
import TestSupport
import Testing
@testable import PushCLI

/// `push-composer media FILE` against a real HTTPS server on 127.0.0.1: compiler-style lines at
/// asset_url's line and column, a summary, JSON with the same codes, and the exit status.
@Suite(.serialized) struct MediaCommandTests {
    /// Writes a push whose media is `path` on a fresh server, runs `media` with `arguments`.
    func run(_ path: String, declared: String = "jpg", _ arguments: [String] = [], trustFromConfig: Bool = false) async throws -> (status: Int32, cli: CLIHarness) {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let server = try await LocalMedia.start(tls: tls, routes: [
            "/sale.jpg": .file(contentType: "image/jpeg", bytes: MediaSamples.jpeg(width: 1038, height: 519, length: 60_000)),
            "/webp.jpg": .file(contentType: "image/jpeg", bytes: MediaSamples.webp(width: 800, height: 400)),
        ])
        let push = folder.path + "/push.json"
        try Data("{\n  \"alert\": \"Sale\",\n  \"asset_url\": \"\(server.url(path))\",\n  \"asset_file_type\": \"\(declared)\"\n}\n".utf8)
            .write(to: URL(fileURLWithPath: push))
        let cli: CLIHarness
        let status: Int32
        if trustFromConfig {
            // The config names the trust root as sending does: [media] ca_file, beside the config.
            try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: tls.certificatePath, toPath: folder.path + "/config/push-composer/proxy.pem")
            try Data("[media]\nca_file = \"proxy.pem\"\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/config/push-composer/config.toml"))
            cli = CLIHarness(environment: ["XDG_CONFIG_HOME": folder.path + "/config"])
            status = await cli.run(["media"] + arguments + [push])
        } else {
            cli = CLIHarness()
            status = await cli.run(["media", "--ca-file", tls.certificatePath] + arguments + [push])
        }
        try await server.stop()
        return (status, cli)
    }

    @Test func aGoodPictureIsDescribedAndExitsZero() async throws {
        let (status, cli) = try await run("/sale.jpg")
        #expect(status == 0)
        #expect(cli.out.contains("push.json:3:3: info[media.picture]: 1038×519 pixels (2:1, as Braze recommends)"))
        #expect(cli.out.contains("is JPEG of 58 KB, 1038×519 pixels; the phone can show it"))
    }

    @Test func theConfigsMediaTrustRootIsUsedWithoutAnOption() async throws {
        let (status, cli) = try await run("/sale.jpg", trustFromConfig: true)
        #expect(status == 0, "\(cli.out)\(cli.err)")
        #expect(cli.out.contains("the phone can show it"))
    }

    @Test func aWebPNamedJPGFailsWithItsCodesInTextAndJSON() async throws {
        let (status, cli) = try await run("/webp.jpg")
        #expect(status == 1)
        #expect(cli.out.contains("push.json:3:3: error[media.unsupported]: The file is WebP"))
        let (jsonStatus, json) = try await run("/webp.jpg", ["--format", "json"])
        #expect(jsonStatus == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "webp")
        let codes = (object["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String } ?? []
        #expect(codes.contains("media.unsupported"))
        #expect((object["pixels"] as? [String: Any])?["width"] as? Int == 800)
    }

    @Test func aPushWithoutMediaOrWithLiquidInItsURLSaysSoInOneLine() async throws {
        let folder = TemporaryFolder(fixture: ())
        let plain = folder.path + "/plain.json", liquid = folder.path + "/liquid.json"
        try Data(#"{"alert": "Hi"}"#.utf8).write(to: URL(fileURLWithPath: plain))
        try Data(#"{"alert": "Hi", "asset_url": "https://x.example/{{${first_name}}}.jpg", "asset_file_type": "jpg"}"#.utf8)
            .write(to: URL(fileURLWithPath: liquid))
        let none = CLIHarness()
        #expect(await none.run("media", plain) == 0)
        #expect(none.err.contains("no asset_url"))
        let templated = CLIHarness()
        #expect(await templated.run("media", liquid) == 2)
        // The push's own findings, then one line on why there is nothing to fetch.
        #expect(templated.err.split(separator: "\n").last?.hasPrefix("push-composer media: asset_url holds Liquid: give --user NAME") == true)
    }

    @Test func aURLTheRulesRefuseIsNotFetchedAndGetsValidatesVerdict() async throws {
        let folder = TemporaryFolder(fixture: ())
        let push = folder.path + "/bad.json"
        try Data(#"{"alert": "Hi", "asset_url": "https://exa mple.com/a.jpg", "asset_file_type": "jpg"}"#.utf8).write(to: URL(fileURLWithPath: push))
        let cli = CLIHarness()
        #expect(await cli.run("media", push) == 1)
        #expect(cli.out.contains("error[asset.url.format]"), "\(cli.out)")
        #expect(cli.out.contains("nothing was fetched"))
        #expect(!cli.out.contains("media.unreachable"))
        let validate = CLIHarness()
        #expect(await validate.run("validate", "--media", push) == 1)
        #expect(validate.out.components(separatedBy: "asset.url.format").count == 2, "said once: \(validate.out)")
    }

    @Test func aRunsMediaTimeIsBoundedAcrossFiles() async throws {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let silent = try await SilentTLSServer.start(tls: tls)
        let checker = MediaChecker(fetcher: MediaFetcher(caFile: tls.certificatePath, timeLimit: 20), runSeconds: 1)
        var said: [String] = []
        for name in ["a", "b", "c"] {
            let document = PushReader().read(Array(#"{"alert":"Hi","asset_url":"https://127.0.0.1:\#(silent.port)/\#(name).jpg","asset_file_type":"jpg"}"#.utf8))
            switch await checker.check(document, source: document) {
            case .checked(_, let found): said += found.map(\.code)
            case .notFetched(let notes): said += notes.map { $0.code + ": " + $0.message }
            default: said.append("?")
            }
        }
        try await silent.stop()
        // The first waits out the run's one second; the others are not fetched, and say why.
        #expect(said.filter { $0.hasPrefix("media.not-checked: not fetched: the run's 1 s for media were spent") }.count == 2, "\(said)")
    }

    @Test func validateFetchesOnlyWithMediaAndGivesTheSameCodes() async throws {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let server = try await LocalMedia.start(tls: tls, routes: [
            "/webp.jpg": .file(contentType: "image/jpeg", bytes: MediaSamples.webp(width: 800, height: 400)),
        ])
        let push = folder.path + "/push.json"
        try Data("{\"alert\": \"Sale\", \"asset_url\": \"\(server.url("/webp.jpg"))\", \"asset_file_type\": \"jpg\"}".utf8)
            .write(to: URL(fileURLWithPath: push))
        let plain = CLIHarness()
        #expect(await plain.run("validate", "--no-users", push) == 0)
        #expect(!plain.out.contains("media."))
        let text = CLIHarness()
        #expect(await text.run("validate", "--no-users", "--media", "--ca-file", tls.certificatePath, push) == 1)
        #expect(text.out.contains("push.json:1:19: error[media.unsupported]"))
        let json = CLIHarness()
        #expect(await json.run("validate", "--no-users", "--media", "--ca-file", tls.certificatePath, "--format", "json", push) == 1)
        try await server.stop()
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        let codes = (reports.first?["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String } ?? []
        #expect(codes.contains("media.unsupported"))
        #expect(reports.first?["valid"] as? Bool == false)
    }

    @Test func validateChecksTheURLEachTestUserGetsFromLiquid() async throws {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let server = try await LocalMedia.start(tls: tls, routes: [
            "/Ana.jpg": .file(contentType: "image/jpeg", bytes: MediaSamples.jpeg(width: 1038, height: 519)),
        ])
        let users = folder.path + "/users.json"
        try Data(#"{"ana": {"first_name": "Ana"}, "ben": {"first_name": "Ben"}, "cy": {"first_name": "Ana"}}"#.utf8)
            .write(to: URL(fileURLWithPath: users))
        let push = folder.path + "/push.json"
        let url = server.url("/{{${first_name} | default: 'nobody'}}.jpg")
        try Data("{\"alert\": \"Sale\", \"asset_url\": \"\(url)\", \"asset_file_type\": \"jpg\"}".utf8)
            .write(to: URL(fileURLWithPath: push))
        let cli = CLIHarness()
        #expect(await cli.run("validate", "--users", users, "--media", "--ca-file", tls.certificatePath, push) == 1)
        try await server.stop()
        // Ana's file is fetched once for the two users who get it; Ben's is missing (fetched at once, in either order).
        #expect(server.statuses.sorted() == [200, 404])
        #expect(cli.out.contains("info[media.picture]: As ana, cy (\(server.url("/Ana.jpg"))): 1038×519 pixels"))
        #expect(cli.out.contains("error[media.unreachable]: As ben (\(server.url("/Ben.jpg"))): The media URL answers 404 Not Found"))
    }
}

import Cryptography
import FileTestSupport
import Foundation
import LocalPushServers
@testable import PushCLI
import TestSupport
import Testing

/// Sends, `users fetch` and the media check through a real HTTP proxy (tinyproxy, started by the
/// test on 127.0.0.1) to local APNs, Braze and media servers: what goes through it, what the
/// bypass list leaves out, and each way a proxy says no, in words that name the proxy.
@Suite("Through a company proxy")
struct ProxyCommandTests {
    static let ana = String(repeating: "ab", count: 32)
    static let brazeKey = "test-braze-key-5e2a9b1c-0000"

    final class Setup: Sendable {
        let folder = TemporaryFolder(fixture: ())
        let apns: LocalAPNs
        let braze: LocalBraze
        let media: LocalMedia
        let proxy: LocalProxy
        let push: String

        init(allowedPorts: [Int]? = nil, credentials: (user: String, password: String)? = nil, network: String = "") async throws {
            let tls = try TestTLS.make(in: folder.path)
            let key = P256Key()
            try PrivateFile.write(Array(key.privatePEM.utf8), to: folder.path + "/AuthKey_TESTKEY123.p8")
            apns = try await LocalAPNs.start(tls: tls, team: "TEAM123456", keys: ["TESTKEY123": key.publicKey], topics: ["com.example.app"])
            braze = try await LocalBraze.start(tls: tls, apiKey: ProxyCommandTests.brazeKey)
            braze.addProfile("ana-test", json: #"{"external_id": "ana-test", "first_name": "Ana"}"#)
            media = try await LocalMedia.start(tls: tls, routes: [
                "/sale.jpg": .file(contentType: "image/jpeg", bytes: MediaSamples.jpeg(width: 1038, height: 519, length: 60_000)),
            ])
            try FileManager.default.createDirectory(atPath: folder.path + "/proxy", withIntermediateDirectories: true)
            proxy = try await LocalProxy.start(in: folder.path + "/proxy", allowedPorts: allowedPorts, credentials: credentials)
            try FileManager.default.createDirectory(atPath: folder.path + "/config/push-composer", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: tls.certificatePath, toPath: folder.path + "/config/push-composer/ca.pem")
            try """
                bundle_id = "com.example.app"
                [apns]
                key_file = "\(folder.path)/AuthKey_TESTKEY123.p8"
                team_id = "TEAM123456"
                server = "https://127.0.0.1:\(apns.port)"
                ca_file = "ca.pem"
                [[apns.devices]]
                name = "Ana's iPhone"
                token = "\(ProxyCommandTests.ana)"
                [braze]
                rest_endpoint = "https://127.0.0.1:\(braze.port)"
                ca_file = "ca.pem"
                test_users = ["ana-test"]
                [media]
                ca_file = "ca.pem"
                \(network)
                """.write(toFile: folder.path + "/config/push-composer/config.toml", atomically: true, encoding: .utf8)
            push = folder.path + "/push.json"
            try #"{"alert": {"title": "Sale", "body": "Today only"}, "asset_url": "\#(media.url("/sale.jpg"))", "asset_file_type": "jpg"}"#
                .write(toFile: push, atomically: true, encoding: .utf8)
        }

        func run(_ arguments: [String], environment: [String: String]) async -> (status: Int32, out: String) {
            let h = CLIHarness(environment: ["HOME": folder.path + "/home", "XDG_CONFIG_HOME": folder.path + "/config",
                                             "XDG_STATE_HOME": folder.path + "/state", "BRAZE_API_KEY": ProxyCommandTests.brazeKey]
                .merging(environment) { _, given in given })
            let status = await h.run(arguments)
            return (status, h.out + h.err)
        }

        /// The three commands that connect: an APNs send, a Braze send, a users fetch, the media check.
        func everyConnection(_ environment: [String: String]) async -> [(command: String, status: Int32, out: String)] {
            var results: [(String, Int32, String)] = []
            for arguments in [["send", push, "--to", "apns", "--device", "Ana's iPhone"], ["send", push, "--to", "braze"],
                              ["users", "fetch", "ana-test"], ["media", push]] {
                let (status, out) = await run(arguments, environment: environment)
                results.append((arguments.prefix(3).joined(separator: " "), status, out))
            }
            return results
        }

        var ports: [Int] { [apns.port, braze.port, media.port] }

        func stop() async throws {
            proxy.stop()
            try await apns.stop()
            try await braze.stop()
            try await media.stop()
        }
    }

    @Test("Sends, users fetch and the media check go through $HTTPS_PROXY; NO_PROXY goes around it")
    func throughTheProxy() async throws {
        let setup = try await Setup()
        for result in await setup.everyConnection(["HTTPS_PROXY": setup.proxy.url()]) {
            #expect(result.status == 0, "\(result.command): \(result.out)")
        }
        let tunnels = Set(setup.proxy.tunnels)
        for port in setup.ports { #expect(tunnels.contains("127.0.0.1:\(port)"), "\(port) in \(tunnels)") }
        #expect(setup.apns.requests.count == 1 && setup.braze.requests.count == 2)
        let before = setup.proxy.tunnels.count
        for result in await setup.everyConnection(["HTTPS_PROXY": setup.proxy.url(), "NO_PROXY": "localhost,127.0.0.1"]) {
            #expect(result.status == 0, "\(result.command): \(result.out)")
        }
        #expect(setup.proxy.tunnels.count == before, "the bypass list sends nothing through the proxy")
        #expect(setup.apns.requests.count == 2)
        try await setup.stop()
    }

    @Test("A proxy that refuses the tunnel is said as the proxy's refusal, and nothing reaches the servers")
    func refused() async throws {
        let setup = try await Setup(allowedPorts: [443])
        let said = "the proxy 127.0.0.1:\(setup.proxy.port) (from $https_proxy) refused the tunnel to 127.0.0.1:"
        for result in await setup.everyConnection(["https_proxy": setup.proxy.url()]) {
            #expect(result.status != 0, "\(result.command)")
            #expect(result.out.contains(said) && result.out.contains("(HTTP 403 Forbidden): it does not allow a tunnel"), "\(result.command): \(result.out)")
            #expect(!result.out.contains("did not answer"), "\(result.command): \(result.out)")
        }
        #expect(setup.apns.requests.isEmpty && setup.braze.requests.isEmpty && setup.media.statuses.isEmpty)
        try await setup.stop()
    }

    @Test("A proxy that asks for a password: 407 said with the fix; the password from the variable, the environment or the credentials file, never shown")
    func authentication() async throws {
        let secret = "pr0xy-s3cret-9"
        let setup = try await Setup(credentials: ("ana", secret))
        let send = ["send", setup.push, "--to", "apns", "--device", "Ana's iPhone"]
        let none = await setup.run(send, environment: ["HTTPS_PROXY": setup.proxy.url()])
        #expect(none.status != 0 && none.out.contains("asks for a user name and password (407)"), "\(none.out)")
        let wrong = await setup.run(send, environment: ["HTTPS_PROXY": setup.proxy.url(user: "ana", password: "nope-nope")])
        #expect(wrong.status != 0 && wrong.out.contains("did not accept the user ana and its password (40"), "\(wrong.out)")
        #expect(!wrong.out.contains("nope-nope"))
        let inline = await setup.run(send, environment: ["HTTPS_PROXY": setup.proxy.url(user: "ana", password: secret)])
        #expect(inline.status == 0, "\(inline.out)")
        #expect(!inline.out.contains(secret))
        try await setup.stop()

        // The config names the user; the password comes from the variable, then from `login proxy`.
        let named = try await Setup(credentials: ("ana", secret), network: "[network]\nproxy = \"http://ana@127.0.0.1:0\"\n")
        let config = named.folder.path + "/config/push-composer/config.toml"
        let text = try String(contentsOfFile: config, encoding: .utf8).replacingOccurrences(of: "127.0.0.1:0", with: "127.0.0.1:\(named.proxy.port)")
        try text.write(toFile: config, atomically: true, encoding: .utf8)
        let send2 = ["send", named.push, "--to", "apns", "--device", "Ana's iPhone"]
        let fromVariable = await named.run(send2, environment: ["PUSH_COMPOSER_PROXY_PASSWORD": secret])
        #expect(fromVariable.status == 0, "\(fromVariable.out)")
        let login = CLIHarness(stdin: secret, environment: ["HOME": named.folder.path + "/home", "XDG_CONFIG_HOME": named.folder.path + "/config"])
        #expect(await login.run(["login", "proxy"]) == 0, "\(login.err)")
        let fromFile = await named.run(send2, environment: [:])
        #expect(fromFile.status == 0, "\(fromFile.out)")
        #expect(!(fromVariable.out + fromFile.out + login.out + login.err).contains(secret))
        #expect(named.proxy.tunnels.count == 2)
        try await named.stop()
    }

    @Test("A proxy that is not there, and a proxy written wrongly, stop the send with one line naming the proxy")
    func unreachableAndWrong() async throws {
        let setup = try await Setup()
        let send = ["send", setup.push, "--to", "apns", "--device", "Ana's iPhone"]
        let gone = await setup.run(send, environment: ["HTTPS_PROXY": "http://127.0.0.1:1"])
        #expect(gone.status != 0)
        #expect(gone.out.contains("could not connect to the proxy 127.0.0.1:1 (from $HTTPS_PROXY): nothing is listening there (connection refused)"), "\(gone.out)")
        for (value, said) in [("socks5://127.0.0.1:1080", "socks5:// proxies are not supported"),
                              ("https://127.0.0.1:3128", "only http:// proxies are supported"),
                              ("http://127.0.0.1:99999", "the port is not a number from 1 to 65535")] {
            let wrong = await setup.run(send, environment: ["HTTPS_PROXY": value])
            #expect(wrong.status != 0 && wrong.out.contains("$HTTPS_PROXY is not a proxy address: \(said)"), "\(wrong.out)")
        }
        #expect(setup.apns.requests.isEmpty, "a proxy named wrongly is never gone around")
        try await setup.stop()
    }

    @Test("A password written in the config's proxy address is refused, and not repeated")
    func passwordInTheConfig() async throws {
        let setup = try await Setup(network: "[network]\nproxy = \"http://ana:written-down-pw@127.0.0.1:3128\"\n")
        let result = await setup.run(["send", setup.push, "--to", "apns", "--device", "Ana's iPhone"], environment: [:])
        #expect(result.status != 0)
        #expect(result.out.contains("[network] proxy holds a password, which a config file must not"), "\(result.out)")
        #expect(!result.out.contains("written-down-pw"))
        let doctor = await setup.run(["doctor", "--offline"], environment: [:])
        #expect(doctor.status == 1 && !doctor.out.contains("written-down-pw"))
        try await setup.stop()
    }
}

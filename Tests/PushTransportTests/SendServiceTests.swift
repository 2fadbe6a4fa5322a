import Cryptography
import FileTestSupport
import Foundation
import LocalPushServers
import PushCore
import PushSending
import Testing
@testable import PushTransport

@Suite("The send service the command line and the composer share")
struct SendServiceTests {
    /// A local APNs, its key written to a 0600 .p8 file, and a job for one device.
    struct Setup {
        let folder = TemporaryFolder(fixture: ())
        let server: LocalAPNs
        let settings: APNsSettings

        init() async throws {
            let tls = try TestTLS.make(in: folder.path)
            let key = P256Key()
            let keyFile = folder.path + "/AuthKey_TESTKEY123.p8"
            try PrivateFile.write(Array(key.privatePEM.utf8), to: keyFile)
            server = try await LocalAPNs.start(tls: tls, team: "TEAM123456", keys: ["TESTKEY123": key.publicKey], topics: ["com.example.app"])
            settings = APNsSettings(keyFile: keyFile, keyID: "TESTKEY123", teamID: "TEAM123456", topic: "com.example.app",
                                    endpoint: "https://127.0.0.1:\(server.port)", caFile: tls.certificatePath,
                                    devices: [APNsDevice(name: "Ana", token: DeviceToken(String(repeating: "a", count: 64))!)])
        }

        func job() throws -> SendJob {
            try SendJob.apns(PushReader().read(Array(#"{"alert":"Hi"}"#.utf8)), sending: SendSettings(apns: settings),
                             configFile: "config.toml", devices: ["Ana"])
        }
    }

    @Test("Sends one after another share a connection and a signed token, and each is in the history")
    func reusesAcrossSends() async throws {
        let setup = try await Setup()
        let history = SendHistory(folder: setup.folder.path)
        let service = SendService(brazeKey: { nil }, history: history)
        for _ in 1...3 {
            guard case .sent(let results, nil) = await service.perform(try setup.job(), cancellation: SendCancellation(), progress: { _ in }) else {
                Issue.record("not sent")
                return
            }
            #expect(results.first?.accepted == true)
        }
        await service.shutdown()
        try await setup.server.stop()
        #expect(setup.server.connectionsAccepted == 1)
        #expect(Set(setup.server.requests.compactMap(\.jwt)).count == 1)
        #expect(try history.read().entries.count == 3)
    }

    @Test("A history that cannot be written says the send is not in it, with the real reason, before the lost payload")
    func lostHistoryLine() async throws {
        let setup = try await Setup()
        _ = try setup.folder.write("a file, not a folder", to: "state")
        let service = SendService(brazeKey: { nil }, history: SendHistory(folder: setup.folder.path + "/state/push-composer"))
        let report = await service.perform(try setup.job(), cancellation: SendCancellation(), progress: { _ in })
        guard case .sent(let results, let problem?) = report else {
            Issue.record("no history problem: \(report)")
            return
        }
        #expect(results.first?.accepted == true)
        #expect(problem.hasPrefix("the send is not in the history: "), "\(problem)")
        var unmade = service
        unmade.historyUnavailable = "cannot create the folder /x: permission denied"
        guard case .sent(_, let said?) = await unmade.perform(try setup.job(), cancellation: SendCancellation(), progress: { _ in }) else {
            Issue.record("no history problem")
            return
        }
        await service.shutdown()
        try await setup.server.stop()
        #expect(said == "the send is not in the history: cannot create the folder /x: permission denied")
    }

    @Test("A key file others can read is refused before any traffic, with the chmod that fixes it")
    func looseKey() async throws {
        let setup = try await Setup()
        chmod(setup.settings.credential.file, 0o644)
        let service = SendService(brazeKey: { nil }, history: nil)
        let report = await service.perform(try setup.job(), cancellation: SendCancellation(), progress: { _ in })
        try await setup.server.stop()
        guard case .refused(let refusal) = report else {
            Issue.record("sent with a loose key: \(report)")
            return
        }
        #expect(refusal.message.contains("chmod 600"))
        #expect(setup.server.requests.isEmpty)
    }

    @Test("Braze without a key is refused, naming login and the variable")
    func noBrazeKey() async throws {
        let service = SendService(brazeKey: { nil }, history: nil)
        let job = try SendJob.braze(PushReader().read(Array(#"{"alert":"Hi"}"#.utf8)),
                                    sending: SendSettings(braze: BrazeSettings(endpoint: "https://127.0.0.1:9", testUsers: ["u"])),
                                    configFile: "config.toml", users: [])
        guard case .refused(let refusal) = await service.perform(job, cancellation: SendCancellation(), progress: { _ in }) else {
            Issue.record("a Braze send went ahead without a key")
            return
        }
        #expect(refusal.message.contains("login braze") && refusal.message.contains("BRAZE_API_KEY"))
    }
}

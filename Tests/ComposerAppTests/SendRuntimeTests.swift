@testable import ComposerApp
import ComposerRuntime
import Crypto
import FileTestSupport
import Foundation
import LocalPushServers
import PushSending
import PushTransport
import TerminalKit
import Testing

/// The composer's send through the real runtime, the real send service and a local APNs over
/// HTTP/2 and TLS: the effect goes out, the answers come back as messages, the history keeps them.
@MainActor
@Suite struct SendRuntimeTests {
    @Test func aSendFromTheComposerReachesTheLocalAPNsAndIsRecorded() async throws {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let key = P256.Signing.PrivateKey()
        let keyFile = folder.path + "/AuthKey_TESTKEY123.p8"
        try Array(key.pemRepresentation.utf8).withUnsafeBytes { bytes in
            let fd = open(keyFile, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            defer { close(fd) }
            #expect(write(fd, bytes.baseAddress, bytes.count) == bytes.count)
        }
        let server = try await LocalAPNs.start(tls: tls, team: "TEAM123456", keys: ["TESTKEY123": key.publicKey],
                                               topics: ["com.example.app"])
        let device = APNsDevice(name: "Ana's iPhone", token: DeviceToken(String(repeating: "ab", count: 32))!, environment: .sandbox)
        let settings = SendSettings(apns: APNsSettings(keyFile: keyFile, keyID: "TESTKEY123", teamID: "TEAM123456",
                                                       topic: "com.example.app", endpoint: "https://127.0.0.1:\(server.port)",
                                                       caFile: tls.certificatePath, devices: [device]))
        try FileManager.default.createDirectory(atPath: folder.path + "/state", withIntermediateDirectories: true)
        let history = SendHistory(folder: folder.path + "/state")
        let service = SendService(brazeKey: { nil }, history: history)
        let effects = SystemEffects(environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state", "TMPDIR": folder.path],
                                    executor: .immediate, sender: service)
        var state = AppState(draft: .sample, size: Size(width: 10, height: 10))
        state.sendSettings = settings
        let terminal = MemoryBackend(size: ComposerHarness.small,
                                     events: [.key(.ctrl("f")), .key(KeyEvent(.enter))] + Event.typing("!"))
        let runtime = ComposerRuntime(state: state, theme: .default, terminal: terminal, performer: effects)
        runtime.run(maxIdleTicks: 3)
        await service.shutdown()
        try await server.stop()

        #expect(runtime.state.status?.text == "APNs: 1 accepted.")
        let result = try #require(runtime.state.lastSend?.results.first ?? nil)
        #expect(result.accepted && result.id == server.requests.first?.header("apns-id"))
        #expect(runtime.state.draft.text(of: .title).hasSuffix("!"), "typing after the send was taken")
        let entries = try history.read().entries
        #expect(entries.count == 1 && entries.first?.recipient == "Ana's iPhone" && entries.first?.status == 200)
    }
}

@testable import ComposerApp
import ComposerRuntime
import Cryptography
import FileTestSupport
import Foundation
import LocalPushServers
import PushSending
import PushTransport
import TerminalKit
import TestSupport
import Testing

/// The composer's send through the real runtime, the real send service and a local APNs over
/// HTTP/2 and TLS: the effect goes out, the answers come back as messages, the history keeps them.
@MainActor
@Suite struct SendRuntimeTests {
    /// A local APNs that knows one key and topic, the settings that reach it with one sandbox
    /// device, and the send service and real effects keeping the history in the state folder.
    @MainActor private struct Setup {
        let server: LocalAPNs
        let settings: SendSettings
        let service: SendService
        let effects: SystemEffects
        let history: SendHistory

        init(in folder: TemporaryFolder) async throws {
            let tls = try TestTLS.make(in: folder.path)
            let key = P256Key()
            let keyFile = folder.path + "/AuthKey_TESTKEY123.p8"
            try Array(key.privatePEM.utf8).withUnsafeBytes { bytes in
                let fd = open(keyFile, O_WRONLY | O_CREAT | O_EXCL, 0o600)
                defer { close(fd) }
                #expect(write(fd, bytes.baseAddress, bytes.count) == bytes.count)
            }
            server = try await LocalAPNs.start(tls: tls, team: "TEAM123456", keys: ["TESTKEY123": key.publicKey],
                                               topics: ["com.example.app"])
            let device = APNsDevice(name: "Ana's iPhone", token: DeviceToken(String(repeating: "ab", count: 32))!, environment: .sandbox)
            settings = SendSettings(apns: APNsSettings(keyFile: keyFile, keyID: "TESTKEY123", teamID: "TEAM123456",
                                                       topic: "com.example.app", endpoint: "https://127.0.0.1:\(server.port)",
                                                       caFile: tls.certificatePath, devices: [device]))
            // Where the product keeps it: the state folder under $XDG_STATE_HOME.
            try FileManager.default.createDirectory(atPath: folder.path + "/state/push-composer", withIntermediateDirectories: true)
            history = SendHistory(folder: folder.path + "/state/push-composer")
            service = SendService(brazeKey: { nil }, history: history)
            effects = SystemEffects(environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state", "TMPDIR": folder.path],
                                    executor: .immediate, sender: service)
        }

        /// A started composer on the sample push, editing `file`, that sends with these settings.
        func composer(editing file: String) -> (ComposerRuntime, MemoryBackend) {
            var state = AppState(draft: .sample, filePath: file, size: ComposerHarness.wide)
            state.sendSettings = settings
            let terminal = MemoryBackend(size: ComposerHarness.wide)
            let runtime = ComposerRuntime(state: state, theme: .default, terminal: terminal, performer: effects)
            runtime.start()
            return (runtime, terminal)
        }

        func stop() async throws {
            await service.shutdown()
            try await server.stop()
        }
    }

    @Test func aSendFromTheComposerReachesTheLocalAPNsAndIsRecorded() async throws {
        let folder = TemporaryFolder(fixture: ())
        let setup = try await Setup(in: folder)
        var state = AppState(draft: .sample, size: Size(width: 10, height: 10))
        state.sendSettings = setup.settings
        let terminal = MemoryBackend(size: ComposerHarness.small,
                                     events: [.key(.ctrl("f")), .key(KeyEvent(.enter))] + Event.typing("!"))
        let runtime = ComposerRuntime(state: state, theme: .default, terminal: terminal, performer: setup.effects)
        runtime.run(maxIdleTicks: 3)
        try await setup.stop()

        #expect(runtime.state.status?.text == "APNs: 1 accepted.")
        let result = try #require(runtime.state.sends.last?.results.first ?? nil)
        #expect(result.accepted && result.id == setup.server.requests.first?.header("apns-id"))
        #expect(runtime.state.draft.text(of: .title).hasSuffix("!"), "typing after the send was taken")
        let entries = try setup.history.read().entries
        #expect(entries.count == 1 && entries.first?.recipient == "Ana's iPhone" && entries.first?.status == 200)
    }

    @Test func theSendDialogListsThisFilesSendsAndSendsOneAgainAsItWent() async throws {
        let folder = TemporaryFolder(fixture: ())
        let setup = try await Setup(in: folder)
        let file = folder.path + "/sale.json"
        let (runtime, terminal) = setup.composer(editing: file)
        /// Passes of the loop until the send under way has ended (no fixed sleep: a loaded machine waits longer).
        func untilSent() async throws {
            let deadline = ContinuousClock.now + .seconds(60)
            while runtime.state.sending != nil && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(5))
                runtime.pass(nil)
            }
            #expect(runtime.state.sending == nil, "the send did not end")
        }
        func screen() -> String { terminal.lastFrame.map { (0..<$0.size.height).map($0.buffer.text(row:)).joined(separator: "\n") } ?? "" }

        // A first send names the file and the push in the history.
        runtime.pass(.key(.ctrl("f")))
        #expect(!screen().contains("Sent before from this file"))
        runtime.pass(.key(KeyEvent(.enter)))
        try await untilSent()
        let first = try #require(try setup.history.read().entries.first)
        #expect(first.file == file && first.title == "Flash sale ⚡")

        // The dialog lists it, under 1 and its history number; 1 asks, and y sends the same bytes again.
        runtime.pass(.key(.ctrl("f")))
        #expect(runtime.state.sends.recent.map(\.number) == [1])
        #expect(screen().contains("1  ") && screen().contains("APNs → Ana's iPhone (sandbox)") && screen().contains("(history 1, @\(first.reference))"), "\(screen())")
        #expect(screen().contains("Enter send · 1 again · Esc close"))
        runtime.pass(.key(KeyEvent(.character("1"))))
        #expect(screen().contains("again to Ana's iPhone (sandbox)?"), "\(screen())")
        runtime.pass(.key(KeyEvent(.character("y"))))
        try await untilSent()
        try await setup.stop()

        #expect(runtime.state.status?.text == "APNs: 1 accepted.")
        let bodies = setup.server.requests.map(\.body)
        #expect(bodies.count == 2 && bodies[0] == bodies[1])
        let entries = try setup.history.read().entries
        #expect(entries.count == 2 && entries[1].resentFrom == first.time && entries[1].payloadHash == first.payloadHash)
        #expect(entries[1].file == file)
    }

    @Test func aDigitWithNoSendsOfThisFileSaysSo() async throws {
        let folder = TemporaryFolder(fixture: ())
        let setup = try await Setup(in: folder)
        let (runtime, _) = setup.composer(editing: folder.path + "/sale.json")
        // Without a send of this file yet, a digit says so.
        runtime.pass(.key(.ctrl("f")))
        runtime.pass(.key(KeyEvent(.character("1"))))
        guard case .send(let dialog)? = runtime.state.overlay else { Issue.record("the dialog closed"); return }
        #expect(dialog.problem == "This file has no sends in the history yet.")
        try await setup.stop()
        #expect(setup.server.requests.isEmpty)
    }
}

import BrazeLiquid
import ComposerApp
import ComposerRuntime
import ComposerSettings
import FileTestSupport
import PushPersonalization
import Synchronization
import TerminalKit
import Testing

/// The runtime makes the composer's Connected Content calls off the loop, through the source the
/// profile in use reads its config with: the Send dialog's P switches it for later calls.
@MainActor
@Suite struct ConnectedContentRuntimeTests {
    /// Answers every call, keeping the environment each source was made with.
    final class Sources: Sendable {
        let made = Mutex<[[String: String]]>([])

        func make(_ environment: [String: String]) -> any ConnectedContentSource {
            made.withLock { $0.append(environment) }
            return Answering()
        }

        struct Answering: ConnectedContentSource {
            func fetch(_ call: ConnectedContentCall) async -> ConnectedContentExchange {
                ConnectedContentExchange(call: call, answer: ConnectedContentAnswer(status: 200, body: "ok"))
            }
        }
    }

    @Test("A call is answered through the top level's config, then through the profile P chose")
    func followsTheProfile() throws {
        let folder = TemporaryFolder(fixture: ())
        let sources = Sources()
        let effects = SystemEffects(environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state", "TMPDIR": folder.path],
                                    executor: .immediate, connectedContent: { sources.make($0) })
        let terminal = MemoryBackend(size: Size(width: 80, height: 24))
        let call = ConnectedContentCall(url: "https://api.example.com/w")
        _ = effects.perform(.fetchConnectedContent(user: "ana", call), terminal: terminal)
        _ = effects.perform(.loadProfile(path: folder.path + "/config.toml", profile: "news"), terminal: terminal)
        _ = effects.perform(.fetchConnectedContent(user: "ana", call), terminal: terminal)
        effects.finishPendingWork()
        let answered = effects.takeResults().compactMap { msg -> ConnectedContentExchange? in
            if case .connectedContentFetched(let exchange) = msg { exchange } else { nil }
        }
        #expect(answered.count == 2 && answered.allSatisfy { $0.user == "ana" && $0.answer.body == "ok" })
        let made = sources.made.withLock { $0 }
        #expect(made.count == 2)
        #expect(made.first?[ConfigProfile.variable] == nil && made.last?[ConfigProfile.variable] == "news")
    }
}

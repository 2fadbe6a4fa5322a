import ComposerApp
import ComposerRuntime
import FileTestSupport
import PushSending
import TerminalKit

/// The product's own effects, run inline (the twin of the background executor) on a private
/// folder, recording every effect on the way: tests drive the real runtime and real files.
/// A send goes to `sender` when there is one; without one it stays under way, and the test
/// plays the network's answers (`sendProgress`, `sendFinished`) into the loop.
@MainActor
public final class RecordingPerformer: EffectPerformer {
    public private(set) var effects: [Effect] = []
    /// The state folder, the fallback folder and the files the test writes live here.
    public let folder: TemporaryFolder
    private let system: SystemEffects
    private let holdsSends: Bool

    /// `environment` is added to the private one (`EDITOR`, a state folder that cannot be made).
    public init(environment: [String: String] = [:], sender: (any SendPerformer)? = nil) {
        folder = TemporaryFolder(fixture: ())
        // The editor is a script in the folder that a test writes (`editorWill`); until then
        // there is none, and the shell says so.
        let own = ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state",
                   "TMPDIR": folder.path + "/tmp", "EDITOR": folder.path + "/editor"]
        system = SystemEffects(environment: own.merging(environment) { $1 }, executor: .immediate, sender: sender)
        holdsSends = sender == nil
    }

    public func perform(_ effect: Effect, terminal: TerminalBackend) -> Msg? {
        effects.append(effect)
        if holdsSends, case .send = effect { return nil }
        // Without a media source the test gives the fetch's result itself; so too a call's.
        if case .fetchMedia = effect { return nil }
        if case .fetchConnectedContent = effect { return nil }
        return system.perform(effect, terminal: terminal)
    }

    public func takeResults() -> [Msg] { system.takeResults() }
    public func finishPendingWork() { system.finishPendingWork() }
}

import ComposerApp
import TerminalKit

/// Carries out effects for the runtime; the real one touches files, tests use a recorder.
@MainActor
public protocol EffectPerformer: AnyObject {
    /// Performs one effect (not `.quit`) and returns what happened, if it is known at once.
    func perform(_ effect: Effect, terminal: TerminalBackend) -> Msg?
    /// Results of work that finished off the loop since the last call.
    func takeResults() -> [Msg]
    /// Waits for work still under way (an autosave), so that its result can be taken.
    func finishPendingWork()
}

extension EffectPerformer {
    /// No work runs off the loop.
    public func takeResults() -> [Msg] { [] }
    /// No work runs off the loop.
    public func finishPendingWork() {}
}

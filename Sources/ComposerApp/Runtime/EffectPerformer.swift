import TerminalKit

/// Carries out effects for the runtime; the real one touches files, tests use a recorder.
@MainActor
public protocol EffectPerformer: AnyObject {
    /// Performs one effect (not `.quit`) and returns what happened, if anything.
    func perform(_ effect: Effect, terminal: TerminalBackend) -> Msg?
}

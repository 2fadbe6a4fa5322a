import ComposerApp
import PushCore
import TerminalKit
import TextFormats

/// Carries out effects for the runtime; the real one touches files, tests use a recorder.
@MainActor
public protocol EffectPerformer: AnyObject {
    /// Performs one effect (not `.quit`) and returns what happened, if it is known at once.
    func perform(_ effect: Effect, terminal: TerminalBackend) -> Msg?
    /// Results of work that finished off the loop since the last call.
    func takeResults() -> [Msg]
    /// Waits for work still under way (an autosave), so that its result can be taken.
    func finishPendingWork()
    /// Keeps the draft ready to be written if the process dies before its next autosave (nil:
    /// nothing unsaved to keep).
    func keepForEmergency(_ draft: EmergencySnapshot?)
}

/// What an emergency write would put in the draft file: the same as an autosave.
public struct EmergencySnapshot: Sendable {
    /// The request being composed.
    public var request: JSONValue
    /// The custom buttons' labels.
    public var labels: [String: String]
    /// The file being edited, nil for a new push.
    public var path: String?
}

extension EffectPerformer {
    /// No work runs off the loop.
    public func takeResults() -> [Msg] { [] }
    /// No work runs off the loop.
    public func finishPendingWork() {}
    /// Nothing is kept.
    public func keepForEmergency(_ draft: EmergencySnapshot?) {}
}

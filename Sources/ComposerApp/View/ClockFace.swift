/// What the screen shows that changes with time alone: a tick redraws only when this changes, so
/// an idle composer renders nothing. Every clock-driven part of the view reads it from here.
public struct ClockFace: Equatable, Sendable {
    /// The send spinner's frame while a send is under way.
    public let spinnerFrame: Int?
    /// Whether the preview marks its rendering as out of date (one that takes longer than 0.2 s).
    public let showsRenderingMark: Bool
    /// The status message, which a tick clears once it has been shown long enough.
    public let status: StatusMessage?
    /// The wall-clock minute: whether an expiry is past is checked again when it turns.
    public let minute: Int64?

    /// Seconds a rendering may take before the preview says it is under way.
    static let renderingMarkDelay = 0.2

    /// Reads the clock-driven parts of a state.
    public init(_ state: AppState) {
        spinnerFrame = state.sending.map { Int(max(0, state.clock - $0.startedAt) * 4) }
        showsRenderingMark = state.previewUser != nil
            && state.personalizingSince.map { state.clock - $0 >= Self.renderingMarkDelay } == true
        status = state.status
        minute = state.wallClock.map { $0.unixSeconds / 60 }
    }
}

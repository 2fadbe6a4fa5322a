import Synchronization

/// Stops a send: what has not been written is not sent, and what is in flight is abandoned
/// (reported as possibly delivered: a request on the wire cannot be taken back).
public final class SendCancellation: Sendable {
    private struct State {
        var cancelled = false
        var handlers: [Int: @Sendable () -> Void] = [:]
        var next = 0
    }

    private let state = Mutex(State())

    /// Creates a token that is not cancelled.
    public init() {}

    /// Stops the send: nothing more is written, and every request in flight is abandoned.
    public func cancel() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.cancelled else { return [] }
            state.cancelled = true
            defer { state.handlers.removeAll() }
            return Array(state.handlers.values)
        }
        for handler in handlers { handler() }
    }

    /// Whether the send was asked to stop.
    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Calls `handler` when the send is cancelled (at once when it already is); the id removes it.
    @discardableResult
    public func onCancel(_ handler: @escaping @Sendable () -> Void) -> Int {
        let (id, already) = state.withLock { state -> (Int, Bool) in
            state.next += 1
            if !state.cancelled { state.handlers[state.next] = handler }
            return (state.next, state.cancelled)
        }
        if already { handler() }
        return id
    }

    /// Forgets a handler once its request ended.
    public func remove(_ id: Int) {
        _ = state.withLock { $0.handlers.removeValue(forKey: id) }
    }
}

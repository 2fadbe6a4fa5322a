import Synchronization

/// Stops a send between requests: what has not been written is not sent, and what has been
/// written is left to finish (a request on the wire cannot be taken back).
public final class SendCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Creates a token that is not cancelled.
    public init() {}

    /// Asks the send to stop before its next request.
    public func cancel() { flag.store(true, ordering: .relaxed) }

    /// Whether the send was asked to stop.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}

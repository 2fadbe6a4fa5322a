import SafeFiles

/// What carries out a prepared send: the network code implements it, and the composer's
/// runtime uses it without knowing how pushes travel.
public protocol SendPerformer: Sendable {
    /// Sends a job, reporting each recipient's result as it comes; a refusal (a key that
    /// cannot be read) comes before any traffic.
    func perform(_ job: SendJob, cancellation: SendCancellation,
                 progress: @escaping @Sendable (RecipientResult) -> Void) async -> SendReport

    /// The body the history names by `sha256` (hex), as it was sent; nil when it is not kept.
    func keptBody(_ sha256: String) throws(FileReadError) -> [UInt8]?
}

/// What a send came to.
public enum SendReport: Sendable, Equatable {
    /// It ran: one result per recipient, in order, and why the history could not be written, if it could not.
    case sent([RecipientResult], historyProblem: String?)
    /// It stopped before any traffic.
    case refused(SendRefusal)
}

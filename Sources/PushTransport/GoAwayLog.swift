import Synchronization

/// Keeps the last GOAWAY a server sent: APNs puts its reason in the frame's debug data
/// (`{"reason":"Shutdown"}`), and its last stream id says which requests it processed; a request
/// cut by it fails with only "connection closed", so the words come from here.
final class GoAwayLog: Sendable {
    /// One GOAWAY: the reason given (or the error code), and the last stream the server processed.
    struct Entry: Sendable, Equatable {
        var reason: String
        var lastStreamID: Int
    }

    private let last = Mutex<Entry?>(nil)

    /// The last GOAWAY, cleared once read so it is reported once.
    func take() -> Entry? { last.withLock { entry in defer { entry = nil }; return entry } }

    func record(_ entry: Entry) { last.withLock { $0 = entry } }
}

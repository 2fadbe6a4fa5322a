import ComposerApp
import Synchronization

/// Messages from work done off the loop, waiting for the loop to take them; safe from any thread.
final class ResultInbox: Sendable {
    private let messages = Mutex<[Msg]>([])

    /// Leaves a result for the loop.
    func post(_ message: Msg) {
        messages.withLock { $0.append(message) }
    }

    /// Every result left so far, oldest first, emptying the inbox.
    func take() -> [Msg] {
        messages.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }
}

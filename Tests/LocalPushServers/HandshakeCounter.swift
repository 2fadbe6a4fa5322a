import Synchronization

/// Hands out connection numbers 1, 2, … as TLS handshakes complete.
final class HandshakeCounter: Sendable {
    private let count = Mutex(0)

    /// How many numbers were handed out.
    var value: Int { count.withLock { $0 } }

    /// The next number.
    func next() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}

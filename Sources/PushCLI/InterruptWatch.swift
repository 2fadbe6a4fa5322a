import Foundation
import PushSending
import Synchronization

/// The first SIGINT or SIGTERM received while a send is watched (0 for none); set by the handler.
private let receivedInterrupt = Atomic<Int32>(0)
/// When it came, in milliseconds on the monotonic clock.
private let receivedAt = Atomic<Int64>(0)

/// Milliseconds on the monotonic clock; safe in a signal handler.
private func monotonicMilliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
}

/// SIGINT and SIGTERM during a send: the first stops it (nothing more is written, requests in
/// flight are abandoned, and everything that went out is recorded), so the program ends soon
/// with 128 + the signal; a second one, a second or more later, ends the program at once (one
/// that comes with the first is the same interrupt: `timeout` sends its signal to the program
/// and to its process group).
final class InterruptWatch: Sendable {
    private let watcher: Task<Void, Never>

    /// The signal that stopped the send, if one did.
    var received: Int32? {
        let value = receivedInterrupt.load(ordering: .acquiring)
        return value == 0 ? nil : value
    }

    /// Watches SIGINT and SIGTERM until `stop`, cancelling `cancellation` on the first.
    init(cancelling cancellation: SendCancellation) {
        receivedInterrupt.store(0, ordering: .releasing)
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            // Only a flag, a clock and, for a later second signal, _exit: nothing else is safe in a handler.
            action.__sigaction_handler.sa_handler = { number in
                let now = monotonicMilliseconds()
                if receivedInterrupt.compareExchange(expected: 0, desired: number, ordering: .acquiringAndReleasing).exchanged {
                    receivedAt.store(now, ordering: .releasing)
                } else if now - receivedAt.load(ordering: .acquiring) >= 1000 {
                    _exit(128 + number)
                }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        // The send is cancelled here, off the handler, as soon as the flag is seen.
        watcher = Task.detached {
            while !Task.isCancelled {
                if receivedInterrupt.load(ordering: .acquiring) != 0 {
                    cancellation.cancel()
                    return
                }
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
    }

    /// Stops watching and gives the signals their default action back.
    func stop() {
        watcher.cancel()
        Glibc.signal(SIGINT, SIG_DFL)
        Glibc.signal(SIGTERM, SIG_DFL)
    }
}

import Synchronization

/// A value set once, by whichever of several racers comes first, and awaited by one waiter:
/// how a request, its deadline and a cancellation race without waiting for the losers.
final class OnceValue<Value: Sendable>: Sendable {
    private enum State {
        case waiting(CheckedContinuation<Value, Never>?)
        case done(Value)
    }

    private let state = Mutex(State.waiting(nil))

    /// Sets the value unless one was set already; later calls do nothing. True when this call set it.
    @discardableResult
    func resume(_ value: Value) -> Bool {
        let (won, waiter) = state.withLock { state -> (Bool, CheckedContinuation<Value, Never>?) in
            guard case .waiting(let continuation) = state else { return (false, nil) }
            state = .done(value)
            return (true, continuation)
        }
        waiter?.resume(returning: value)
        return won
    }

    /// Whether a racer has set the value.
    var isSet: Bool {
        state.withLock { state in
            if case .done = state { return true }
            return false
        }
    }

    /// The value, once one racer set it.
    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Value? in
                    switch state {
                    case .done(let value): return value
                    case .waiting: state = .waiting(continuation); return nil
                    }
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }

    /// Runs `work` for at most `seconds`: true when it finished in time. Whatever it was doing
    /// is left to end on its own (cancelled); the caller never waits for it past the deadline.
    static func within(seconds: Double, _ work: @escaping @Sendable () async -> Void) async -> Bool {
        let first = OnceValue<Bool>()
        let task = Task {
            await work()
            first.resume(true)
        }
        let timer = Task {
            try? await Task.sleep(for: .milliseconds(Int64(seconds * 1000)))
            first.resume(false)
        }
        let finished = await first.value
        timer.cancel()
        if !finished { task.cancel() }
        return finished
    }
}

import Dispatch
import Synchronization

/// Runs async work to the end from the command line's synchronous entry point; the caller's
/// thread waits while the work runs on the concurrency pool.
enum BlockingTask {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let value = await work()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.withLock { $0! }
    }
}

import Dispatch
import Synchronization

/// Runs a command's async work to the end from the program's synchronous entry point; the main
/// thread waits while the work runs on the concurrency pool.
///
/// The one bridge, at the edge: an async top-level `main` would hand the main thread to
/// `dispatch_main`, and the composer, which owns the terminal, its signals and the editor's
/// process group, stays on the real main thread.
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

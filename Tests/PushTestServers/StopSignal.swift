import Dispatch
import Foundation

/// The reason to stop: SIGTERM, SIGINT, or the end of stdin when stdin is a pipe or socket (a
/// parent holding it open died or let go). A terminal or /dev/null is not watched: /dev/null
/// ends at once in background jobs, and reading a terminal would stop a background job.
/// Made first thing, so a signal during start-up is not lost to the default action.
final class StopSignal {
    private let reasons: AsyncStream<String>
    private var sources: [DispatchSourceSignal] = []

    init() {
        let (reasons, continuation) = AsyncStream<String>.makeStream()
        self.reasons = reasons
        let queue = DispatchQueue(label: "push-test-servers.signals")
        for (number, name) in [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT")] {
            // Ignored as signals so that the dispatch source, not the default action, sees them.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { continuation.yield(name) }
            source.resume()
            sources.append(source)
        }
        if Self.stdinIsPipeOrSocket() {
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                    if count == 0 || (count < 0 && errno != EINTR) { break }
                }
                continuation.yield("stdin closed")
            }
        }
    }

    /// Waits for the first reason to stop and returns it.
    func wait() async -> String {
        await reasons.first { _ in true } ?? "no reason"
    }

    private static func stdinIsPipeOrSocket() -> Bool {
        var status = stat()
        guard fstat(0, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFSOCK
    }
}

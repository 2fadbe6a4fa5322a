import Foundation
import PushCore
import BrazeLiquid
import Synchronization

/// Reads and analyses many push files on every core, handing them back in the order given, a
/// window at a time: the output of `validate` is the same as one file after another, and a long
/// list is never held whole. What comes after the analysis (test users, printing) stays in order
/// on the caller's side.
struct BatchChecker: Sendable {
    let loader: InputLoader
    let now: Int64
    let phone: PhoneSize
    let attributes: AttributeCatalog
    /// Headers chosen on the command line, checked with each push (`--push-type`, `--priority`…).
    var apns = APNsRequestOptions()

    /// Files looked at together: enough to keep every core busy, few enough to print steadily.
    static let window = 256

    /// Each file with its analysis, or why it could not be read, in the order of `files`.
    func check(_ files: [String]) -> AsyncStream<(String, Result<PushAnalysis, InputLoader.Unreadable>)> {
        // Standard input is read once, in order: with it, one file after another.
        let workers = files.contains("-") ? 1 : max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
        return AsyncStream { continuation in
            let task = Task {
                var start = 0
                while start < files.count, !Task.isCancelled {
                    let slice = Array(files[start..<min(files.count, start + Self.window)])
                    for (file, result) in zip(slice, await analyse(slice, workers: workers)) { continuation.yield((file, result)) }
                    start += slice.count
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// One window: each of `workers` tasks takes the next file not yet taken, so a task that
    /// drew long files does not leave the others waiting at the end of the window.
    private func analyse(_ slice: [String], workers: Int) async -> [Result<PushAnalysis, InputLoader.Unreadable>] {
        guard workers > 1, slice.count > 1 else { return slice.map(analyse) }
        let next = NextIndex()
        return await withTaskGroup(of: [(Int, Result<PushAnalysis, InputLoader.Unreadable>)].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    var done: [(Int, Result<PushAnalysis, InputLoader.Unreadable>)] = []
                    while case let index = next.take(), index < slice.count { done.append((index, analyse(slice[index]))) }
                    return done
                }
            }
            var results = [Result<PushAnalysis, InputLoader.Unreadable>?](repeating: nil, count: slice.count)
            for await part in group { for (index, result) in part { results[index] = result } }
            return results.map { $0 ?? .failure(InputLoader.Unreadable(message: "not checked")) }
        }
    }

    private func analyse(_ file: String) -> Result<PushAnalysis, InputLoader.Unreadable> {
        loader.load(file).map { document in
            var document = document
            document.apnsOptions = apns
            return PushAnalysis(document, now: now, phone: phone, attributes: attributes)
        }
    }
}

/// The next index to work on, shared by a window's tasks.
private final class NextIndex: Sendable {
    private let value = Atomic<Int>(0)

    /// An index no other task has taken.
    func take() -> Int { value.add(1, ordering: .relaxed).oldValue }
}

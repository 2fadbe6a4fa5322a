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

    /// Each file with its analysis, or why it could not be read, in the order of `files`, a
    /// window at a time (the caller is woken once a window, not once a file). `finish`, given
    /// the file and its analysis, runs on the core that checked it, so what the caller makes of
    /// an analysis (its printed lines) is made in parallel too, and the analysis is freed there.
    func check<Outcome: Sendable>(_ files: [String], finish: @escaping @Sendable (String, Result<PushAnalysis, InputLoader.Unreadable>) -> Outcome)
        -> AsyncStream<[(file: String, outcome: Outcome)]> {
        // Standard input is read once, in order: with it, one file after another.
        let workers = files.contains("-") ? 1 : max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
        return AsyncStream { continuation in
            let task = Task {
                var start = 0
                while start < files.count, !Task.isCancelled {
                    let slice = Array(files[start..<min(files.count, start + Self.window)])
                    continuation.yield(Array(zip(slice, await analyse(slice, workers: workers, finish: finish))))
                    start += slice.count
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// One window: each of `workers` tasks takes the next file not yet taken, so a task that
    /// drew long files does not leave the others waiting at the end of the window.
    private func analyse<Outcome: Sendable>(_ slice: [String], workers: Int,
                                            finish: @escaping @Sendable (String, Result<PushAnalysis, InputLoader.Unreadable>) -> Outcome) async -> [Outcome] {
        guard workers > 1, slice.count > 1 else { return slice.map { finish($0, analyse($0)) } }
        let next = NextIndex()
        return await withTaskGroup(of: [(Int, Outcome)].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    var done: [(Int, Outcome)] = []
                    while case let index = next.take(), index < slice.count { done.append((index, finish(slice[index], analyse(slice[index])))) }
                    return done
                }
            }
            var results = [Outcome?](repeating: nil, count: slice.count)
            for await part in group { for (index, outcome) in part { results[index] = outcome } }
            // Every index is taken by a task; were one missed, its file still keeps its place.
            return results.indices.map { results[$0] ?? finish(slice[$0], .failure(InputLoader.Unreadable(message: "not checked"))) }
        }
    }

    private func analyse(_ file: String) -> Result<PushAnalysis, InputLoader.Unreadable> {
        switch loader.load(file) {
        case .failure(let problem):
            return .failure(problem)
        case .success(var document):
            document.apnsOptions = apns
            return .success(PushAnalysis(document, now: now, phone: phone, attributes: attributes))
        }
    }
}

/// The next index to work on, shared by a window's tasks.
private final class NextIndex: Sendable {
    private let value = Atomic<Int>(0)

    /// An index no other task has taken.
    func take() -> Int { value.add(1, ordering: .relaxed).oldValue }
}

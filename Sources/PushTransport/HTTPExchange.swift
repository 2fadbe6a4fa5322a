import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import PushSending
import Synchronization

/// One request and its answer within one deadline that covers the body too: a read timeout
/// alone restarts with every byte, so a server that drips would hold a send for ever.
///
/// The status and headers are kept as soon as they arrive, and the body is read up to a limit:
/// a status that came is never reported as "no answer", whatever happens to the body after it.
struct HTTPExchange: Sendable {
    /// How the body ended.
    enum BodyEnd: Sendable, Equatable {
        /// Read whole.
        case complete
        /// Longer than the limit: only its start was read.
        case tooLarge(limit: Int)
        /// Still coming at the deadline.
        case unfinished
        /// Cut short by the server (a reset, a closed connection).
        case cut
        /// Abandoned by a cancellation.
        case abandoned
    }

    /// Why no status came.
    enum Failure: Error {
        /// The deadline passed first.
        case deadline
        /// The send was cancelled first.
        case cancelled
        /// The connection or the request failed.
        case failed(any Error)
    }

    var status: Int
    var version: HTTPVersion
    var headers: HTTPHeaders
    var body: [UInt8]
    var bodyEnd: BodyEnd

    /// What has arrived so far.
    private struct Progress {
        var head: (status: Int, version: HTTPVersion, headers: HTTPHeaders)?
        var body: [UInt8] = []
        var end: BodyEnd?
    }

    private enum Ending: Sendable {
        case finished((any Error)?)
        case deadline
        case cancelled
    }

    /// Sends `request` and reads its answer, all within `seconds`; `cancellation` abandons it.
    static func perform(_ request: HTTPClientRequest, on client: HTTPClient, seconds: Double, bodyLimit: Int,
                        cancellation: SendCancellation?) async -> Result<HTTPExchange, Failure> {
        let progress = Mutex(Progress())
        let deadline = NIODeadline.now() + .milliseconds(Int64(seconds * 1000))
        let work = Task<Void, any Error> {
            let response = try await client.execute(request, deadline: deadline)
            progress.withLock { $0.head = (Int(response.status.code), response.version, response.headers) }
            for try await chunk in response.body {
                let full = progress.withLock { progress -> Bool in
                    let room = bodyLimit - progress.body.count
                    let bytes = chunk.getBytes(at: chunk.readerIndex, length: min(room, chunk.readableBytes)) ?? []
                    progress.body += bytes
                    guard chunk.readableBytes > room else { return false }
                    progress.end = .tooLarge(limit: bodyLimit)
                    return true
                }
                // Leaving the loop drops the body: the rest is never downloaded.
                if full { return }
            }
            progress.withLock { $0.end = .complete }
        }
        let first = OnceValue<Ending>()
        let timer = Task {
            try? await Task.sleep(for: .milliseconds(Int64(seconds * 1000)))
            first.resume(.deadline)
        }
        let watcher = Task {
            let result = await work.result
            if case .failure(let error) = result { first.resume(.finished(error)) } else { first.resume(.finished(nil)) }
        }
        let handler = cancellation?.onCancel { first.resume(.cancelled) }
        let ending = await first.value
        timer.cancel()
        work.cancel()
        if let handler { cancellation?.remove(handler) }
        _ = watcher

        let snapshot = progress.withLock { $0 }
        if let head = snapshot.head {
            let end: BodyEnd
            switch ending {
            case .finished: end = snapshot.end ?? .cut
            case .deadline: end = snapshot.end ?? .unfinished
            case .cancelled: end = snapshot.end ?? .abandoned
            }
            return .success(HTTPExchange(status: head.status, version: head.version, headers: head.headers, body: snapshot.body, bodyEnd: end))
        }
        switch ending {
        case .deadline: return .failure(.deadline)
        case .cancelled: return .failure(.cancelled)
        case .finished(let error): return .failure(.failed(error ?? CancellationError()))
        }
    }
}

import NIOCore
import NIOHTTP1
import PushSending
import Synchronization

/// One request and its answer within one deadline that covers the body too: a timeout that
/// restarts with every byte would let a server that drips hold a send for ever.
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

    /// Keeps the head and the body's first `limit` bytes, stopping past them.
    private final class Collector: AnswerReader {
        struct Progress {
            var head: HTTPResponseHead?
            var body: [UInt8] = []
        }

        let limit: Int
        let progress = Mutex(Progress())

        init(limit: Int) { self.limit = limit }

        func head(_ head: HTTPResponseHead) -> Bool {
            progress.withLock { $0.head = head }
            return true
        }

        func body(_ chunk: ByteBuffer) -> Bool {
            progress.withLock { progress in
                let room = limit - progress.body.count
                progress.body += chunk.readableBytesView.prefix(room)
                return chunk.readableBytes <= room
            }
        }
    }

    /// Sends `request` and reads its answer, all within `seconds`; `cancellation` abandons it.
    static func perform(_ request: HTTPSRequest, on client: HTTPSClient, seconds: Double, bodyLimit: Int,
                        cancellation: SendCancellation?) async -> Result<HTTPExchange, Failure> {
        let collector = Collector(limit: bodyLimit)
        let ending = await client.exchange(request, reader: collector, seconds: seconds, cancellation: cancellation)
        let snapshot = collector.progress.withLock { $0 }
        if let head = snapshot.head {
            let end: BodyEnd
            switch ending {
            case .complete: end = .complete
            case .stopped: end = .tooLarge(limit: bodyLimit)
            case .failed: end = .cut
            case .deadline: end = .unfinished
            case .cancelled: end = .abandoned
            }
            return .success(HTTPExchange(status: Int(head.status.code), version: head.version, headers: head.headers,
                                         body: snapshot.body, bodyEnd: end))
        }
        switch ending {
        case .deadline: return .failure(.deadline)
        case .cancelled: return .failure(.cancelled)
        case .failed(let error): return .failure(.failed(error))
        case .complete, .stopped: return .failure(.failed(HTTPSClientError.remoteConnectionClosed))
        }
    }
}

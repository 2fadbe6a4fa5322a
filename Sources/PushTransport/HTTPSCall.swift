import NIOCore
import NIOHTTP1
import Synchronization

/// One request in flight: its reader, how it ended (whichever came first: the answer's end, a
/// failure, the deadline, a cancellation), and the channel it went on, closed when the call is
/// abandoned so an unwanted answer stops downloading.
final class HTTPSCall: Sendable {
    /// How a call ended.
    enum Ending: Sendable {
        /// The answer arrived whole.
        case complete
        /// The reader had read enough.
        case stopped
        /// The connection or the request failed.
        case failed(any Error)
        /// The call's deadline passed.
        case deadline
        /// The call was cancelled.
        case cancelled
    }

    private struct State {
        var channel: Channel?
        var closeWhenComplete = false
        var answerTimer: Scheduled<Void>?
        var headCame = false
    }

    let reader: any AnswerReader
    private let ending = OnceValue<Ending>()
    private let state = Mutex(State())

    init(reader: any AnswerReader) { self.reader = reader }

    /// How the call ended, once it has.
    var value: Ending { get async { await ending.value } }

    /// Ends the call, unless it ended already; an abandoned request's channel is closed.
    func finish(_ end: Ending) {
        guard ending.resume(end) else { return }
        let (channel, timer, closeWhenComplete) = state.withLock { state in
            defer { state.answerTimer = nil }
            return (state.channel, state.answerTimer, state.closeWhenComplete)
        }
        timer?.cancel()
        if case .complete = end, !closeWhenComplete { return }
        channel?.close(promise: nil)
    }

    /// Whether the call has ended (nothing more may be written for it).
    var hasEnded: Bool { ending.isSet }

    /// Remembers the channel the request goes on, closed when the call is abandoned (and, for
    /// an HTTP/1.1 connection, which carries one request, when it completes); closed at once
    /// when the call already ended.
    func attach(_ channel: Channel, closeWhenComplete: Bool) {
        state.withLock { state in
            state.channel = channel
            state.closeWhenComplete = closeWhenComplete
        }
        if ending.isSet { channel.close(promise: nil) }
    }

    /// Starts the wait for the answer once the request is written: `seconds` with nothing back
    /// ends the call. A server that drips its body is bounded by the deadline instead.
    func written(on loop: EventLoop, answerSeconds: Double) {
        let timer = loop.scheduleTask(in: .milliseconds(Int64(answerSeconds * 1000))) { [self] in
            finish(.failed(HTTPSClientError.answerTimeout))
        }
        let cancel = state.withLock { state -> Bool in
            if state.headCame { return true }
            state.answerTimer = timer
            return false
        }
        if cancel { timer.cancel() }
    }

    // The handler's events, on the event loop.

    func received(_ part: HTTPClientResponsePart) {
        guard !ending.isSet else { return }
        switch part {
        case .head(let head):
            // An interim answer (100 Continue) is not the answer.
            if (100..<200).contains(head.status.code) { return }
            let timer = state.withLock { state in
                defer { state.answerTimer = nil; state.headCame = true }
                return state.answerTimer
            }
            timer?.cancel()
            if !reader.head(head) { finish(.stopped) }
        case .body(let chunk):
            if !reader.body(chunk) { finish(.stopped) }
        case .end:
            finish(.complete)
        }
    }

    func failed(_ error: any Error) { finish(.failed(error)) }
}

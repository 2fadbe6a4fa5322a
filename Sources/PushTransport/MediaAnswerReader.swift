import Foundation
import NIOCore
import NIOHTTP1
import PushMedia
import Synchronization

/// Reads a media answer as a phone would take it: the head into the fetch, then the body until
/// it ends or passes the cap for its kind, told from its first bytes. An image is kept whole (at
/// most iOS's 10 MB) to be decoded; anything else only its head.
final class MediaAnswerReader: AnswerReader {
    private struct State {
        var head: HTTPResponseHead?
        var cap = MediaFetcher.unknownCap + 1
        var known = false
        var keeps = true
        var whole: [UInt8] = []
    }

    private let progress: MediaFetcher.Progress
    private let revalidating: Bool
    private let state = Mutex(State())

    /// A reader filling `progress`; `revalidating` when the request asked for a 304.
    init(progress: MediaFetcher.Progress, revalidating: Bool) {
        self.progress = progress
        self.revalidating = revalidating
    }

    /// The answer's head, once it came.
    var receivedHead: HTTPResponseHead? { state.withLock { $0.head } }

    /// The whole body when it is an image read to its end (or to iOS's cap).
    var wholeImage: [UInt8]? {
        state.withLock { $0.known && $0.keeps ? $0.whole : nil }
    }

    func head(_ head: HTTPResponseHead) -> Bool {
        state.withLock { $0.head = head }
        let status = Int(head.status.code)
        // A redirect or a 304 is followed or taken by the fetcher; its body is not wanted.
        if (300..<400).contains(status) && head.headers.first(name: "location") != nil { return false }
        if status == 304 && revalidating { return false }
        progress.state.withLock { fetch in
            fetch.status = status
            fetch.contentType = head.headers.first(name: "content-type").map {
                String($0.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
            }
            fetch.declaredLength = head.headers.first(name: "content-length").flatMap { Int($0) }
            if !(200..<300).contains(status) { fetch.failure = .status(status) }
        }
        return (200..<300).contains(status)
    }

    func body(_ chunk: ByteBuffer) -> Bool {
        state.withLock { state in
            if state.keeps { state.whole += chunk.readableBytesView }
            let stop: Bool = progress.state.withLock { fetch in
                let room = MediaSniffer.headBytes - fetch.head.count
                if room > 0 { fetch.head += chunk.readableBytesView.prefix(room) }
                fetch.receivedBytes += chunk.readableBytes
                if !state.known, fetch.head.count >= 32 || fetch.head.count == fetch.receivedBytes && fetch.head.count >= 12 {
                    if let family = MediaSniffer.format(of: fetch.head)?.family, let limit = family.limit {
                        state.known = true
                        state.cap = limit + 1
                        state.keeps = family == .image
                        // A declared length over the limit is enough: nothing more is downloaded.
                        if let declared = fetch.declaredLength, declared > limit {
                            fetch.stoppedAtCap = true
                            return true
                        }
                    }
                }
                if fetch.receivedBytes >= state.cap {
                    fetch.stoppedAtCap = state.known
                    return true
                }
                return false
            }
            if !state.keeps { state.whole = [] }
            return !stop
        }
    }
}

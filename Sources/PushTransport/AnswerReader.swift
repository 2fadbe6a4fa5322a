import NIOCore
import NIOHTTP1

/// Takes one answer as it arrives, on the connection's event loop: its head, then its body's
/// chunks. Either returns false to stop reading: the rest is never downloaded.
protocol AnswerReader: Sendable {
    /// The status line and headers; false when the body is not wanted.
    func head(_ head: HTTPResponseHead) -> Bool
    /// The next chunk of the body; false when enough has been read.
    func body(_ chunk: ByteBuffer) -> Bool
}

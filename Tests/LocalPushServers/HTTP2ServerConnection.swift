import NIOCore
import NIOHTTP2
import NIOSSL
import Synchronization

/// The state of one accepted connection, shared by its request streams: its number, the first
/// key id verified on it (APNs ties a connection to one key), and its advertised stream limit.
final class HTTP2ServerConnection: Sendable {
    private struct State {
        var number = 0
        var firstKeyID: String?
        var streamLimitRaised = false
        var clientCertificate: NIOSSLCertificate?
    }

    /// The connection's channel (the TLS one, under the streams).
    let channel: Channel
    private let state = Mutex(State())

    init(channel: Channel) { self.channel = channel }

    /// 1, 2, … in the order handshakes completed; 0 before the handshake.
    var number: Int {
        get { state.withLock { $0.number } }
        set { state.withLock { $0.number = newValue } }
    }

    /// The client certificate presented in the handshake (verified against the server's
    /// client CA); nil when the client presented none.
    var clientCertificate: NIOSSLCertificate? {
        get { state.withLock { $0.clientCertificate } }
        set { state.withLock { $0.clientCertificate = newValue } }
    }

    /// The first key id verified on this connection, recording `keyID` if it is the first.
    func firstKeyID(claiming keyID: String) -> String {
        state.withLock { state in
            if let first = state.firstKeyID { return first }
            state.firstKeyID = keyID
            return keyID
        }
    }

    /// Sends SETTINGS raising MAX_CONCURRENT_STREAMS, once per connection; APNs does this after
    /// the first token verifies.
    func raiseStreamLimit(to limit: Int) {
        let first = state.withLock { state in
            defer { state.streamLimitRaised = true }
            return !state.streamLimitRaised
        }
        guard first else { return }
        let settings = HTTP2Frame(
            streamID: .rootStream,
            payload: .settings(.settings([HTTP2Setting(parameter: .maxConcurrentStreams, value: limit)]))
        )
        channel.writeAndFlush(settings, promise: nil)
    }

    /// Sends GOAWAY naming `lastStreamID` with `debugData` as its opaque data, then closes.
    func goAway(lastStreamID: Int, debugData: [UInt8]) {
        let frame = HTTP2Frame(
            streamID: .rootStream,
            payload: .goAway(
                lastStreamID: HTTP2StreamID(lastStreamID),
                errorCode: .noError,
                opaqueData: channel.allocator.buffer(bytes: debugData)
            )
        )
        let channel = self.channel
        channel.writeAndFlush(frame).whenComplete { _ in channel.close(promise: nil) }
    }
}

import NIOCore
import NIOHTTP2
import NIOPosix
import NIOSSL
import PushSending

/// Plain words for a request that got no status: each way of failing has its own message, and
/// each says whether the push may have gone out. A library's own error text (type names, source
/// files) is never shown: an unknown failure gets general words instead.
enum NoAnswer {
    private static let maybe = "; the push may or may not have been delivered"
    private static let nothingSent = "; nothing was sent"

    /// The outcome and words for `failure` on a request to `address`; `goAway` is the last
    /// GOAWAY the server sent on the connection, if it sent one.
    static func describe(_ failure: HTTPExchange.Failure, address: ServiceAddress, proxy: ProxyRoute?, timeouts: SendTimeouts,
                         goAway: GoAwayLog.Entry?) async -> (outcome: SendOutcome, words: String) {
        let host = address.host
        switch failure {
        case .deadline:
            return (.noAnswer, "\(host) did not answer within \(seconds(timeouts.total))" + maybe)
        case .cancelled:
            return (.noAnswer, "stopped while waiting for \(host)'s answer" + maybe)
        case .failed(let error):
            return await describe(error, address: address, proxy: proxy, timeouts: timeouts, goAway: goAway)
        }
    }

    private static func describe(_ error: any Error, address: ServiceAddress, proxy: ProxyRoute?, timeouts: SendTimeouts,
                                 goAway: GoAwayLog.Entry?) async -> (outcome: SendOutcome, words: String) {
        let host = address.host
        if let words = await setupFailure(error, address: address, proxy: proxy, connectSeconds: timeouts.connect) {
            return (.notSent, words + nothingSent)
        }
        if let error = error as? HTTPSClientError {
            switch error {
            case .connectTimeout, .tlsHandshakeTimeout:
                break  // said by setupFailure
            case .answerTimeout:
                return (.noAnswer, "\(host) did not answer within \(seconds(timeouts.answer))" + maybe)
            case .remoteConnectionClosed:
                if let goAway { return closed(host: host, goAway: goAway, streamID: nil) }
                return (.noAnswer, "\(host) closed the connection before answering" + maybe)
            case .shutDown:
                return (.notSent, "stopped before the request to \(host) was written" + nothingSent)
            }
        }
        if let closed = error as? NIOHTTP2Errors.StreamClosed {
            let stream = Int(closed.streamID)
            if let goAway, stream > goAway.lastStreamID { return self.closed(host: host, goAway: goAway, streamID: stream) }
            if closed.errorCode == .refusedStream {
                return (.notSent, "\(host) refused the request before processing it (REFUSED_STREAM); it was not delivered: send again")
            }
            if let goAway { return self.closed(host: host, goAway: goAway, streamID: stream) }
            return (.noAnswer, "\(host) reset the request (\(codeName(closed.errorCode))) before answering" + maybe)
        }
        return (.noAnswer, "the connection to \(host) failed before an answer came" + maybe)
    }

    /// `words` from `describe` with what it says of a push taken off, for a request that is no
    /// push (a channel, a read from Braze, a probe); `ending` takes its place.
    static func withoutPushOutcome(_ words: String, ending: String = "") -> String {
        for suffix in [maybe, nothingSent] where words.hasSuffix(suffix) {
            return String(words.dropLast(suffix.count)) + ending
        }
        return words + ending
    }

    /// The words for a connection that failed before any request could be written (no route,
    /// refused, a name that does not resolve, a TLS handshake that failed), or nil for another
    /// failure. `doctor`'s reachability probe says the same.
    static func setupFailure(_ error: any Error, address: ServiceAddress, proxy: ProxyRoute?, connectSeconds: Double) async -> String? {
        let host = address.host
        if let error = error as? HTTPSClientError {
            switch error {
            case .connectTimeout: return "could not connect to \(host) within \(seconds(connectSeconds)): check the network"
            case .tlsHandshakeTimeout: return "\(host) did not complete the TLS handshake within \(seconds(connectSeconds))"
            case .answerTimeout, .remoteConnectionClosed, .shutDown: return nil
            }
        }
        if let error = error as? ProxyFailure { return error.words }
        switch connectionFailure(error) {
        case .timeout?: return "could not connect to \(host) within \(seconds(connectSeconds)): check the network"
        case .nameNotFound?: return "could not find \(host) (DNS lookup failed): check the host name and the network"
        case .refused?: return "could not connect to \(host): nothing is listening there (connection refused)"
        case .other?: return "could not connect to \(host)"
        case nil: break
        }
        if error is NIOSSLError || error is NIOSSLExtraError || error is BoringSSLError {
            return "TLS failed: " + (await tlsWords(error, address: address, proxy: proxy, connectSeconds: connectSeconds))
        }
        return nil
    }

    /// How a TCP connection failed, when `error` is such a failure.
    private enum ConnectionFailure {
        case timeout, nameNotFound, refused, other
    }

    private static func connectionFailure(_ error: any Error) -> ConnectionFailure? {
        if let error = error as? ChannelError, case .connectTimeout = error { return .timeout }
        if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil { return .nameNotFound }
            if error.connectionErrors.contains(where: { ($0.error as? IOError)?.errnoCode == ECONNREFUSED }) { return .refused }
            return .other
        }
        if let error = error as? IOError, error.errnoCode == ECONNREFUSED { return .refused }
        return nil
    }

    /// Why a connection to a proxy failed, as a phrase after "could not connect to the proxy …:".
    static func connectionWords(_ error: any Error, seconds connectSeconds: Double) -> String? {
        switch connectionFailure(error) {
        case .timeout?: return "no connection within \(seconds(connectSeconds)): check the proxy's address and the network"
        case .nameNotFound?: return "its name was not found (DNS lookup failed): check the proxy's address"
        case .refused?: return "nothing is listening there (connection refused): check the proxy's address and port"
        case .other?: return "the connection failed"
        case nil: return nil
        }
    }

    /// Why a handshake failed: the certificate's dates or names when it can be read again.
    private static func tlsWords(_ error: any Error, address: ServiceAddress, proxy: ProxyRoute?, connectSeconds: Double) async -> String {
        let host = address.host
        var mismatch = false
        if let extra = error as? NIOSSLExtraError, extra == .failedToValidateHostname { mismatch = true }
        var verification = mismatch
        if case .handshakeFailed(let inner)? = error as? NIOSSLError, "\(inner)".contains("CERTIFICATE_VERIFY_FAILED") { verification = true }
        if verification, let words = await CertificateProbe.explain(address, hostnameMismatch: mismatch, proxy: proxy, timeout: connectSeconds) {
            return words
        }
        if mismatch { return "\(host)'s certificate is for another host name: check the address" }
        if verification {
            return "\(host)'s certificate is not trusted. For a local server or a company proxy, name its CA in ca_file"
        }
        return "the handshake with \(host) did not complete (it may not speak TLS 1.2 or later)"
    }

    /// A connection closed by GOAWAY: a request above its last stream was never processed.
    private static func closed(host: String, goAway: GoAwayLog.Entry, streamID: Int?) -> (outcome: SendOutcome, words: String) {
        if goAway.lastStreamID == 0 || (streamID.map { $0 > goAway.lastStreamID } ?? false) {
            return (.notSent, "\(host) closed the connection (\(goAway.reason)) without processing the request; it was not delivered: send again")
        }
        return (.noAnswer, "\(host) closed the connection (\(goAway.reason)) before answering" + maybe)
    }

    /// HTTP/2's name for an error code (RFC 9113 §7), as servers log it.
    static func codeName(_ code: HTTP2ErrorCode) -> String {
        let names = ["NO_ERROR", "PROTOCOL_ERROR", "INTERNAL_ERROR", "FLOW_CONTROL_ERROR", "SETTINGS_TIMEOUT", "STREAM_CLOSED",
                     "FRAME_SIZE_ERROR", "REFUSED_STREAM", "CANCEL", "COMPRESSION_ERROR", "CONNECT_ERROR", "ENHANCE_YOUR_CALM",
                     "INADEQUATE_SECURITY", "HTTP_1_1_REQUIRED"]
        return names.indices.contains(code.networkCode) ? names[code.networkCode] : "error \(code.networkCode)"
    }

    /// `15 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

extension HTTPExchange.BodyEnd {
    /// What to add after the words for the status: nothing when the body was read whole.
    func note(timeouts: SendTimeouts) -> String {
        switch self {
        case .complete: return ""
        case .tooLarge(let limit): return "; the answer's body was too large to read (over \(limit / 1024) KB)"
        case .unfinished: return "; the answer's body did not finish within \(NoAnswer.seconds(timeouts.total))"
        case .cut: return "; the server cut the answer's body short"
        case .abandoned: return "; stopped before the answer's body came"
        }
    }
}

extension SendTimeouts {
    /// The most one request may take, its answer's body included.
    var total: Double { connect + answer }
}

import AsyncHTTPClient
import NIOCore
import NIOPosix
import NIOSSL

/// Plain words for a request that got no answer: each way of failing has its own message,
/// and each says whether the push may have gone out.
enum NoAnswer {
    /// The message for `error` on a request to `host`; `goAway` is the reason the server gave
    /// when it closed the connection, if it gave one.
    static func describe(_ error: any Error, host: String, timeouts: SendTimeouts, goAway: String?) -> String {
        let maybe = "; the push may or may not have been delivered"
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout:
                return "could not connect to \(host) within \(seconds(timeouts.connect)): check the network, or a firewall (APNs also listens on port 2197)"
            case .tlsHandshakeTimeout:
                return "\(host) did not complete the TLS handshake within \(seconds(timeouts.connect))"
            case .readTimeout, .deadlineExceeded:
                return "\(host) did not answer within \(seconds(timeouts.answer))" + maybe
            case .remoteConnectionClosed:
                if let goAway { return "\(host) closed the connection (\(goAway)) before answering" + maybe }
                return "\(host) closed the connection before answering" + maybe
            case .cancelled:
                return "cancelled while waiting for \(host)" + maybe
            default:
                break
            }
        }
        if let error = error as? ChannelError, case .connectTimeout = error {
            return "could not connect to \(host) within \(seconds(timeouts.connect)): check the network"
        }
        if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil {
                return "could not find \(host) (DNS lookup failed): check the host name and the network"
            }
            if error.connectionErrors.contains(where: { ($0.error as? IOError)?.errnoCode == ECONNREFUSED }) {
                return "could not connect to \(host): nothing is listening there (connection refused)"
            }
            return "could not connect to \(host)"
        }
        if let error = error as? IOError, error.errnoCode == ECONNREFUSED {
            return "could not connect to \(host): nothing is listening there (connection refused)"
        }
        if let error = error as? NIOSSLError {
            if case .handshakeFailed(let inner) = error, "\(inner)".contains("CERTIFICATE_VERIFY_FAILED") {
                return "TLS failed: \(host)'s certificate is not trusted. For a local server or a company proxy, name its CA in ca_file"
            }
            return "TLS failed with \(host): \(error)"
        }
        if let error = error as? NIOSSLExtraError, "\(error)".contains("hostname") {
            return "TLS failed: \(host)'s certificate is for another host name"
        }
        return "no answer from \(host): \(error)" + maybe
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

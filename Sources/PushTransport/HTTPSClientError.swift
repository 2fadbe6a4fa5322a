/// The ways a request over `HTTPSClient` fails that are the client's own (the network's and
/// TLS's errors arrive as their libraries' types).
enum HTTPSClientError: Error, Sendable, Equatable {
    /// The handshake completed, but the server's HTTP/2 settings did not come within the connect timeout.
    case connectTimeout
    /// The TLS handshake did not complete within the connect timeout.
    case tlsHandshakeTimeout
    /// Nothing came back within the answer timeout after the request was written.
    case answerTimeout
    /// The server closed the connection (or the stream) before the answer ended.
    case remoteConnectionClosed
    /// The client was shut down before the request was written.
    case shutDown
}

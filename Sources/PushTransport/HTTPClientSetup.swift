import AsyncHTTPClient
import NIOCore
import NIOSSL
import PushSending

/// How every client of this module is set up: the system's trust store plus an optional extra
/// root, the connect and answer timeouts, no silent connection retries (a person waits for
/// the answer: a refused or untrusted connection is said at once, not after the connect
/// timeout's worth of retries), and a watch on GOAWAY frames.
enum HTTPClientSetup {
    /// A client for `caFile` (named by `key` in messages) and `timeouts`, its GOAWAYs kept in
    /// `goAways`; `identity`, a certificate and its key, is presented to servers that ask.
    static func client(caFile: String?, key: String, timeouts: SendTimeouts, goAways: GoAwayLog,
                       identity: NIOSSLPKCS12Bundle? = nil) throws(SendRefusal) -> HTTPClient {
        var tls = try TrustRoots.configuration(caFile: caFile, key: key)
        if let identity {
            tls.certificateChain = identity.certificateChain.map { .certificate($0) }
            tls.privateKey = .privateKey(identity.privateKey)
        }
        var configuration = HTTPClient.Configuration(
            tlsConfiguration: tls,
            timeout: .init(connect: .milliseconds(Int64(timeouts.connect * 1000)), read: .milliseconds(Int64(timeouts.answer * 1000)))
        )
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.httpVersion = .automatic
        configuration.http2ConnectionDebugInitializer = { channel in goAways.install(on: channel) }
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    /// The most `shutdown` waits for a client's connections to close: a server that never
    /// answers the close must not hold the program (it exits, and the kernel closes them).
    static let shutdownSeconds = 2.0

    /// Closes `client`'s connections, waiting at most `shutdownSeconds`.
    static func shutdown(_ client: HTTPClient) async {
        _ = await OnceValue<Bool>.within(seconds: shutdownSeconds) { try? await client.shutdown() }
    }
}

import AsyncHTTPClient
import NIOCore
import PushSending

/// How every client of this module is set up: the system's trust store plus an optional extra
/// root, the connect and answer timeouts, and no silent connection retries (a person waits for
/// the answer: a refused or untrusted connection is said at once, not after the connect
/// timeout's worth of retries).
enum HTTPClientSetup {
    /// A configuration for `caFile` (named by `key` in messages) and `timeouts`.
    static func configuration(caFile: String?, key: String, timeouts: SendTimeouts) throws(SendRefusal) -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(
            tlsConfiguration: try TrustRoots.configuration(caFile: caFile, key: key),
            timeout: .init(connect: .milliseconds(Int64(timeouts.connect * 1000)), read: .milliseconds(Int64(timeouts.answer * 1000)))
        )
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }
}

extension SendTimeouts {
    /// The most one request may take, connecting included.
    var deadline: TimeAmount { .milliseconds(Int64((connect + answer) * 1000)) }
}

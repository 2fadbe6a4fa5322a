import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import NIOTLS
import PushSending

/// Whether a host answers with a TLS handshake this machine trusts, as a send's would be: the
/// system's roots and the config's CA file, the host's name checked. Nothing is written over the
/// connection; it is closed once the handshake ends. For `doctor`.
public enum TLSReachability {
    /// What a probe found.
    public enum Outcome: Sendable, Equatable {
        /// The handshake completed, in this many milliseconds, agreeing on this protocol (`h2`).
        case reached(milliseconds: Int, protocol: String?)
        /// No trusted handshake: why, in plain words.
        case failed(String)
    }

    /// Probes `address` within `timeout` seconds, trusting `caFile` too (`caKey` names it in messages).
    public static func probe(_ address: ServiceAddress, caFile: String?, caKey: String = "ca_file", timeout: Double) async -> Outcome {
        var configuration: TLSConfiguration
        do throws(SendRefusal) {
            configuration = try TrustRoots.configuration(caFile: caFile, key: caKey)
        } catch {
            return .failed(error.message)
        }
        configuration.applicationProtocols = ["h2", "http/1.1"]
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: configuration)
        } catch {
            return .failed("TLS could not be set up: \(error)")
        }
        let started = ContinuousClock.now
        let handshake = OnceValue<Handshake>()
        let channel: Channel
        do {
            channel = try await TLSDial.connect(address, context: context, timeout: timeout) { Watcher(done: handshake) }
        } catch {
            return .failed("no connection to \(address.host):\(address.port ?? 443) (\(Self.words(error)))")
        }
        let timer = Task {
            try? await Task.sleep(for: .milliseconds(Int64(timeout * 1000)))
            _ = handshake.resume(.failed("no TLS handshake within \(Int(timeout)) s"))
        }
        let result = await handshake.value
        timer.cancel()
        try? await channel.close()
        switch result {
        case .agreed(let agreed):
            let elapsed = ContinuousClock.now - started
            return .reached(milliseconds: Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000),
                            protocol: agreed)
        case .failed(let why):
            // The certificate read again, untrusted, says why in words a person can act on.
            let mismatch = why.contains("hostname")
            if let explained = await CertificateProbe.explain(address, hostnameMismatch: mismatch, timeout: timeout) { return .failed(explained) }
            return .failed(why)
        }
    }

    /// How a handshake ended.
    private enum Handshake: Sendable {
        case agreed(String?)
        case failed(String)
    }

    private static func words(_ error: any Error) -> String {
        if let connection = error as? NIOConnectionError {
            if let first = connection.connectionErrors.first { return words(first.error) }
            return "the name does not resolve"
        }
        if error is SocketAddressError { return "the name does not resolve" }
        if let io = error as? IOError { return String(cString: strerror(io.errnoCode)) }
        if error is ChannelError { return "timed out or refused" }
        return "\(error)"
    }

    /// Says when the handshake completed (with the protocol agreed), or why it did not.
    private final class Watcher: ChannelInboundHandler, Sendable {
        typealias InboundIn = NIOAny
        let done: OnceValue<Handshake>

        init(done: OnceValue<Handshake>) { self.done = done }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            if case TLSUserEvent.handshakeCompleted(let agreed) = event { _ = done.resume(.agreed(agreed)) }
            context.fireUserInboundEventTriggered(event)
        }

        func channelInactive(context: ChannelHandlerContext) {
            _ = done.resume(.failed("the server closed the connection during the TLS handshake"))
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            let text: String
            if let tls = error as? NIOSSLError, case .handshakeFailed = tls { text = "the TLS handshake failed: the certificate is not trusted" }
            else if error is NIOSSLExtraError { text = "the certificate is for another hostname" }
            else { text = "the TLS handshake failed (\(error))" }
            _ = done.resume(.failed(text))
            context.close(promise: nil)
        }
    }
}

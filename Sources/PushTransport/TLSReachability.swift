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

    /// Probes `address` within `timeout` seconds, through `proxy` as a send would go, trusting
    /// `caFile` too (`caKey` names it in messages).
    public static func probe(_ address: ServiceAddress, proxy: ProxyRoute?, caFile: String?, caKey: String = "ca_file",
                             timeout: Double) async -> Outcome {
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
            channel = try await TLSDial.connect(address, proxy: proxy, context: context, timeout: timeout) { Watcher(done: handshake) }
        } catch {
            return .failed(await words(error, address, proxy, timeout))
        }
        let timer = Task {
            try? await Task.sleep(for: .milliseconds(Int64(timeout * 1000)))
            handshake.resume(.failed(HTTPSClientError.tlsHandshakeTimeout))
        }
        let result = await handshake.value
        timer.cancel()
        try? await channel.close()
        switch result {
        case .agreed(let agreed):
            return .reached(milliseconds: Int((ContinuousClock.now - started) / .milliseconds(1)), protocol: agreed)
        case .closed:
            return .failed("\(address.host) closed the connection during the TLS handshake (does it speak TLS on this port?)")
        case .failed(let error):
            return .failed(await words(error, address, proxy, timeout))
        }
    }

    /// A send's words for a connection that failed before anything was written.
    private static func words(_ error: any Error, _ address: ServiceAddress, _ proxy: ProxyRoute?, _ timeout: Double) async -> String {
        await NoAnswer.setupFailure(error, address: address, proxy: proxy, connectSeconds: timeout) ?? "could not connect to \(address.host)"
    }

    /// How a handshake ended.
    private enum Handshake: Sendable {
        case agreed(String?)
        case closed
        case failed(any Error)
    }

    /// Says when the handshake completed (with the protocol agreed), or why it did not.
    private final class Watcher: ChannelInboundHandler, Sendable {
        typealias InboundIn = NIOAny
        let done: OnceValue<Handshake>

        init(done: OnceValue<Handshake>) { self.done = done }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            if case TLSUserEvent.handshakeCompleted(let agreed) = event { done.resume(.agreed(agreed)) }
            context.fireUserInboundEventTriggered(event)
        }

        func channelInactive(context: ChannelHandlerContext) {
            done.resume(.closed)
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            done.resume(.failed(error))
            context.close(promise: nil)
        }
    }
}

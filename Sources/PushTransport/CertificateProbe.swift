import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import NIOTLS
import PushSending

/// Why a TLS handshake failed, in the words a person can act on: reads the server's certificate
/// once more without trusting it, and says whether it expired (and when), is for another host
/// name, or comes from an authority this machine does not trust.
///
/// The probe completes a handshake and closes the connection: no request is written, so it
/// changes nothing on the server. It runs only after a handshake has already failed.
enum CertificateProbe {
    /// The plain words for a failed handshake with `address`; `hostnameMismatch` is what the
    /// TLS library reported. Nil when the certificate cannot be read (then the caller says less).
    static func explain(_ address: ServiceAddress, hostnameMismatch: Bool, proxy: ProxyRoute?, timeout: Double) async -> String? {
        guard let certificate = await peerCertificate(address, proxy: proxy, timeout: timeout) else { return nil }
        let now = time(nil)
        let host = address.host
        if certificate.notValidAfter < now {
            return "\(host)'s certificate expired on \(LocalTime.describe(Date(timeIntervalSince1970: TimeInterval(certificate.notValidAfter))))"
        }
        if certificate.notValidBefore > now {
            return "\(host)'s certificate is not valid until \(LocalTime.describe(Date(timeIntervalSince1970: TimeInterval(certificate.notValidBefore)))): check this machine's clock"
        }
        let names = certificate._subjectAlternativeNames().compactMap { name -> String? in
            guard name.nameType == .dnsName else { return nil }
            return String(decoding: Array(name.contents), as: UTF8.self)
        }
        if hostnameMismatch {
            let shown = names.prefix(4).joined(separator: ", ")
            return "\(host)'s certificate is for another host name\(shown.isEmpty ? "" : " (\(shown))"): check the address"
        }
        return nil
    }

    /// The certificate the server presents, read without verifying it; nil when no handshake completes in time.
    static func peerCertificate(_ address: ServiceAddress, proxy: ProxyRoute?, timeout: Double) async -> NIOSSLCertificate? {
        var configuration = TLSConfiguration.makeClientConfiguration()
        // Only to read the certificate for a message; nothing is sent over this connection.
        configuration.certificateVerification = .none
        configuration.applicationProtocols = ["h2", "http/1.1"]
        guard let context = try? NIOSSLContext(configuration: configuration) else { return nil }
        let handshake = OnceValue<Bool>()
        let channel: Channel
        do {
            channel = try await TLSDial.connect(address, proxy: proxy, context: context, timeout: timeout) { HandshakeSignal(done: handshake) }
        } catch {
            return nil
        }
        let timer = Task {
            try? await Task.sleep(for: .milliseconds(Int64(timeout * 1000)))
            handshake.resume(false)
        }
        let completed = await handshake.value
        timer.cancel()
        let certificate = completed ? try? await channel.nioSSL_peerCertificate().get() : nil
        try? await channel.close()
        return certificate
    }
}

/// Says when a TLS handshake completed, or that the connection went away first.
private final class HandshakeSignal: ChannelInboundHandler, Sendable {
    typealias InboundIn = NIOAny
    let done: OnceValue<Bool>

    init(done: OnceValue<Bool>) { self.done = done }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event { done.resume(true) }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        done.resume(false)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        done.resume(false)
        context.close(promise: nil)
    }
}

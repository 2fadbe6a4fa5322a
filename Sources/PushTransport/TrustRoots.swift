import NIOSSL
import PushSending
import SafeFiles

/// The TLS setup every send uses: the system's trust store, plus an extra root when the
/// config names one (a local test server, a company proxy). Verification is never turned off.
enum TrustRoots {
    /// The client TLS configuration, reading `caFile` now so a bad file is a setup error
    /// before any traffic rather than a handshake failure later.
    static func configuration(caFile: String?, key: String) throws(SendRefusal) -> TLSConfiguration {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.minimumTLSVersion = .tlsv12
        guard let caFile else { return tls }
        // Whoever can change the file can add a root and read what goes to every host it names.
        if let problem = TrustedPath.problem(caFile, decides: "decides which servers are trusted", owners: .userOrRoot) {
            throw SendRefusal(.setup, "\(key) = \(problem)")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader(limit: 1 << 20).read(caFile).bytes
        } catch {
            throw SendRefusal(.setup, "\(key) = \(caFile): \(error.message)")
        }
        let certificates: [NIOSSLCertificate]
        do {
            certificates = try NIOSSLCertificate.fromPEMBytes(bytes)
        } catch {
            throw SendRefusal(.setup, "\(key) = \(caFile) holds no PEM certificate (-----BEGIN CERTIFICATE-----)")
        }
        guard !certificates.isEmpty else {
            throw SendRefusal(.setup, "\(key) = \(caFile) holds no PEM certificate (-----BEGIN CERTIFICATE-----)")
        }
        tls.additionalTrustRoots = [.certificates(certificates)]
        return tls
    }
}

import Crypto
import Foundation
import NIOSSL

/// A fresh self-signed P-256 certificate for 127.0.0.1 and localhost, made at test time so no
/// key is ever committed; the certificate is also the client's CA file.
public struct TestTLS: Sendable {
    /// The PEM certificate, `server-cert.pem`; give it to the client as its only trust root.
    public let certificatePath: String
    /// The PEM PKCS#8 private key, `server-key.pem`, mode 0600.
    public let privateKeyPath: String

    /// Makes the key and, with the `openssl` tool, a certificate valid for a day, in `folder`.
    public static func make(in folder: String) throws -> TestTLS {
        let folderURL = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
        let keyPath = folderURL.appendingPathComponent("server-key.pem").path
        let certificatePath = folderURL.appendingPathComponent("server-cert.pem").path
        let configPath = folderURL.appendingPathComponent("server-cert-\(UUID().uuidString).cnf").path

        try PrivateFile.write(Array(P256.Signing.PrivateKey().pemRepresentation.utf8), to: keyPath)
        // An explicit config keeps the result independent of the system's openssl.cnf, whose
        // default extensions would clash with ours.
        try Data(Self.opensslConfig.utf8).write(to: URL(fileURLWithPath: configPath))
        defer { try? FileManager.default.removeItem(atPath: configPath) }
        try runOpenSSL([
            "req", "-x509", "-new", "-sha256", "-days", "1",
            "-key", keyPath, "-out", certificatePath,
            "-config", configPath, "-extensions", "v3_server",
        ])
        return TestTLS(certificatePath: certificatePath, privateKeyPath: keyPath)
    }

    /// The server side: TLS 1.2 or later, ALPN offering only h2, as APNs does.
    func makeServerContext() throws -> NIOSSLContext {
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMFile(certificatePath).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(file: privateKeyPath, format: .pem))
        )
        configuration.minimumTLSVersion = .tlsv12
        configuration.applicationProtocols = ["h2"]
        return try NIOSSLContext(configuration: configuration)
    }

    private static let opensslConfig = """
        [req]
        distinguished_name = subject
        prompt = no
        [subject]
        CN = localhost
        O = PushComposer test server
        [v3_server]
        subjectAltName = DNS:localhost,IP:127.0.0.1
        basicConstraints = critical,CA:TRUE
        keyUsage = critical,digitalSignature,keyCertSign
        extendedKeyUsage = serverAuth
        subjectKeyIdentifier = hash

        """

    private static func runOpenSSL(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try opensslPath())
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw LocalServerError("cannot run openssl: \(error)")
        }
        // Read before waiting: a full pipe would otherwise block openssl forever.
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let text = String(decoding: stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw LocalServerError("openssl \(arguments.first ?? "") failed (status \(process.terminationStatus)): \(text)")
        }
    }

    private static func opensslPath() throws -> String {
        let candidates = ["/usr/bin/openssl"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/openssl" }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw LocalServerError("the openssl command-line tool was not found in /usr/bin or on PATH")
        }
        return path
    }
}

import Cryptography
import Foundation
import NIOSSL

/// A fresh self-signed P-256 certificate for 127.0.0.1 and localhost, made at test time so no
/// key is ever committed; the certificate is also the client's CA file.
public struct TestTLS: Sendable {
    /// The PEM certificate, `server-cert.pem`; give it to the client as its only trust root.
    public let certificatePath: String
    /// The PEM PKCS#8 private key, `server-key.pem`, mode 0600.
    public let privateKeyPath: String

    /// Makes the key and, with the `openssl` tool, a certificate for `hosts` in `folder`, as
    /// `NAME-key.pem` and `NAME-cert.pem`: valid for a day, or, when `expired`, only on
    /// 2020-01-01 (a certificate a client must refuse with its date).
    public static func make(in folder: String, name: String = "server", hosts: [String] = ["localhost", "127.0.0.1"],
                            expired: Bool = false) throws -> TestTLS {
        let folderURL = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
        let keyPath = folderURL.appendingPathComponent("\(name)-key.pem").path
        let certificatePath = folderURL.appendingPathComponent("\(name)-cert.pem").path
        let scratch = folderURL.appendingPathComponent("\(name)-openssl-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let configPath = scratch + "/cert.cnf"

        try PrivateFile.write(Array(P256Key().privatePEM.utf8), to: keyPath)
        // An explicit config keeps the result independent of the system's openssl.cnf, whose
        // default extensions would clash with ours.
        let names = hosts.map { $0.first?.isNumber == true || $0.contains(":") ? "IP:\($0)" : "DNS:\($0)" }.joined(separator: ",")
        try Data(Self.opensslConfig(commonName: hosts.first ?? "localhost", names: names).utf8).write(to: URL(fileURLWithPath: configPath))
        if expired {
            // `openssl req` cannot date a certificate in the past; `openssl ca` can.
            try Data().write(to: URL(fileURLWithPath: scratch + "/index.txt"))
            try Data("01\n".utf8).write(to: URL(fileURLWithPath: scratch + "/serial"))
            try runOpenSSL(["req", "-new", "-key", keyPath, "-out", scratch + "/request.pem", "-config", configPath], in: scratch)
            try runOpenSSL([
                "ca", "-batch", "-selfsign", "-notext", "-config", configPath, "-keyfile", keyPath, "-in", scratch + "/request.pem",
                "-out", certificatePath, "-startdate", "20200101000000Z", "-enddate", "20200102000000Z", "-extensions", "v3_server",
            ], in: scratch)
        } else {
            try runOpenSSL([
                "req", "-x509", "-new", "-sha256", "-days", "1",
                "-key", keyPath, "-out", certificatePath,
                "-config", configPath, "-extensions", "v3_server",
            ], in: scratch)
        }
        return TestTLS(certificatePath: certificatePath, privateKeyPath: keyPath)
    }

    /// The server side: TLS 1.2 or later, ALPN offering only h2, as APNs does. With
    /// `clientCA` (a PEM file), a client certificate is asked for and, when one is presented,
    /// must come from that CA or the handshake fails; a client may still present none, as
    /// token clients of APNs do.
    func makeServerContext(clientCA: String? = nil) throws -> NIOSSLContext {
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMFile(certificatePath).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(file: privateKeyPath, format: .pem))
        )
        configuration.minimumTLSVersion = .tlsv12
        configuration.applicationProtocols = ["h2"]
        if let clientCA {
            configuration.certificateVerification = .optionalVerification
            configuration.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(clientCA))
        }
        return try NIOSSLContext(configuration: configuration)
    }

    private static func opensslConfig(commonName: String, names: String) -> String {
        """
        [req]
        distinguished_name = subject
        prompt = no
        [subject]
        CN = \(commonName)
        O = PushComposer test server
        [v3_server]
        subjectAltName = \(names)
        basicConstraints = critical,CA:TRUE
        keyUsage = critical,digitalSignature,keyCertSign
        extendedKeyUsage = serverAuth
        subjectKeyIdentifier = hash
        \(signingCA)
        """
    }

    /// The `openssl ca` sections every test authority signs with (end of an openssl config).
    static let signingCA = """
        [ca]
        default_ca = test_ca
        [test_ca]
        database = index.txt
        new_certs_dir = .
        serial = serial
        default_md = sha256
        policy = any
        copy_extensions = none
        unique_subject = no
        [any]
        commonName = supplied

        """

    /// Runs the openssl tool in `directory`; `environment` adds variables (a password passed
    /// as `env:NAME`, never in the arguments).
    static func runOpenSSL(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try opensslPath())
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory, isDirectory: true)
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

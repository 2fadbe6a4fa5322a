import Cryptography
import Foundation

/// A push certificate as Apple issues them, made at test time with the openssl tool so no key is
/// ever committed: a test CA, and a client certificate for an app (subject UID the bundle id, CN
/// "Apple Push Services: <bundle id>", Apple's topics extension listing the app and its VoIP and
/// complication topics), exported with its RSA key as a password-protected `.p12` the way
/// Keychain Access exports one (3DES, SHA-1 MAC).
public struct TestPushCertificate: Sendable {
    /// The CA's PEM certificate: give it to `LocalAPNs.start(tls:clientCA:topics:)`.
    public let caCertificatePath: String
    /// The `.p12`, mode 0600.
    public let p12Path: String
    /// Its password.
    public let password: String
    /// The topics it was made for, in the extension's order.
    public let topics: [String]

    /// Makes the CA and the certificate in `folder`, as `NAME-ca.pem` and `NAME.p12`: valid for
    /// a day, or, when `expired`, only on 2020-01-01 (a certificate a sender must refuse with
    /// its date). `topics` defaults to the bundle id and its `.voip` and `.complication` forms;
    /// `key` says which private key goes in with it; `iterations`, the MAC's and the encryption's.
    public static func make(in folder: String, name: String = "push", bundleID: String = "com.example.app", topics: [String]? = nil,
                            password: String = "correct horse battery", expired: Bool = false,
                            key: Key = .matching, iterations: Int = 2048) throws -> TestPushCertificate {
        let topics = topics ?? [bundleID, bundleID + ".voip", bundleID + ".complication"]
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let scratch = folder + "/\(name)-openssl-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let caCertificatePath = folder + "/\(name)-ca.pem"
        let p12Path = folder + "/\(name).p12"

        try Data(opensslConfig(topics: topics).utf8).write(to: URL(fileURLWithPath: scratch + "/push.cnf"))
        try Data().write(to: URL(fileURLWithPath: scratch + "/index.txt"))
        try Data("01\n".utf8).write(to: URL(fileURLWithPath: scratch + "/serial"))
        try PrivateFile.write(Array(P256Key().privatePEM.utf8), to: scratch + "/ca-key.pem")
        try TestTLS.runOpenSSL([
            "req", "-x509", "-new", "-sha256", "-days", "2", "-key", "ca-key.pem", "-out", caCertificatePath,
            "-config", "push.cnf", "-extensions", "v3_ca", "-subj", "/CN=PushComposer test push CA/O=PushComposer tests",
        ], in: scratch)
        try TestTLS.runOpenSSL(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", "client-key.pem"], in: scratch)
        try TestTLS.runOpenSSL([
            "req", "-new", "-key", "client-key.pem", "-out", "client.csr", "-config", "push.cnf",
            "-subj", "/UID=\(bundleID)/CN=Apple Push Services: \(bundleID)/OU=TEAM123456/O=Example Inc./C=US",
        ], in: scratch)
        let dates = expired ? ["-startdate", "20200101000000Z", "-enddate", "20200102000000Z"] : ["-days", "1"]
        try TestTLS.runOpenSSL([
            "ca", "-batch", "-notext", "-preserveDN", "-config", "push.cnf", "-cert", caCertificatePath, "-keyfile", "ca-key.pem",
            "-in", "client.csr", "-out", "client.pem", "-extensions", "v3_push",
        ] + dates, in: scratch)
        // The password goes to openssl through its environment, never its arguments.
        let contents: [String]
        switch key {
        case .matching: contents = ["-in", "client.pem", "-inkey", "client-key.pem"]
        case .none: contents = ["-in", "client.pem", "-nokeys"]
        case .another:
            // openssl refuses to pair a key with a certificate it does not belong to, so the
            // certificate rides along as an extra one.
            try TestTLS.runOpenSSL(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", "other-key.pem"], in: scratch)
            contents = ["-inkey", "other-key.pem", "-certfile", "client.pem", "-nocerts"]
        }
        try TestTLS.runOpenSSL([
            "pkcs12", "-export", "-out", "push.p12", "-passout", "env:PUSH_P12_PASSWORD",
            "-name", "Apple Push Services: \(bundleID)", "-certpbe", "PBE-SHA1-3DES", "-keypbe", "PBE-SHA1-3DES", "-macalg", "sha1",
            "-iter", String(iterations),
        ] + contents, in: scratch, environment: ["PUSH_P12_PASSWORD": password])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: scratch + "/push.p12"))
        try PrivateFile.write(Array(bytes), to: p12Path)
        return TestPushCertificate(caCertificatePath: caCertificatePath, p12Path: p12Path, password: password, topics: topics)
    }

    /// The private key exported with the certificate.
    public enum Key: Sendable {
        /// Its own, as Keychain Access exports it.
        case matching
        /// None: an export of the certificate alone.
        case none
        /// Another one, which the certificate does not belong to.
        case another
    }

    /// The CA, the request and the push certificate's extensions; Apple's topics extension is
    /// a SEQUENCE of topic strings, each followed by a SEQUENCE naming its kind.
    private static func opensslConfig(topics: [String]) -> String {
        var list = ""
        var kinds = ""
        for (index, topic) in topics.enumerated() {
            list += "topic\(index) = UTF8:\(topic)\nkind\(index) = SEQUENCE:kind\(index)\n"
            let kind = topic.hasSuffix(".voip") ? "voip" : topic.hasSuffix(".complication") ? "complication" : "app"
            kinds += "[kind\(index)]\nname = UTF8:\(kind)\n"
        }
        return """
            [req]
            distinguished_name = subject
            prompt = no
            [subject]
            CN = unused
            [v3_ca]
            basicConstraints = critical,CA:TRUE
            keyUsage = critical,keyCertSign,cRLSign
            subjectKeyIdentifier = hash
            [v3_push]
            basicConstraints = critical,CA:FALSE
            keyUsage = critical,digitalSignature,keyEncipherment
            extendedKeyUsage = clientAuth
            1.2.840.113635.100.6.3.6 = ASN1:SEQUENCE:apns_topics
            [apns_topics]
            \(list)\(kinds)\(TestTLS.signingCA)
            """
    }
}

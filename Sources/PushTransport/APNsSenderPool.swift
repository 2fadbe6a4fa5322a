import Cryptography
import PushSending
import Synchronization

/// Keeps one APNs sender per credential and endpoint for as long as the program runs, so that
/// sends made one after another (the composer's) share a connection and a signed token: a
/// token per send would change it more often than Apple's once in 20 minutes.
final class APNsSenderPool: Sendable {
    private struct Entry: Sendable {
        /// SHA-256 of the key or certificate file, so a file replaced on disk gets a sender of its own.
        var fileDigest: [UInt8]
        var sender: APNsSender
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The sender for these settings and the contents of their key or certificate file, made
    /// on first use; `password` is asked for only when a certificate is opened.
    func sender(for settings: APNsSettings, fileBytes: [UInt8], timeouts: SendTimeouts,
                password: CertificatePasswordLookup) throws(SendRefusal) -> APNsSender {
        let credential: [String]
        switch settings.credential {
        case .token(let keyFile, let keyID, let teamID): credential = ["token", keyFile, keyID, teamID]
        case .certificate(let file): credential = ["certificate", file]
        }
        let name = (credential + [settings.endpoint ?? "", settings.caFile ?? ""]).joined(separator: "\u{0}")
        let digest: [UInt8]
        do {
            digest = try DigestAlgorithm.sha256.hash(fileBytes)
        } catch {
            throw SendRefusal(.setup, error.message)
        }
        // Looked up and made under one lock, so two sends at once never make two senders.
        let (sender, replaced) = try entries.withLock { entries throws(SendRefusal) -> (APNsSender, APNsSender?) in
            if let entry = entries[name], entry.fileDigest == digest { return (entry.sender, nil) }
            let sender: APNsSender
            switch settings.credential {
            case .token(let keyFile, let keyID, let teamID):
                let key = try APNsSigningKey(pem: fileBytes, file: keyFile, keyID: keyID, teamID: teamID)
                sender = try APNsSender(settings: settings, key: key, timeouts: timeouts)
            case .certificate(let file):
                let certificate = try APNsCertificate(p12: fileBytes, file: file, password: password)
                sender = try APNsSender(settings: settings, certificate: certificate, timeouts: timeouts)
            }
            defer { entries[name] = Entry(fileDigest: digest, sender: sender) }
            return (sender, entries[name]?.sender)
        }
        if let replaced { Task { await replaced.shutdown() } }
        return sender
    }

    /// Closes every sender's connections.
    func shutdown() async {
        let senders = entries.withLock { entries in
            defer { entries.removeAll() }
            return entries.values.map(\.sender)
        }
        for sender in senders { await sender.shutdown() }
    }
}

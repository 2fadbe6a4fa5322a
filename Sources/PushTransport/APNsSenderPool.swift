import Crypto
import PushSending
import Synchronization

/// Keeps one APNs sender per key and endpoint for as long as the program runs, so that sends
/// made one after another (the composer's) share a connection and a signed token: a token per
/// send would change it more often than Apple's once in 20 minutes.
final class APNsSenderPool: Sendable {
    private struct Entry: Sendable {
        /// SHA-256 of the key file, so a key replaced on disk gets a sender of its own.
        var keyDigest: [UInt8]
        var sender: APNsSender
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The sender for these settings and key file contents, made on first use.
    func sender(for settings: APNsSettings, keyBytes: [UInt8], timeouts: SendTimeouts) throws(SendRefusal) -> APNsSender {
        let name = [settings.keyFile, settings.keyID, settings.teamID, settings.endpoint ?? "", settings.caFile ?? ""].joined(separator: "\u{0}")
        let digest = Array(SHA256.hash(data: keyBytes))
        // Looked up and made under one lock, so two sends at once never make two senders.
        let (sender, replaced) = try entries.withLock { entries throws(SendRefusal) -> (APNsSender, APNsSender?) in
            if let entry = entries[name], entry.keyDigest == digest { return (entry.sender, nil) }
            let key = try APNsSigningKey(pem: keyBytes, file: settings.keyFile, keyID: settings.keyID, teamID: settings.teamID)
            let sender = try APNsSender(settings: settings, key: key, timeouts: timeouts)
            defer { entries[name] = Entry(keyDigest: digest, sender: sender) }
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

import PushSending
import PushTransport
import SafeFiles

/// The `.p8` token key `[apns]` names, read as a send reads it (owner-only, an ES256 key), for
/// the commands that sign without sending: `channels` and `apns-token`.
enum APNsKeyFile {
    /// The key, or why it cannot be used; a certificate is refused with `purpose`'s words.
    static func signingKey(for settings: APNsSettings, purpose: String) throws(SendRefusal) -> APNsSigningKey {
        guard case .token(let keyFile, let keyID, let teamID) = settings.credential else {
            throw SendRefusal(.setup, "\(purpose) needs a token key (.p8), not a certificate: set key_file, key_id and team_id in [apns]")
        }
        let bytes: [UInt8]
        do throws(SecretFileError) {
            bytes = try SecretFile.read(keyFile)
        } catch {
            throw SendRefusal(.setup, "[apns] key_file: \(error.message)")
        }
        return try APNsSigningKey(pem: bytes, file: keyFile, keyID: keyID, teamID: teamID)
    }
}

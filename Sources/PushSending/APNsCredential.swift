/// How APNs knows who is sending: the team's token key, or an app's push certificate.
public enum APNsCredential: Sendable, Equatable {
    /// A `.p8` token key: every request carries a token (JWT) signed with it.
    case token(keyFile: String, keyID: String, teamID: String)
    /// A `.p12` push certificate and its key: the TLS client certificate, so requests carry
    /// no `authorization` header.
    case certificate(file: String)

    /// The file the credential is read from, with `~` expanded.
    public var file: String {
        switch self {
        case .token(let keyFile, _, _): keyFile
        case .certificate(let file): file
        }
    }

    /// The `[apns]` key that names the file, for messages.
    public var configKey: String {
        switch self {
        case .token: "key_file"
        case .certificate: "certificate_file"
        }
    }

    /// The token key's id; nil for a certificate.
    public var keyID: String? {
        guard case .token(_, let keyID, _) = self else { return nil }
        return keyID
    }
}

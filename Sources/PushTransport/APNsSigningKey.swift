import Cryptography
import PushSending

/// The team's APNs token key, read from its `.p8` file, and the ES256 signing it does.
public struct APNsSigningKey: Sendable {
    private let key: P256Key
    /// The key id, the JWT's `kid`.
    public let keyID: String
    /// The team id, the JWT's `iss`.
    public let teamID: String

    /// Reads a key from the bytes of a `.p8` file; `file` names it in messages. Every way the
    /// file can be wrong gets its own plain words.
    public init(pem bytes: [UInt8], file: String, keyID: String, teamID: String) throws(SendRefusal) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SendRefusal(.setup, "\(file) is not a .p8 key (it is not text): download the key again from the Apple Developer site")
        }
        // Apple's files often lack a final newline, and a copy may have gained blank lines.
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.contains("BEGIN CERTIFICATE") {
            throw SendRefusal(.setup, "\(file) is a certificate; token sending needs the .p8 key (Keys, not Certificates, on the Apple Developer site)")
        }
        if trimmed.contains("BEGIN RSA PRIVATE KEY") || trimmed.contains("BEGIN ENCRYPTED PRIVATE KEY") {
            throw SendRefusal(.setup, "\(file) is not an APNs key: APNs keys are P-256 (.p8 from Keys on the Apple Developer site)")
        }
        guard trimmed.hasPrefix("-----BEGIN") else {
            throw SendRefusal(.setup, "\(file) lacks the -----BEGIN PRIVATE KEY----- line: use the .p8 file as Apple gave it")
        }
        let read: P256Key?
        do {
            read = try P256Key(privatePEM: trimmed)
        } catch {
            throw SendRefusal(.setup, error.message)
        }
        guard let key = read else {
            throw SendRefusal(.setup, "\(file) is not a P-256 private key, as APNs keys are: download the .p8 again")
        }
        self.key = key
        self.keyID = keyID
        self.teamID = teamID
    }

    /// A signed provider token (JWT) issued at `issuedAt`, in UNIX seconds: the signature is
    /// the raw 64-byte r‖s that JWS asks for, not DER.
    public func token(issuedAt: Int64) throws -> String {
        let header = #"{"alg":"ES256","kid":"\#(keyID)"}"#
        let claims = #"{"iss":"\#(teamID)","iat":\#(issuedAt)}"#
        let signingInput = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
        let signature = try key.signature(for: signingInput.utf8)
        return signingInput + "." + Base64URL.encode(signature)
    }
}

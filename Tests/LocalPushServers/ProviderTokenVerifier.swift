import Cryptography
import Foundation

/// Checks an APNs provider token (ES256 JWT) as APNs does: header `{"alg":"ES256","kid":…}`,
/// claims `{"iss":<team>,"iat":<seconds>}`, base64url without padding, and a raw 64-byte `r‖s`
/// signature made with the key named by `kid`.
struct ProviderTokenVerifier: Sendable {
    /// What a token amounts to.
    enum Outcome: Equatable {
        case valid(keyID: String, issuedAt: Int64)
        /// Malformed, unknown key id, wrong team or a signature that does not verify.
        case invalid
        /// Verified, but issued more than an hour ago.
        case expired(issuedAt: Int64)
    }

    /// APNs refuses a token older than an hour.
    static let lifetime: Int64 = 3600

    let team: String
    let keys: [String: P256Key]

    func verify(_ token: String, now: Int64) -> Outcome {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3,
              let headerBytes = Base64URL.decode(parts[0]),
              let claimsBytes = Base64URL.decode(parts[1]),
              let signatureBytes = Base64URL.decode(parts[2]),
              let header = JSONBody.object(headerBytes),
              let claims = JSONBody.object(claimsBytes),
              header["alg"] as? String == "ES256",
              let keyID = header["kid"] as? String,
              let key = keys[keyID],
              claims["iss"] as? String == team,
              // `iat` must be a JSON integer: a string or fraction is refused, to keep the client exact.
              let issuedAt = Self.integer(claims["iat"]),
              signatureBytes.count == 64,
              key.isValidSignature(signatureBytes, for: "\(parts[0]).\(parts[1])".utf8)
        else { return .invalid }
        if now - issuedAt > Self.lifetime { return .expired(issuedAt: issuedAt) }
        return .valid(keyID: keyID, issuedAt: issuedAt)
    }

    private static func integer(_ value: Any?) -> Int64? {
        guard let number = value as? NSNumber, !(value is String) else { return nil }
        let integer = number.int64Value
        return NSNumber(value: integer) == number ? integer : nil
    }
}

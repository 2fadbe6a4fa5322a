/// Removes secrets from text before it is shown, printed or kept: Braze echoes a wrong key in
/// its 401 body, and an error may quote a header.
public struct SecretRedactor: Sendable {
    /// What a secret is replaced with.
    public static let mask = "••••••••"
    private let secrets: [String]

    /// Creates a redactor for these secrets; empty and very short strings are ignored, since
    /// masking every "a" would hide the message and protect nothing.
    public init(secrets: [String]) {
        self.secrets = secrets.filter { $0.utf8.count >= 6 }.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// The text with every secret, and whatever follows `Bearer ` or Braze's `Invalid API key: `, masked.
    public func redact(_ text: String) -> String {
        var out = text
        for secret in secrets where out.contains(secret) {
            out = out.replacingAll(secret, with: Self.mask)
        }
        for marker in ["Invalid API key: ", "Bearer ", "bearer "] {
            out = out.maskingWord(after: marker)
        }
        return out
    }
}

private extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }

    /// Masks the word after each `marker` (up to a space, quote or line end).
    func maskingWord(after marker: String) -> String {
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: marker) {
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let end = rest.firstIndex { $0 == " " || $0 == "\"" || $0 == "\n" || $0 == "," || $0 == "}" } ?? rest.endIndex
            if rest.startIndex != end && rest[rest.startIndex..<end] != Substring(SecretRedactor.mask) {
                out += SecretRedactor.mask
            } else {
                out += rest[rest.startIndex..<end]
            }
            rest = rest[end...]
        }
        return out + rest
    }
}

/// Environment variables that hold secrets: read by the senders, and kept out of every child
/// process (the editor) so that a secret never travels further than it must.
public enum SecretVariable {
    /// The Braze REST API key, which overrides the credentials file.
    public static let brazeAPIKey = "BRAZE_API_KEY"
    /// A signed APNs token, as the curl export names it.
    public static let apnsJWT = "APNS_JWT"
    /// The password of the `.p12` push certificate, which overrides the credentials file.
    public static let apnsCertificatePassword = "APNS_CERTIFICATE_PASSWORD"
    /// The password of the proxy user the config names.
    public static let proxyPassword = "PUSH_COMPOSER_PROXY_PASSWORD"
    /// Before a Connected Content credential's name, upper-cased: `PUSH_COMPOSER_BASIC_AUTH_WEATHER`.
    public static let basicAuthPrefix = "PUSH_COMPOSER_BASIC_AUTH_"
    /// Every one of them.
    public static let all = [brazeAPIKey, apnsJWT, apnsCertificatePassword, proxyPassword]

    /// Whether the variable `name` holds a secret.
    public static func isSecret(_ name: String) -> Bool { all.contains(name) || name.hasPrefix(basicAuthPrefix) }

    /// The variable holding the `:basic_auth` credential `name`: upper-cased, each character
    /// other than a letter or digit made `_`.
    public static func basicAuth(_ name: String) -> String {
        basicAuthPrefix + String(name.uppercased().unicodeScalars.map { ("A"..."Z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "_" })
    }
}

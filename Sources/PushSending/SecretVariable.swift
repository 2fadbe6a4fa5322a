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
    /// Every one of them.
    public static let all = [brazeAPIKey, apnsJWT, apnsCertificatePassword, proxyPassword]
}

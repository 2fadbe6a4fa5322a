import PushSending
import SafeFiles

/// The password of the `.p12` push certificate: from `APNS_CERTIFICATE_PASSWORD`, else from
/// `[apns] certificate_password` in the credentials file, which `push-composer login
/// apns-certificate` writes (a terminal is asked last, by the command line). Never from argv.
public enum APNsCertificatePassword {
    /// The environment variable that overrides the file, for scripts and CI.
    public static let variable = SecretVariable.apnsCertificatePassword

    /// The password and where it came from, worded to follow "the password": "from
    /// $APNS_CERTIFICATE_PASSWORD", "saved in …/credentials.toml"; nil when there is none. A
    /// credentials file that is unsafe or unreadable is a refusal naming the fix.
    public static func load(environment: [String: String]) throws(SendRefusal) -> (password: String, source: String)? {
        if let password = environment[variable], !password.isEmpty { return (password, "from $\(variable)") }
        guard let (password, file) = try CredentialsFile.value("certificate_password", in: "apns", environment: environment,
                                                               login: "login apns-certificate"),
              !password.isEmpty else { return nil }
        return (password, "saved in \(file)")
    }

    /// Whether a password is saved in the file, for asking before replacing it.
    public static func isSaved(environment: [String: String]) -> Bool {
        CredentialsFile.holds("certificate_password", in: "apns", environment: environment)
    }

    /// Saves a password with mode 0600, replacing a saved one only when `replacing` is true.
    public static func save(_ password: String, environment: [String: String], replacing: Bool) throws(StorageError) {
        try CredentialsFile.save(password, as: "certificate_password", in: "apns", environment: environment, replacing: replacing)
    }

    /// A password as typed or piped: one line's end taken off (a password may begin or end with
    /// spaces, so nothing else is); refused when empty or holding a NUL, which no PKCS#12
    /// password can.
    public static func clean(_ typed: String) -> Result<String, SendRefusal> {
        var password = typed
        // "\r\n" is one Character, so one removal takes either ending.
        if let last = password.last, last == "\n" || last == "\r\n" || last == "\r" { password.removeLast() }
        if password.isEmpty { return .failure(SendRefusal(.setup, "no password was given")) }
        if password.unicodeScalars.contains(where: { $0 == "\u{0}" || $0 == "\n" || $0 == "\r" }) {
            return .failure(SendRefusal(.setup, "that is not a certificate password: it holds a line break or a NUL"))
        }
        return .success(password)
    }
}

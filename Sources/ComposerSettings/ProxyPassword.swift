import PushSending
import SafeFiles

/// The password of the proxy user `[network] proxy` names: from `PUSH_COMPOSER_PROXY_PASSWORD`,
/// else `[network] proxy_password` in the credentials file, which `push-composer login proxy`
/// writes. Never from argv or the config file.
public enum ProxyPassword {
    /// The environment variable that overrides the file, for scripts and CI.
    public static let variable = SecretVariable.proxyPassword

    /// The password, or nil when none is set; an unsafe or unreadable credentials file is a
    /// refusal naming the fix.
    public static func load(environment: [String: String]) throws(SendRefusal) -> String? {
        if let password = environment[variable], !password.isEmpty { return password }
        let saved = try CredentialsFile.value("proxy_password", in: "network", environment: environment, login: "login proxy")
        return saved.flatMap { $0.value.isEmpty ? nil : $0.value }
    }

    /// Whether a password is saved in the file, for asking before replacing it.
    public static func isSaved(environment: [String: String]) -> Bool {
        CredentialsFile.holds("proxy_password", in: "network", environment: environment)
    }

    /// Saves a password with mode 0600, replacing a saved one only when `replacing` is true.
    public static func save(_ password: String, environment: [String: String], replacing: Bool) throws(StorageError) {
        try CredentialsFile.save(password, as: "proxy_password", in: "network", environment: environment, replacing: replacing)
    }
}

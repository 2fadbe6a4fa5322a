import PushSending

/// The `user:password` a Connected Content call's `:basic_auth NAME` stands for, which Braze keeps
/// in its dashboard: from `PUSH_COMPOSER_BASIC_AUTH_NAME`, else `NAME` under `[basic_auth]` in the
/// credentials file. Never from argv or the config.
public enum BasicAuthCredential {
    /// The credential named `name`, or nil when none is set or the credentials file cannot be used.
    public static func load(_ name: String, environment: [String: String]) -> String? {
        if let value = environment[SecretVariable.basicAuth(name)], !value.isEmpty { return value }
        guard let saved = try? CredentialsFile.value(name, in: "basic_auth", environment: environment, login: "login") else { return nil }
        return saved.value.isEmpty ? nil : saved.value
    }
}

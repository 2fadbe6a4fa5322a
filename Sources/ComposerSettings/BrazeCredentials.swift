import Foundation
import PushSending
import SafeFiles

/// The Braze REST API key: from `BRAZE_API_KEY`, else from `[braze] api_key` in the credentials
/// file, which `push-composer login braze` writes. The key is never put in argv, a draft, the
/// history or a message.
public enum BrazeCredentials {
    /// The environment variable that overrides the file, for scripts and CI.
    public static let variable = SecretVariable.brazeAPIKey

    /// Where the credentials file lives for this environment.
    public static func path(environment: [String: String]) -> String {
        CredentialsFile.path(environment: environment)
    }

    /// The key and where it came from, or nil when there is none; a file that is unsafe or
    /// unreadable is a refusal naming the fix.
    public static func load(environment: [String: String]) throws(SendRefusal) -> (key: String, source: String)? {
        if let key = environment[variable], !key.isEmpty {
            return (try checked(key, source: "$\(variable)"), "$\(variable)")
        }
        guard let (key, file) = try CredentialsFile.value("api_key", in: "braze", environment: environment, login: "login braze") else {
            return nil
        }
        return (try checked(key, source: file), file)
    }

    /// Whether a key is saved in the file, for asking before replacing it.
    public static func isSaved(environment: [String: String]) -> Bool {
        CredentialsFile.holds("api_key", in: "braze", environment: environment)
    }

    /// Saves a key with mode 0600, replacing a saved one only when `replacing` is true.
    public static func save(_ key: String, environment: [String: String], replacing: Bool) throws(StorageError) {
        try CredentialsFile.save(key, as: "api_key", in: "braze", environment: environment, replacing: replacing)
    }

    /// A key as pasted: surrounding spaces and quotes removed (Braze answers 401 to a quoted
    /// key); refused when it could not be a key.
    public static func clean(_ pasted: String) -> Result<String, SendRefusal> {
        var key = pasted.trimmingCharacters(in: .whitespacesAndNewlines)
        while key.count >= 2, let first = key.first, first == key.last, first == "\"" || first == "'" {
            key = String(key.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if key.isEmpty { return .failure(SendRefusal(.setup, "no key was given")) }
        if key.hasPrefix("Bearer ") || key.hasPrefix("bearer ") { key = String(key.dropFirst(7)) }
        guard key.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F && $0 != "\"" && $0 != "\\" }) else {
            return .failure(SendRefusal(.setup, "that is not a REST API key: a key is one word of letters, digits and dashes (copy it again from Settings > APIs and Identifiers)"))
        }
        return .success(key)
    }

    private static func checked(_ key: String, source: String) throws(SendRefusal) -> String {
        switch clean(key) {
        case .success(let key): return key
        case .failure(let refusal): throw SendRefusal(.setup, "\(source): \(refusal.message)")
        }
    }
}

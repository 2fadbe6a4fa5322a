import Foundation
import PushSending
import SafeFiles

/// The Braze REST API key: from `BRAZE_API_KEY`, else from `credentials.toml` beside the config,
/// which `push-composer login braze` writes with mode 0600 and which is refused when others
/// can read it. The key is never put in argv, a draft, the history or a message.
public enum BrazeCredentials {
    /// The environment variable that overrides the file, for scripts and CI.
    public static let variable = SecretVariable.brazeAPIKey

    /// Where the credentials file lives for this environment.
    public static func path(environment: [String: String]) -> String {
        SettingsPaths(environment: environment).configDirectory + "/credentials.toml"
    }

    /// The key and where it came from, or nil when there is none; a file that is unsafe or
    /// unreadable is a refusal naming the fix.
    public static func load(environment: [String: String]) throws(SendRefusal) -> (key: String, source: String)? {
        if let key = environment[variable], !key.isEmpty {
            return (try checked(key, source: "$\(variable)"), "$\(variable)")
        }
        let file = path(environment: environment)
        guard access(file, F_OK) == 0 else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try SecretFile.read(file)
        } catch {
            throw SendRefusal(.setup, error.message)
        }
        let document: TOMLDocument
        do {
            document = try TOMLReader.read(bytes)
        } catch {
            // The reader's message may quote the line, and the line may be the key.
            let place = error.line.map { ":\($0)" } ?? ""
            throw SendRefusal(.setup, "\(file)\(place) cannot be read as a credentials file; run push-composer login braze to write it again")
        }
        guard case .string(let key)? = document.table("braze")?.entry("api_key")?.value else {
            throw SendRefusal(.setup, "\(file) has no api_key under [braze]; run push-composer login braze")
        }
        return (try checked(key, source: file), file)
    }

    /// Saves a key with mode 0600, replacing a saved one only when `replacing` is true.
    public static func save(_ key: String, environment: [String: String], replacing: Bool) throws(StorageError) {
        let file = path(environment: environment)
        try FolderPath.create(SettingsPaths(environment: environment).configDirectory)
        let text = """
            # The Braze REST API key, written by push-composer login braze.
            # Keep this file private: push-composer refuses it when others can read it.
            [braze]
            api_key = "\(key)"

            """
        try AtomicFileWriter(mode: .draft, replacesExisting: replacing).write(text, to: file)
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

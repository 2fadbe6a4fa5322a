import Foundation
import PushSending
import SafeFiles

/// `credentials.toml` beside the config: the secrets `push-composer login` saves, one table per
/// service (`[braze] api_key`, `[apns] certificate_password`). Written with mode 0600 and read
/// only when no one else can read it; its text is never quoted in a message, since any line of
/// it may be a secret.
public enum CredentialsFile {
    /// Where the file lives for this environment.
    public static func path(environment: [String: String]) -> String {
        SettingsPaths(environment: environment).configDirectory + "/credentials.toml"
    }

    /// The string saved as `key` in `table`, and the file it is in; nil when the file or the
    /// value is not there. A file that is unsafe, unreadable or not TOML is a refusal naming
    /// the fix (`login` is the command that writes it again).
    static func value(_ key: String, in table: String, environment: [String: String],
                      login: String) throws(SendRefusal) -> (value: String, file: String)? {
        let file = path(environment: environment)
        guard access(file, F_OK) == 0 else { return nil }
        if let problem = TrustedPath.problem(settingsFolder: SettingsPaths(environment: environment).configDirectory) {
            throw SendRefusal(.setup, problem)
        }
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
            // The reader's message may quote the line, and the line may be a secret.
            let place = error.line.map { ":\($0)" } ?? ""
            throw SendRefusal(.setup, "\(file)\(place) cannot be read as a credentials file; run push-composer \(login) to write it again")
        }
        guard let entry = document.table(table)?.entry(key) else { return nil }
        guard case .string(let value) = entry.value else {
            throw SendRefusal(.setup, "\(file):\(entry.line): \(key) under [\(table)] must be a string; run push-composer \(login) to write it again")
        }
        return (value, file)
    }

    /// Whether a value is saved as `key` in `table`, for asking before replacing it; the
    /// file's permissions are not checked here (saving writes it afresh with mode 0600).
    static func holds(_ key: String, in table: String, environment: [String: String]) -> Bool {
        let file = path(environment: environment)
        guard let bytes = try? FileReader(limit: SecretFile.limit).read(file).bytes,
              let document = try? TOMLReader.read(bytes) else { return false }
        return document.table(table)?.entry(key) != nil
    }

    /// Saves `value` as `key` in `table` with mode 0600, keeping everything else the file
    /// holds (another service's secret, comments); a value already saved there is replaced only
    /// when `replacing`.
    static func save(_ value: String, as key: String, in table: String, environment: [String: String],
                     replacing: Bool) throws(StorageError) {
        let file = path(environment: environment)
        let folder = SettingsPaths(environment: environment).configDirectory
        try FolderPath.create(folder)
        // Never into a folder someone else could change: they could read the key or swap the config.
        if let problem = TrustedPath.problem(settingsFolder: folder) {
            throw StorageError(kind: .other, path: folder, code: 0, message: problem)
        }
        var existing: [UInt8]?
        if access(file, F_OK) == 0 {
            do {
                existing = try FileReader(limit: SecretFile.limit).read(file).bytes
            } catch {
                throw StorageError(kind: .other, path: file, code: 0, message: "cannot save \(file): \(error.message)")
            }
        }
        let unreadable = StorageError(kind: .other, path: file, code: 0,
                                      message: "cannot save \(file): it cannot be read as a credentials file; move it aside and log in again")
        var editor: ConfigFileEditor
        do {
            editor = try ConfigFileEditor.editing(existing ?? Array(header.utf8), path: file)
        } catch {
            throw unreadable
        }
        if !replacing && editor.line(of: key, in: table) != nil {
            throw StorageError.from(errno: EEXIST, path: file, action: "save")
        }
        do {
            try editor.set(key, to: value, in: table)
        } catch {
            // The editor's words could quote the new line, which holds the secret.
            throw unreadable
        }
        var text = editor.text
        if !text.hasSuffix("\n") { text += "\n" }
        // Written only as the reader takes it: past its limit every later send would fail on it.
        guard text.utf8.count <= SecretFile.limit else {
            throw StorageError(kind: .other, path: file, code: EFBIG, message: "cannot save \(file): it would be \(text.utf8.count) bytes, "
                + "more than the \(SecretFile.limit) a credentials file may be (a key or password is far shorter); nothing was saved")
        }
        // A new file is never written over one that appeared meanwhile.
        try AtomicFileWriter(mode: .draft, replacesExisting: existing != nil).write(text, to: file)
    }

    /// The first lines of a new file.
    static let header = """
        # Secrets saved by push-composer login: the Braze REST API key, the .p12 certificate's password.
        # Keep this file private: push-composer refuses it when others can read it.

        """
}

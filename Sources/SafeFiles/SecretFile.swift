import Foundation
import PlainText

/// Reads a file that holds a secret (an API key, a `.p8` key) only when no one else can read it.
///
/// As ssh does with a private key, a file that the group or others may read, or that belongs to
/// another user, is refused with the command that fixes it: the secret may already have leaked,
/// and using it quietly would hide that.
public enum SecretFile {
    /// Secret files are small: a key of a few hundred bytes.
    public static let limit = 64 * 1024

    /// Why the file at `path` may not be used for a secret, naming the fix; nil when it may.
    /// A missing file is not a problem here: the reader says so.
    public static func problem(_ path: String) -> String? {
        var info = stat()
        guard FileName.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        if info.st_uid != geteuid() {
            return "\(path) belongs to another user (uid \(info.st_uid)); a secret must be your own file"
        }
        let loose = info.st_mode & 0o077
        if loose != 0 && (info.st_mode & S_IFMT) == S_IFREG {
            let mode = String(info.st_mode & 0o777, radix: 8)
            // Say what the mode allows: 602 lets others write the key, not read it.
            let readable = loose & 0o044 != 0, writable = loose & 0o022 != 0
            let allows = readable && writable ? "read and changed" : readable ? "read" : writable ? "changed" : "used"
            return "\(path) can be \(allows) by others (mode \(mode)); run: chmod 600 \(ShellWord.quote(path))"
        }
        return nil
    }

    /// The file's bytes, after the checks above; every failure is one line naming the file.
    public static func read(_ path: String) throws(SecretFileError) -> [UInt8] {
        if let problem = problem(path) { throw SecretFileError(message: problem) }
        do {
            return try FileReader(limit: limit).read(path).bytes
        } catch {
            throw SecretFileError(message: "\(path): \(error.message)")
        }
    }
}

/// Why a secret file could not be used: one line that names the file.
public struct SecretFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line to show.
    public var message: String

    /// Creates an error.
    public init(message: String) { self.message = message }

    public var description: String { message }
}

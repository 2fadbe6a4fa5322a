import Foundation
import SafeFiles

/// Reads a small settings file whole, turning every failure into a one-line `SettingsError`.
enum TextFile {
    /// The file's bytes; refuses folders, pipes, unreadable files and files over `limit`
    /// bytes, through the one file reader every part of the program uses.
    static func contents(_ path: String, limit: Int = TOMLReader.maxBytes) throws(SettingsError) -> [UInt8] {
        do {
            return try FileReader(limit: limit).read(path).bytes
        } catch {
            if case .tooLarge(let size) = error.kind {
                throw SettingsError(file: path, "is \(size) bytes; settings files are at most \(limit / 1024) KiB")
            }
            throw SettingsError(file: path, error.message)
        }
    }

    /// Whether a regular file (or a link to one) exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether a folder (or a link to one) exists at `path`.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

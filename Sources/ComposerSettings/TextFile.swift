import Foundation

/// Reads a small settings file whole, turning every failure into a one-line `SettingsError`.
enum TextFile {
    /// The file's bytes; refuses folders, unreadable files and files over `limit` bytes.
    static func contents(_ path: String, limit: Int = TOMLReader.maxBytes) throws(SettingsError) -> [UInt8] {
        // O_NONBLOCK: a named pipe given as a theme must not hang the start; it is refused below.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw SettingsError(file: path, reason(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SettingsError(file: path, reason(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw SettingsError(file: path, "is not a regular file") }
        // Checked before reading, so a huge file is refused without being read.
        guard Int(info.st_size) <= limit else {
            throw SettingsError(file: path, "is \(info.st_size) bytes; settings files are at most \(limit / 1024) KiB")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SettingsError(file: path, reason(errno))
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            guard bytes.count <= limit else { throw SettingsError(file: path, "grew past \(limit / 1024) KiB while being read") }
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

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "does not exist"
        case EACCES, EPERM: "cannot be read: permission denied"
        case EISDIR: "is a folder, not a file"
        default: "cannot be read: " + String(cString: strerror(code))
        }
    }
}

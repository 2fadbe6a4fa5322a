import Foundation
import PushCore

/// Loads push files for the commands, turning every way a file can be bad into a clear message.
struct InputLoader {
    /// A file that could not be read at all (exit status 2).
    struct Unreadable: Error {
        let message: String
    }

    let io: CLIIO
    var maxBytes = JSONReader.defaultMaxBytes

    /// The name a path is shown under in messages.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Reads one file for a single-file command; an unreadable one is reported on stderr and
    /// gives nil (the command then exits 2).
    func loadReporting(_ path: String) -> PushDocument? {
        switch load(path) {
        case .failure(let problem):
            io.err(DiagnosticPrinter(ansi: ANSI(enabled: false)).unreadable(Self.displayName(path), problem.message) + "\n")
            return nil
        case .success(let document):
            return document
        }
    }

    /// Reads and interprets `path` (`-` is standard input).
    func load(_ path: String) -> Result<PushDocument, Unreadable> {
        if path == "-" {
            let bytes = io.readStdin(maxBytes)
            return .success(document(from: bytes, size: bytes.count))
        }
        // One open, one fstat and plain reads: FileManager's existence, permission and attribute
        // look-ups cost more than validating the file (it matters for thousands of files).
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let reason = errno
            var info = stat()
            if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                return .failure(Unreadable(message: "is a directory; name the push files inside it"))
            }
            switch reason {
            case ENOENT, ENOTDIR, ELOOP, ENAMETOOLONG: return .failure(Unreadable(message: "no such file"))
            case EACCES, EPERM: return .failure(Unreadable(message: "permission denied"))
            default: return .failure(Unreadable(message: "cannot be opened"))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(Unreadable(message: "cannot be opened")) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            return .failure(Unreadable(message: "is a directory; name the push files inside it"))
        }
        let size = Int(info.st_size)
        if size > maxBytes {
            return .success(document(from: [], size: size))
        }
        // Read to the end, not by size: FIFOs and /dev files report no size.
        var bytes = [UInt8](repeating: 0, count: max(size, 4096) + 1)
        var count = 0
        while count <= maxBytes {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, maxBytes + 1))) }
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return .success(document(from: bytes, size: count))
    }

    private func document(from bytes: [UInt8], size: Int) -> PushDocument {
        if size > maxBytes {
            return PushReader.unreadable(JSONReadError(.size,
                "the file is \(ByteCount.describe(size)); the most this reads is \(ByteCount.describe(maxBytes)) (a push is a few kilobytes)",
                at: SourceLocation(line: 1, column: 1)))
        }
        return PushReader(json: JSONReader(maxBytes: maxBytes)).read(bytes)
    }
}

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

    /// Reads and interprets `path` (`-` is standard input).
    func load(_ path: String) -> Result<PushDocument, Unreadable> {
        if path == "-" {
            let bytes = io.readStdin(maxBytes)
            return .success(document(from: bytes, size: bytes.count))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Unreadable(message: "no such file"))
        }
        if isDirectory.boolValue { return .failure(Unreadable(message: "is a directory; name the push files inside it")) }
        guard FileManager.default.isReadableFile(atPath: path) else {
            return .failure(Unreadable(message: "permission denied"))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > maxBytes {
            return .success(document(from: [], size: size))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Unreadable(message: "cannot be opened"))
        }
        defer { try? handle.close() }
        // Read through the handle, not by size: FIFOs and /dev files report no size.
        var data = Data()
        while data.count <= maxBytes, let chunk = try? handle.read(upToCount: 64 * 1024), !chunk.isEmpty {
            data.append(chunk)
        }
        return .success(document(from: [UInt8](data), size: data.count))
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

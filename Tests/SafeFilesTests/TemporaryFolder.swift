import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released.
final class TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("safe-files-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        // Restores write permission first, in case a test made a folder read-only.
        _ = chmod(path, 0o700)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The permission bits of a file or folder.
    static func mode(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return -1 }
        return Int(info.st_mode & 0o7777)
    }

    /// A file's text, or nil when it cannot be read.
    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in a folder, sorted.
    func names(_ relative: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + relative)) ?? []).sorted()
    }
}

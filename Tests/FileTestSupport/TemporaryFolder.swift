import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released;
/// shared by the test targets that touch files.
public final class TemporaryFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Makes the folder.
    public init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("push-composer-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        // The usual modes whatever the umask of the moment (a test may be changing it): settings
        // in a folder others can write are refused.
        _ = chmod(path, 0o755)
    }

    /// Makes the folder with `mkdtemp`, for fixtures that cannot throw; a machine without a
    /// usable temporary folder leaves `path` empty and the test using it fails on its first file.
    public init(fixture: Void = ()) {
        var template = Array((NSTemporaryDirectory() + "/push-composer-tests-XXXXXX").utf8CString)
        path = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) } ?? ""
        }
    }

    deinit {
        // Restores write permission first, in case a test made a folder read-only.
        _ = chmod(path, 0o700)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The permission bits of a file or folder.
    public static func mode(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return -1 }
        return Int(info.st_mode & 0o7777)
    }

    /// A file's text, or nil when it cannot be read.
    public static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in a folder, sorted.
    public func names(_ relative: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + relative)) ?? []).sorted()
    }

    /// Writes a file (creating its folders) and returns its path.
    @discardableResult
    public func write(_ text: String, to relative: String) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let created = FileManager.default.fileExists(atPath: file)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        // 0755 folders and 0644 files as under the usual umask, whatever it is at the moment.
        var folder = path
        for component in relative.split(separator: "/").dropLast() {
            folder += "/" + component
            _ = chmod(folder, 0o755)
        }
        if !created { _ = chmod(file, 0o644) }
        return file
    }
}

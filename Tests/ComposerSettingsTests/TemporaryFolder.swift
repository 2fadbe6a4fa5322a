import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released.
final class TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("composer-settings-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes a file (creating its folders) and returns its path.
    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    /// The repository's `Themes/` folder.
    static let shippedThemes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes").path
}

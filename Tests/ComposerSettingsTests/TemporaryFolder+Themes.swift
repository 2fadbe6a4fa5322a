import FileTestSupport
import Foundation

extension TemporaryFolder {
    /// The repository's `Themes/` folder.
    static let shippedThemes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes").path
}

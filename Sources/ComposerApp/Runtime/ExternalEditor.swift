import Foundation
import TerminalKit

/// Runs `$VISUAL` or `$EDITOR` (else `vi`) on a temporary file while the terminal is handed over.
@MainActor
struct ExternalEditor {
    let environment: [String: String]

    /// The edited text, or nil when the editor could not run or failed.
    func edit(_ text: String, terminal: TerminalBackend) -> String? {
        let folder = FileManager.default.temporaryDirectory
        let file = folder.appendingPathComponent("push-composer-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json")
        guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8),
                                             attributes: [.posixPermissions: 0o600]) else { return nil }
        defer { try? FileManager.default.removeItem(at: file) }
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        terminal.suspend()
        defer { terminal.resume() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The editor may carry arguments ("code --wait"); the path is passed as $1, never spliced in.
        process.arguments = ["-c", editor + " \"$1\"", "push-composer-editor", file.path]
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return nil
        }
        guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

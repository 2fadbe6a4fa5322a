import Foundation
import TerminalKit
import Testing

/// Compares a frame with `Snapshots/<name>.txt`; a missing snapshot always fails.
///
/// Outside CI a missing snapshot is written next to this file once, for the developer to
/// review and commit; with `CI` set nothing is ever recorded.
func expectSnapshot(_ frame: Frame, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    expectSnapshotText(Snapshot.render(frame), named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// Compares snapshot text with the stored file of that name.
func expectSnapshotText(_ actual: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    if let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Snapshots"),
       let expected = try? String(contentsOf: url, encoding: .utf8) {
        if let difference = Snapshot.difference(expected: expected, actual: actual) {
            Issue.record("snapshot \(name) differs:\n\(difference)", sourceLocation: sourceLocation)
        }
        return
    }
    if ProcessInfo.processInfo.environment["CI"] != nil {
        Issue.record("snapshot \(name) is missing; snapshots are never recorded in CI", sourceLocation: sourceLocation)
        return
    }
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent(name + ".txt")
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("snapshot \(name) was missing and has been recorded at \(file.path): review it, commit it, run again", sourceLocation: sourceLocation)
    } catch {
        Issue.record("snapshot \(name) is missing and could not be recorded: \(error)", sourceLocation: sourceLocation)
    }
}

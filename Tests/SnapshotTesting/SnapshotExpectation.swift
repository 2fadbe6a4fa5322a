import Foundation
import TerminalKit
import Testing

/// Compares `actual` with `Snapshots/<name>.txt` beside the calling test file.
///
/// A missing snapshot always fails. Outside CI it is written once for the developer to review
/// and commit; with `CI` set nothing is ever recorded. Snapshots are read from the source tree,
/// so a fresh clone tests against exactly what is committed.
public func expectSnapshotText(_ actual: String, named name: String, filePath: String = #filePath,
                               sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent(name + ".txt")
    if let expected = try? String(contentsOf: file, encoding: .utf8) {
        if let difference = Snapshot.difference(expected: expected, actual: actual) {
            Issue.record("snapshot \(name) differs:\n\(difference)", sourceLocation: sourceLocation)
        }
        return
    }
    if ProcessInfo.processInfo.environment["CI"] != nil {
        Issue.record("snapshot \(name) is missing; snapshots are never recorded in CI", sourceLocation: sourceLocation)
        return
    }
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("snapshot \(name) was missing and has been recorded at \(file.path): review it, commit it, run again",
                     sourceLocation: sourceLocation)
    } catch {
        Issue.record("snapshot \(name) is missing and could not be recorded: \(error)", sourceLocation: sourceLocation)
    }
}

/// Compares a buffer's snapshot text with the stored file of that name.
public func expectSnapshot(_ buffer: Buffer, named name: String, filePath: String = #filePath,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    expectSnapshotText(Snapshot.render(buffer), named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// Compares a frame's snapshot text (cursor included) with the stored file of that name.
public func expectSnapshot(_ frame: Frame, named name: String, filePath: String = #filePath,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    expectSnapshotText(Snapshot.render(frame), named: name, filePath: filePath, sourceLocation: sourceLocation)
}

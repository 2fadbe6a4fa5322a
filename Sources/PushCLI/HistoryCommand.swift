import ArgumentParser
import DraftStorage
import Foundation
import PushCore
import PushSending
import TerminalKit
import TextFormats

/// `push-composer history`: the last sends, newest last: when, what, to whom, and how it ended.
struct HistoryCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the test pushes sent: when, to whom, how it ended, the id to quote to support.",
        discussion: "The history is sends.jsonl in the state folder (mode 600). It holds no key and no push text, only each payload's SHA-256 and size."
    )

    @Option(help: "How many of the latest sends to list.")
    var limit: Int = 20

    @Option(help: "text, or json: one object per line, as stored.")
    var format: OutputFormat = .text

    func validate() throws {
        guard limit > 0 && limit <= 100_000 else { throw ValidationError("--limit must be between 1 and 100000.") }
    }

    func execute(_ io: CLIIO) async -> Int32 {
        let history = SendHistory(folder: StateDirectory.resolve(environment: io.environment).path)
        let read: (entries: [SendHistoryEntry], unreadable: Int)
        do {
            read = try history.read()
        } catch {
            io.errorLine("push-composer history: \(history.path): \(error.message)")
            return 2
        }
        if read.unreadable > 0 { io.errorLine("warning: \(plural(read.unreadable, "line")) of \(history.path) could not be read") }
        if read.entries.isEmpty {
            if format == .text { io.errorLine("No sends yet. 'push-composer send FILE --to apns|braze' sends one.") }
            return 0
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for entry in read.entries.suffix(limit) {
            switch format {
            case .json:
                guard let data = try? encoder.encode(entry) else { continue }
                // On a terminal, nothing a server said may reorder or hide text: re-written with
                // invisible characters escaped; piped, the stored line as it is.
                if io.stdoutIsTerminal, let value = try? JSONReader().read(Array(data)).value {
                    io.out(JSONWriter.string(value, escaping: .invisibles) + "\n")
                } else {
                    io.out(String(decoding: data, as: UTF8.self) + "\n")
                }
            case .text:
                io.out(Sanitizer.sanitize(line(entry)) + "\n")
            }
        }
        return 0
    }

    private func line(_ entry: SendHistoryEntry) -> String {
        var parts = [entry.time, entry.route.rawValue, entry.recipient]
        if let environment = entry.environment { parts.append(environment.rawValue) }
        var outcome = entry.outcome.rawValue
        if let status = entry.status { outcome += " \(status)" }
        if let reason = entry.reason { outcome += " \(reason)" }
        parts.append(outcome)
        parts.append("\(entry.bytes) B sha256:\(entry.payloadHash.prefix(12))")
        if let id = entry.id { parts.append("id \(id)") }
        return parts.joined(separator: "  ")
    }
}

import ArgumentParser
import Foundation
import PushSending
import TerminalKit
import TextFormats

/// `push-composer history [list]`: the last sends, newest last, each with its number: when,
/// what, to whom, and how it ended.
struct HistoryListCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the latest sends, the latest last and numbered 1.",
        discussion: "Each line: its number, when, the route, the recipient, how it ended, the push's file and title, its size and SHA-256."
    )

    @Option(help: "How many of the latest sends to list.")
    var limit: Int = 20

    @Option(help: "text, or json: one object per line, as stored, with its number n.")
    var format: OutputFormat = .text

    func validate() throws {
        guard limit > 0 && limit <= 100_000 else { throw ValidationError("--limit must be between 1 and 100000.") }
    }

    func execute(_ io: CLIIO) async -> Int32 {
        let history: NumberedHistory
        do {
            history = try NumberedHistory.read(command: "history", io: io)
        } catch {
            return error.status
        }
        if history.entries.isEmpty {
            if format == .text { io.errorLine("No sends yet. 'push-composer send FILE --to apns|braze' sends one.") }
            return 0
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let first = max(0, history.entries.count - limit)
        let width = String(history.number(at: first)).count
        for index in first..<history.entries.count {
            let entry = history.entries[index]
            let n = history.number(at: index)
            switch format {
            case .json:
                guard let data = try? encoder.encode(entry), case .object(let stored)? = try? JSONReader().read(Array(data)).value else { continue }
                var object = JSONObject(pairs: ["n": .number(String(n)), "ref": .string("@" + entry.reference)])
                object.members += stored.members
                // On a terminal, nothing a server said may reorder or hide text: invisible
                // characters escaped; piped, as stored.
                io.out(JSONWriter.string(.object(object), escaping: io.stdoutIsTerminal ? .invisibles : .minimal) + "\n")
            case .text:
                let number = String(repeating: " ", count: width - String(n).count) + String(n)
                io.out(Sanitizer.sanitize(number + "  @" + entry.reference + "  " + line(entry)) + "\n")
            }
        }
        return 0
    }

    private func line(_ entry: SendHistoryEntry) -> String {
        var parts = [entry.time, entry.route.rawValue, entry.recipient]
        if let environment = entry.environment { parts.append(environment.rawValue) }
        if let profile = entry.profile { parts.append("profile \(profile)") }
        var outcome = entry.outcome.rawValue
        if let status = entry.status { outcome += " \(status)" }
        if let reason = entry.reason { outcome += " \(reason)" }
        parts.append(outcome)
        let named = [entry.file, entry.title.map { "\"\($0)\"" }].compactMap { $0 }
        if !named.isEmpty { parts.append(named.joined(separator: " ")) }
        if let user = entry.renderedFor { parts.append("as \(user)") }
        parts.append("\(entry.bytes) B sha256:\(entry.payloadHash.prefix(12))")
        if let id = entry.id { parts.append("id \(id)") }
        if let original = entry.resentFrom { parts.append("resent from \(original)") }
        return parts.joined(separator: "  ")
    }
}

import ArgumentParser
import PushSending
import TerminalKit
import TextFormats

/// `push-composer history show N`: the payload send N went out with, and how it went.
struct HistoryShowCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print the payload a send went out with (1 is the latest).",
        discussion: """
        On a terminal: what it was and where it went, the APNs headers or the Braze endpoint, then the \
        body with invisible characters escaped. Piped: the body alone, byte for byte as sent (its \
        SHA-256 is the one in the history); 'history --format json' has the headers.
        Exit status: 1 when there is no such send or its payload is no longer kept.
        """
    )

    @Argument(help: SendReference.help)
    var send: SendReference

    func execute(_ io: CLIIO) async -> Int32 {
        let sent: (entry: SendHistoryEntry, body: [UInt8])
        do {
            sent = try NumberedHistory.read(command: "history show", io: io).sent(send, command: "history show", io: io)
        } catch {
            return error.status
        }
        guard io.stdoutIsTerminal else {
            // The bytes as they went out: a script can save them, hash them, or send them again.
            io.out(String(decoding: sent.body, as: UTF8.self))
            return 0
        }
        let entry = sent.entry
        var text = "# @\(entry.reference): \(entry.time) \(entry.route.rawValue) to \(entry.recipient)"
        if let environment = entry.environment { text += " (\(environment.rawValue))" }
        text += ", \(entry.outcome.rawValue)"
        if let file = entry.file { text += "\n# \(file)" + (entry.title.map { " \"\($0)\"" } ?? "") }
        text += "\n# \(entry.bytes) B sha256:\(entry.payloadHash)\n"
        for field in entry.headers ?? [] {
            // Whole in the history for a resend to check; cut here, where an edited one would flood the screen.
            let value = field.value.count > 200 ? field.value.prefix(199) + "…" : field.value
            text += "\(field.name): \(value)\n"
        }
        if let path = entry.path { text += "POST \(path)\n" }
        var out = Sanitizer.sanitize(text, keepingNewlines: true) + "\n"
        if let value = try? JSONReader().read(sent.body).value {
            out += JSONWriter.string(value, escaping: .invisibles)
        } else {
            out += Sanitizer.sanitize(String(decoding: sent.body, as: UTF8.self), keepingNewlines: true)
        }
        io.out(out + "\n")
        return 0
    }
}

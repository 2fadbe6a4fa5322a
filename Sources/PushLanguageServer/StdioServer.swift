import Foundation
import TerminalKit
import SafeFiles
import Synchronization
import TextFormats

/// Runs the server on standard input and output: a thread reads and frames messages (and
/// notes cancellations at once), the calling thread answers them in order and publishes
/// findings when no message is waiting. Nothing but protocol messages goes to standard output.
public enum StdioServer {
    /// Serves until `exit` or the end of input; the exit status.
    public static func run(settings: LanguageServerSettings) -> Int32 {
        let inbox = Inbox()
        let reader = Thread { readMessages(into: inbox) }
        reader.start()
        var server = LanguageServer(settings: settings)
        while true {
            let batch = inbox.take()
            for item in batch {
                let answers: [JSONValue]
                switch item {
                case .message(let message):
                    answers = server.handle(message, isCancelled: inbox.isCancelled)
                case .unreadable(let reason):
                    answers = [LanguageServer.error(nil, .parseError, reason)]
                case .end(let problem):
                    if let problem { note(problem) }
                    // The client went away without `exit`: as LSP says, status 1.
                    return server.exitStatus ?? 1
                }
                for answer in answers where !write(answer) { return 1 }
                if let status = server.exitStatus { return status }
            }
            if inbox.isEmpty {
                for notice in server.publishChanged() where !write(notice) { return 1 }
            }
        }
    }

    /// Writes one message; false when standard output is gone.
    private static func write(_ message: JSONValue) -> Bool {
        OutputChannel.standardOutput.write(MessageFraming.frame(JSONWriter.bytes(message))) == nil
    }

    /// One line on standard error, made safe for a terminal.
    private static func note(_ text: String) {
        _ = OutputChannel.standardError.write(Sanitizer.sanitize("push-composer lsp: " + text, keepingNewlines: false) + "\n")
    }

    private static func readMessages(into inbox: Inbox) {
        var framing = MessageFraming()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let reader = JSONReader(maxBytes: MessageFraming.maxBody)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                inbox.put(.end(count < 0 ? "standard input: " + OutputChannel.reason(errno) : nil))
                return
            }
            for part in framing.feed(chunk[0..<count]) {
                switch part {
                case .body(let body):
                    do {
                        let message = try reader.read(body).value
                        if message.objectValue?["method"]?.stringValue == "$/cancelRequest",
                           let id = message.objectValue?["params"]?.objectValue?["id"] {
                            inbox.cancel(id)
                        } else {
                            inbox.put(.message(message))
                        }
                    } catch {
                        inbox.put(.unreadable("a message that is not JSON: \(error.message)"))
                    }
                case .broken(let reason):
                    inbox.put(.end(reason))
                    return
                }
            }
        }
    }
}

/// Messages read and not yet answered, and the requests the client cancelled.
final class Inbox: Sendable {
    enum Item: Sendable {
        case message(JSONValue)
        case unreadable(String)
        case end(String?)
    }

    private let state = Mutex<(items: [Item], cancelled: Set<String>)>(([], []))
    private let waiting = DispatchSemaphore(value: 0)

    func put(_ item: Item) {
        state.withLock { $0.items.append(item) }
        waiting.signal()
    }

    func cancel(_ id: JSONValue) {
        state.withLock { _ = $0.cancelled.insert(JSONWriter.string(id)) }
    }

    func isCancelled(_ id: JSONValue) -> Bool {
        state.withLock { $0.cancelled.remove(JSONWriter.string(id)) != nil }
    }

    var isEmpty: Bool { state.withLock { $0.items.isEmpty } }

    /// Every item waiting, once there is one.
    func take() -> [Item] {
        while true {
            waiting.wait()
            let items = state.withLock { state -> [Item] in
                let items = state.items
                state.items = []
                return items
            }
            // Signals for items already taken are used up on the next waits.
            if !items.isEmpty { return items }
        }
    }
}

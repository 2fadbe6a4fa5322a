import DraftStorage
import PushSending
import PushTransport

/// The send history as the commands number it, counting back from the latest: 1 is the last
/// send, 2 the one before, so `resend 1` sends the last one again. Each recipient of a send is
/// a line of its own.
struct NumberedHistory {
    /// The lines read, oldest first.
    let entries: [SendHistoryEntry]
    /// The bodies kept beside the history.
    let bodies: SentBodies

    /// Reads the history of the state folder; on failure says why in one line and gives the exit status.
    static func read(command: String, io: CLIIO) throws(Stop) -> NumberedHistory {
        let folder = StateDirectory.resolve(environment: io.environment).path
        let history = SendHistory(folder: folder)
        let read: (entries: [SendHistoryEntry], unreadable: Int)
        do {
            read = try history.read()
        } catch {
            io.errorLine("push-composer \(command): \(history.path): \(error.message)")
            throw Stop(status: 2)
        }
        if read.unreadable > 0 { io.errorLine("warning: \(plural(read.unreadable, "line")) of \(history.path) could not be read") }
        return NumberedHistory(entries: read.entries, bodies: SentBodies(stateFolder: folder))
    }

    /// What a command does when it cannot go on: it has said why, and exits with `status`.
    struct Stop: Error {
        let status: Int32
    }

    /// The number of the entry at `index` of `entries`.
    func number(at index: Int) -> Int { entries.count - index }

    /// The entry `send` names and the body it sent; on failure one line and status 1.
    func sent(_ send: SendReference, command: String, io: CLIIO) throws(Stop) -> (entry: SendHistoryEntry, body: [UInt8]) {
        let index: Int? = switch send {
        case .number(let n): n >= 1 && n <= entries.count ? entries.count - n : nil
        // The latest line of that reference, should two ever share one.
        case .reference(let hex): entries.lastIndex { $0.reference == hex }
        }
        guard let index else {
            let have = entries.isEmpty ? "the history is empty" : "the history has \(plural(entries.count, "send")), 1 the latest"
            io.errorLine("push-composer \(command): there is no \(send): \(have) ('push-composer history' lists them)")
            throw Stop(status: 1)
        }
        let entry = entries[index]
        let n = number(at: index)
        let kept: [UInt8]?
        do {
            kept = try bodies.body(entry.payloadHash)
        } catch {
            io.errorLine("push-composer \(command): the payload of send \(n): \(error.message)")
            throw Stop(status: 1)
        }
        guard let body = kept else {
            io.errorLine("push-composer \(command): the payload of send \(n) (sha256:\(entry.payloadHash.prefix(12))) is no longer kept: "
                + "the latest \(SentBodies.maxCount) (at most \(SentBodies.maxBytes / 1024 / 1024) MB) are, and none from before they were kept")
            throw Stop(status: 1)
        }
        return (entry, body)
    }
}

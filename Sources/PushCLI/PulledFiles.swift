import Foundation
import PushCore
import PushPersonalization
import PushSending
import PushTransport
import SafeFiles
import TerminalKit
import TextFormats

/// What `pull` writes for a message: the request, its `NAME.message.json` (the attributes Braze
/// fills from the message) and, when the message has `{% translation %}` blocks, its
/// `NAME.translations.json` from Braze; every file checked, and none replaced without
/// `--replace`, before any is written.
struct PulledFiles {
    let command: String
    let file: String
    let replace: Bool

    /// The request's file: the one given, else `PREFIX-ID.json` in this folder.
    static func name(_ output: String?, prefix: String, id: String) -> String {
        output ?? "\(prefix)-\(id.filter { $0.isLetter || $0.isNumber || $0 == "-" }).json"
    }

    /// Reads the details of `kind` `id` from the config's Braze, makes the message of them with
    /// `make` (given the details and the settings), and writes it; the exit status.
    func pull(_ kind: BrazeMessageDetails.Kind, id: String, io: CLIIO,
              making make: (JSONObject, BrazeSettings) -> Result<PulledMessage, SendRefusal>) async -> Int32 {
        let pulled: PulledMessage
        let reads: BrazeMessageDetails
        do throws(SendRefusal) {
            let (settings, apiKey) = try BrazeAccess.required(io)
            reads = BrazeMessageDetails(settings: settings, apiKey: apiKey)
            pulled = try make(try await reads.details(kind, id: id), settings).get()
        } catch {
            return fail(error.message, status: error.kind == .push ? 1 : 2, io)
        }
        return await write(pulled, kind: kind, reads: reads, io: io)
    }

    /// Writes `pulled`, fetching its translations with `reads`; the exit status.
    func write(_ pulled: PulledMessage, kind: BrazeMessageDetails.Kind, reads: BrazeMessageDetails, io: CLIIO) async -> Int32 {
        var files: [(path: String, text: String)] = [(file, JSONWriter.string(.object(pulled.request), style: .pretty) + "\n")]
        if !pulled.attributes.isEmpty {
            var object = JSONObject()
            for (namespace, pairs) in pulled.attributes.sorted(by: { $0.key < $1.key }) {
                var values = JSONObject()
                for (name, value) in pairs.sorted(by: { $0.key < $1.key }) { values[name] = .string(value) }
                object[namespace] = .object(values)
            }
            files.append((MessageAttributes.path(beside: file), JSONWriter.string(.object(object), style: .pretty) + "\n"))
        }
        if let query = pulled.translationsQuery {
            let path = Translations.path(beside: file)
            do throws(SendRefusal) {
                let answer = try await reads.translations(kind, ids: query)
                let text = JSONWriter.string(.object(answer), style: .pretty) + "\n"
                do throws(TestUsersError) {
                    _ = try Translations.parse(Array(text.utf8), file: "Braze's translations")
                } catch {
                    return fail(error.message + "; nothing was written", status: 1, io)
                }
                files.append((path, text))
            } catch {
                return fail(error.message, status: error.kind == .push ? 1 : 2, io)
            }
        }
        let existing = files.map(\.path).filter { access($0, F_OK) == 0 }
        if !replace && !existing.isEmpty {
            return fail("\(existing.joined(separator: ", ")) exist\(existing.count == 1 ? "s" : ""); pass --replace to replace, or --output another file", status: 2, io)
        }
        for (path, text) in files {
            do throws(StorageError) {
                try AtomicFileWriter(mode: .userFile, replacesExisting: replace).write(text, to: path)
            } catch {
                return fail(error.message, status: 2, io)
            }
        }
        for note in pulled.notes { io.errorLine(Sanitizer.sanitize("note: \(note)")) }
        for path in files.dropFirst().map(\.path) {
            io.errorLine(Sanitizer.sanitize(path.hasSuffix(".message.json")
                ? "wrote \(path): the message's own attributes, for {{campaign.${…}}} and {{canvas.${…}}}"
                : "wrote \(path): the message's translations, one per locale"))
        }
        io.errorLine(Sanitizer.sanitize("wrote \(file): check it with push-composer validate --strict \(file), send it with push-composer send \(file) --to braze"))
        return 0
    }

    private func fail(_ message: String, status: Int32, _ io: CLIIO) -> Int32 {
        io.errorLine(Sanitizer.sanitize("push-composer pull \(command): \(message)"))
        return status
    }
}

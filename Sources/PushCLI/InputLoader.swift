import Foundation
import PlainText
import PushCore
import PushPersonalization
import SafeFiles
import TextFormats

/// Loads push files for the commands, turning every way a file can be bad into a clear message.
struct InputLoader {
    /// A file that could not be read at all (exit status 2).
    struct Unreadable: Error {
        let message: String
    }

    let io: CLIIO
    var maxBytes = JSONReader.defaultMaxBytes
    /// The Braze request every file is read as (`--request-kind`); nil tells it from the keys.
    var endpoint: BrazeEndpoint?

    /// The name a path is shown under in messages.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Reads one file for a single-file command; an unreadable one is reported on stderr and
    /// gives nil (the command then exits 2).
    func loadReporting(_ path: String) -> PushDocument? {
        switch load(path) {
        case .failure(let problem):
            io.err(DiagnosticPrinter(ansi: ANSI(enabled: false)).unreadable(Self.displayName(path), problem.message) + "\n")
            return nil
        case .success(let document):
            return document
        }
    }

    /// Reads and interprets `path` (`-` is standard input).
    func load(_ path: String) -> Result<PushDocument, Unreadable> {
        do throws(FileReadError) {
            if path == "-" {
                let bytes = try io.readStdin(maxBytes)
                return .success(document(from: bytes, size: bytes.count))
            }
            // One open, one fstat and plain reads: FileManager's look-ups cost more than
            // validating the file (it matters for thousands of files).
            var reader = FileReader(limit: maxBytes)
            reader.hashesContent = false
            var read = document(from: try reader.read(path).bytes, size: 0)
            let attributes = MessageAttributesFile.load(beside: path)
            if let problem = attributes.problem { return .failure(Unreadable(message: problem)) }
            read.messageAttributes = attributes.values
            return .success(read)
        } catch {
            // Too large is a finding about the file (exit 1), like any other JSON problem.
            switch error.kind {
            case .tooLarge(let size): return .success(document(from: [], size: size))
            case .directory: return .failure(Unreadable(message: "is a directory; name the push files inside it"))
            default: break
            }
            return .failure(Unreadable(message: error.message))
        }
    }

    private func document(from bytes: [UInt8], size: Int) -> PushDocument {
        if size > maxBytes {
            return PushReader.unreadable(JSONReadError(.size,
                "the file " + FileReader.tooLarge(size, limit: maxBytes) + " (a push is a few kilobytes)",
                at: SourceLocation(line: 1, column: 1)))
        }
        return PushReader(json: JSONReader(maxBytes: maxBytes), endpoint: endpoint).read(bytes)
    }
}

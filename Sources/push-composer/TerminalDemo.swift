import Glibc
import NcursesBackend
import TerminalKit

/// `push-composer demo [--load FILE]`: a small form on the real terminal, to try the
/// terminal layer by hand and to drive it from the end-to-end test.
@MainActor
enum TerminalDemo {
    /// Runs the demo until q, Ctrl-C or a stop signal, then exits with its status.
    static func run() -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst(2))
        var form = DemoForm()
        if let index = arguments.firstIndex(of: "--load"), index + 1 < arguments.count {
            guard let text = readFile(arguments[index + 1]) else {
                printError("push-composer demo: cannot read \(arguments[index + 1])")
                exit(1)
            }
            form = DemoForm(body: text)
        }
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend.start()
        } catch {
            printError(error.description)
            exit(error.exitCode)
        }
        form.notice = backend.notices.first
        backend.draw(form.view(size: backend.size))
        var status: Int32 = 0
        loop: while true {
            // A timeout keeps the loop checking for stop signals even when no key comes.
            guard let event = backend.nextEvent(timeoutMilliseconds: 200) else { continue }
            switch form.update(event) {
            case .keepGoing:
                backend.draw(form.view(size: backend.size))
            case .quit(let code):
                status = code
                break loop
            }
        }
        backend.stop()
        // Only now that the screen is given back may anything be printed.
        for notice in backend.notices { printError("push-composer: \(notice)") }
        if status > 128 { printError("push-composer: stopped by signal \(status - 128); terminal restored") }
        exit(status)
    }

    /// The UTF-8 text of a file (invalid bytes become U+FFFD), or nil if it cannot be read.
    static func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count < 0 { return nil }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes a line to stderr (Swift 6 forbids the `stderr` global; fd 2 is fine).
    static func printError(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = write(2, &bytes, bytes.count)
    }
}

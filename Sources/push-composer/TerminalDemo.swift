import Glibc
import NcursesBackend
import PushCLI
import SafeFiles
import TerminalKit

/// `push-composer demo [--load FILE]`: a small form on the real terminal, to try the
/// terminal layer by hand and to drive it from the end-to-end test.
@MainActor
enum TerminalDemo {
    /// Runs the demo until q, Ctrl-C or a stop signal, then exits with its status.
    static func run(_ options: DemoCommand) -> Never {
        var form = DemoForm()
        if let path = options.load {
            let text: String
            switch readFile(path) {
            case .success(let read): text = read
            case .failure(let problem):
                printError("push-composer demo: \(path): \(problem.message)")
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

    /// The UTF-8 text of a file (invalid bytes become U+FFFD), or why it cannot be read.
    static func readFile(_ path: String) -> Result<String, FileReadError> {
        do throws(FileReadError) {
            return .success(String(decoding: try FileReader(limit: 1 << 20).read(path).bytes, as: UTF8.self))
        } catch {
            return .failure(error)
        }
    }

    static func printError(_ line: String) { ComposerLauncher.printError(line) }
}

import Foundation
import SafeFiles
import Synchronization
import TerminalKit

/// The terminal's settings before a hidden answer turned echo off, for the signal handler that
/// gives them back; written before the handler is installed, read only by it.
nonisolated(unsafe) private var savedSettings = termios()
/// The terminal those settings belong to (-1: none saved).
private let savedTerminal = Atomic<Int32>(-1)

/// Asks on the terminal: the question and the answer go through `/dev/tty`, so a redirected
/// stderr never swallows the question while the program waits. A question is asked only when
/// standard input is a terminal (otherwise input is data, such as a piped key). A hidden answer
/// (a key) is read with echo off, and echo comes back whatever ends the read: a failed read, or
/// ^C, SIGTERM or SIGHUP, which restore the terminal before the program ends (a shell such as
/// dash does not do it for us).
enum TerminalPrompt {
    /// An answer longer than this is not typed by hand.
    static let maxAnswer = 4096

    /// Signals that end the program during a hidden read.
    private static let endings = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    static func ask(_ prompt: String, hidden: Bool) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        let channel = OutputChannel(descriptor: tty)
        guard channel.write(Sanitizer.sanitize(prompt, keepingNewlines: true)) == nil else { return nil }
        var saved = termios()
        let canHide = hidden && tcgetattr(tty, &saved) == 0
        if canHide {
            savedSettings = saved
            savedTerminal.store(tty, ordering: .releasing)
            for signal in endings {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { number in
                    let terminal = savedTerminal.exchange(-1, ordering: .acquiringAndReleasing)
                    if terminal >= 0 {
                        _ = tcsetattr(terminal, TCSAFLUSH, &savedSettings)
                        _ = write(terminal, "\n", 1)
                    }
                    var standard = sigaction()
                    sigemptyset(&standard.sa_mask)
                    sigaction(number, &standard, nil)
                    raise(number)
                }
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_RESTART
                sigaction(signal, &action, nil)
            }
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(tty, TCSAFLUSH, &quiet)
        }
        defer {
            if canHide {
                var restore = saved
                _ = tcsetattr(tty, TCSAFLUSH, &restore)
                savedTerminal.store(-1, ordering: .releasing)
                for signal in endings { Glibc.signal(signal, SIG_DFL) }
                _ = channel.write("\n")
            }
        }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.count < maxAnswer {
            let count = read(tty, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { break }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }
}

import Foundation
import SafeFiles
import TerminalKit

/// Asks on the terminal: the question on stderr, the answer from stdin when stdin is a
/// terminal. A hidden answer (a key) is read with echo off, and echo comes back even when the
/// read fails.
enum TerminalPrompt {
    /// An answer longer than this is not typed by hand.
    static let maxAnswer = 4096

    static func ask(_ prompt: String, hidden: Bool) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        guard OutputChannel.standardError.write(Sanitizer.sanitize(prompt)) == nil else { return nil }
        var saved = termios()
        let canHide = hidden && tcgetattr(STDIN_FILENO, &saved) == 0
        if canHide {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        }
        defer {
            if canHide {
                var restore = saved
                _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &restore)
                _ = OutputChannel.standardError.write("\n")
            }
        }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.count < maxAnswer {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { break }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }
}

import Foundation
import SafeFiles
import TerminalKit

/// Asks the terminal on `/dev/tty` which pictures in pixels it draws (`GraphicsSupport.query`),
/// within a time limit: a terminal that answers nothing costs at most that. Echo and line
/// buffering are off only while the answer is read, with the ending signals held back meanwhile
/// so that ^C cannot leave the terminal raw.
public enum TerminalGraphicsQuery {
    /// The longest wait for the answer, in milliseconds; over SSH an answer takes a round trip.
    public static let timeLimit = 600
    /// An answer longer than this is not a terminal's.
    static let maxAnswer = 4096

    /// Why pictures in pixels cannot reach the terminal from here, before it is asked: tmux and
    /// screen pass none through (unless passthrough is configured, which is not relied on).
    public static func refusal(environment: [String: String]) -> String? {
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("tmux") || term.hasPrefix("screen") {
            return "tmux and screen pass no pictures in pixels through"
        }
        return nil
    }

    /// The longest wait when the program ends soon after (`preview`): every terminal answers
    /// the device-attributes query, and an answer read after the program ended would reach
    /// the shell as typed text, so it is waited for longer and dropped.
    public static let waitBeforeShell = 2000

    /// What the terminal answered, or nil when there is no terminal or it said nothing within
    /// `timeLimit` milliseconds.
    public static func ask(timeLimit: Int = timeLimit) -> (support: GraphicsSupport, cellPixels: Size?)? {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return nil }
        var held = sigset_t(), previous = sigset_t()
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP] { sigaddset(&held, signal) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON)
        guard tcsetattr(tty, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(tty, TCSANOW, &saved) }
        guard OutputChannel(descriptor: tty).write(GraphicsSupport.query) == nil else { return nil }
        var answer: [UInt8] = []
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeLimit) * 1_000_000
        var support = GraphicsSupport()
        while !support.isComplete, answer.count < maxAnswer {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            var poller = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 else { break }
            var chunk = [UInt8](repeating: 0, count: 512)
            let count = read(tty, &chunk, chunk.count)
            guard count > 0 else { break }
            answer += chunk.prefix(count)
            support = GraphicsSupport.read(answer)
        }
        guard support.isComplete else { return nil }
        var size = winsize()
        let pixels: Size? = ioctl(tty, UInt(TIOCGWINSZ), &size) == 0 && size.ws_xpixel > 0 && size.ws_ypixel > 0 && size.ws_col > 0 && size.ws_row > 0
            ? Size(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row)) : nil
        return (support, pixels)
    }
}

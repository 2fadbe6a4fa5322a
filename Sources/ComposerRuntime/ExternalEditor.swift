import ComposerApp
import Foundation
import PlainText
import PushSending
import SafeFiles
import TerminalKit

/// Runs `$VISUAL` or `$EDITOR` (else `vi`) on a private temporary file, in the terminal's
/// foreground, while the composer hands the terminal over.
///
/// The file is made 0600 inside a fresh 0700 folder, so no other user can read the draft at any
/// moment. The editor runs in a process group of its own that is given the terminal
/// (`tcsetpgrp`), as a shell gives it to a job: editors that read keys (vim, nano) get them
/// instead of being stopped by SIGTTIN. The composer takes the terminal back when it exits.
@MainActor
struct ExternalEditor {
    let environment: [String: String]
    /// The largest text taken back: a push is a few kilobytes, and a mistaken paste is kept
    /// to show its problem rather than read without bound.
    static let maximumBytes = 16 << 20

    /// The text as the editor left it, or why it could not be had.
    func edit(_ text: [UInt8], terminal: TerminalBackend) -> EditorResult {
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        var template = Array((NSTemporaryDirectory() + "/push-composer-edit-XXXXXX").utf8CString)
        guard let folderPointer = mkdtemp(&template) else {
            return .couldNotRun("cannot make a private temporary folder: \(String(cString: strerror(errno)))")
        }
        let folder = String(cString: folderPointer)
        let path = folder + "/push.json"
        var keepsFile = false
        defer {
            if !keepsFile {
                unlink(path)
                rmdir(folder)
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .couldNotRun("cannot create the temporary file: \(String(cString: strerror(errno)))") }
        let written = OutputChannel(descriptor: descriptor).write(text)
        close(descriptor)
        if let written { return .couldNotRun("cannot write the temporary file: \(OutputChannel.reason(written))") }

        terminal.suspend()
        let status = runInForeground(editor, path: path)
        terminal.resume()
        guard let status else { return .couldNotRun("cannot start /bin/sh: \(String(cString: strerror(errno)))") }

        let bytes: [UInt8]
        do {
            // A link the editor (or anyone) left in its place is not read through: it could name any file.
            bytes = try FileReader(limit: Self.maximumBytes, followsSymbolicLinks: false).read(path).bytes
        } catch {
            switch error.kind {
            case .tooLarge(let size):
                // What was typed is not lost: the file stays where the editor left it.
                keepsFile = true
                return .notTaken("it is \(ByteCount.describe(size)), more than the \(ByteCount.describe(Self.maximumBytes)) taken back; "
                    + "the file is kept at \(path)")
            case .symbolicLink:
                return .notTaken("the editor left a symbolic link in place of the file, and a link is not followed")
            default:
                return .notTaken("the edited file cannot be read back: it \(error.message)")
            }
        }
        switch status {
        case 0: return .edited(bytes)
        case 127: return .couldNotRun("the command \(Self.firstWord(editor)) was not found")
        case 126: return .couldNotRun("the command \(Self.firstWord(editor)) cannot be run (permission denied)")
        default: return .failed(status: status, text: bytes)
        }
    }

    /// Runs `editor "$path"` through the shell in a new process group that owns the terminal;
    /// its exit status (128 + n for a signal), or nil when it could not be started.
    private func runInForeground(_ editor: String, path: String) -> Int32? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)

        // The editor may carry arguments ("code --wait"); the path is passed as $1, never spliced in.
        let arguments = ["/bin/sh", "-c", editor + " \"$1\"", "push-composer-editor", path]
        // The editor gets the composer's environment less its secrets: it has no use for them.
        let environmentLines = environment.filter { !SecretVariable.isSecret($0.key) }.map { "\($0.key)=\($0.value)" }
        var pid = pid_t()
        let spawned = withCStrings(arguments) { argv in
            withCStrings(environmentLines) { envp in posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, envp) }
        }
        guard spawned == 0 else {
            errno = spawned
            return nil
        }
        let terminalFD = STDIN_FILENO
        let ownsTerminal = isatty(terminalFD) == 1
        // Changing the foreground group from a background process raises SIGTTOU: ignore it meanwhile.
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var previousTTOU = sigaction()
        sigaction(SIGTTOU, &ignore, &previousTTOU)
        defer {
            if ownsTerminal { tcsetpgrp(terminalFD, getpgrp()) }
            sigaction(SIGTTOU, &previousTTOU, nil)
        }
        if ownsTerminal { tcsetpgrp(terminalFD, pid) }
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WUNTRACED)
            if result < 0 {
                if errno == EINTR { continue }
                return 1
            }
            if Self.stopped(status) {
                // Stopped: by SIGTTIN before it had the terminal, or by ^Z in the editor. The
                // composer is waiting for it, so give it the terminal again and let it go on.
                if ownsTerminal { tcsetpgrp(terminalFD, pid) }
                kill(-pid, SIGCONT)
                continue
            }
            if Self.exited(status) { return (status >> 8) & 0xFF }
            return 128 + (status & 0x7F)
        }
    }

    private static func stopped(_ status: Int32) -> Bool { status & 0xFF == 0x7F }
    private static func exited(_ status: Int32) -> Bool { status & 0x7F == 0 }

    private static func firstWord(_ command: String) -> String {
        String(command.split(separator: " ").first ?? Substring(command))
    }
}

/// Calls `body` with a NULL-terminated array of C strings.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}

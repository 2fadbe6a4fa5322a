import CNcursesw
import Glibc
import Synchronization

/// The last stop signal received (0 for none); set from signal handlers, read by the event loop.
let receivedStopSignal = Atomic<Int32>(0)

/// Whether curses owns the terminal, so exit paths know `endwin` is due.
let cursesIsActive = Atomic<Bool>(false)

/// Set by the first fatal signal.
let fatalSignalArrived = Atomic<Bool>(false)

/// Signals after which the process dies: crashes (a trap, a bad access) and every signal whose
/// default is to end the process, other than the three the loop handles and SIGPIPE, which the
/// program ignores. The terminal is restored first, after the hook (the emergency draft).
let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE, SIGSYS,
                             SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]

/// The handlers that were there before ours, so a crash still reaches them.
/// Written once at start, before our handlers can run, then only read by them.
nonisolated(unsafe) var previousCrashActions: [sigaction] = Array(repeating: sigaction(), count: crashSignals.count)

/// Called first when a crash signal arrives; must be async-signal-safe; returns 1 when it kept
/// unsaved work. Set once before the handlers are installed.
nonisolated(unsafe) var fatalSignalHook: (@convention(c) () -> Int32)?

/// Whether a crash goes on to the handlers that were there before (the Swift runtime's
/// backtracer): only when `SWIFT_BACKTRACE` asks for it. A user gets one line, not a
/// backtrace that waits for a key; a developer sets the variable. Written once at install.
nonisolated(unsafe) var chainsCrashHandlers = false

/// The lines a fatal signal leaves on stderr, once the terminal is back.
let fatalKeptLine: StaticString = "push-composer: stopped by a fatal signal; your unsaved work was kept and is offered when you start again\n"
let fatalLine: StaticString = "push-composer: stopped by a fatal signal\n"

/// Signal handling that always gives the terminal back.
///
/// SIGINT, SIGTERM and SIGHUP only set a flag: the event loop reads with a timeout, sees
/// it, and returns `.shutdown` so the program can save and call `endwin` in order. The
/// handlers are installed without SA_RESTART so a blocked read returns at once. Crashes
/// (SIGSEGV, SIGABRT…) call `endwin` as a last resort and re-raise.
enum SignalTrap {
    /// Installs the handlers; call before `newterm` so ncurses keeps its own off these signals.
    static func install(includingCrashes: Bool = true) {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                receivedStopSignal.store(number, ordering: .relaxed)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
        guard includingCrashes else { return }
        chainsCrashHandlers = getenv("SWIFT_BACKTRACE") != nil
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                // Once: a second crash inside the hook goes straight on.
                let first = !fatalSignalArrived.exchange(true, ordering: .relaxed)
                let kept = first ? (fatalSignalHook?() ?? 0) : 0
                if cursesIsActive.exchange(false, ordering: .relaxed) { endwin() }
                if first {
                    let line = kept == 1 ? fatalKeptLine : fatalLine
                    _ = write(STDERR_FILENO, line.utf8Start, line.utf8CodeUnitCount)
                }
                // The default action ends the process with the signal, as the shell reports
                // it (128 + N); with SWIFT_BACKTRACE set, the runtime's handler prints a backtrace.
                if chainsCrashHandlers, let index = crashSignals.firstIndex(of: number) {
                    sigaction(number, &previousCrashActions[index], nil)
                } else {
                    var standard = sigaction()
                    sigemptyset(&standard.sa_mask)
                    sigaction(number, &standard, nil)
                }
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            if let index = crashSignals.firstIndex(of: signal) { sigaction(signal, &action, &previousCrashActions[index]) }
        }
        atexit {
            if cursesIsActive.exchange(false, ordering: .relaxed) { endwin() }
        }
    }

    /// The stop signal received since the last call, if any.
    static func takeStopSignal() -> Int32? {
        let value = receivedStopSignal.exchange(0, ordering: .relaxed)
        return value == 0 ? nil : value
    }
}

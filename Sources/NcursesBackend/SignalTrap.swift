import CNcursesw
import Glibc
import Synchronization

/// The last stop signal received (0 for none); set from signal handlers, read by the event loop.
let receivedStopSignal = Atomic<Int32>(0)

/// Whether curses owns the terminal, so exit paths know `endwin` is due.
let cursesIsActive = Atomic<Bool>(false)

/// Signals after which the process dies; the terminal is restored first.
let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE]

/// The handlers that were there before ours, so a crash still reaches them.
/// Written once at start, before our handlers can run, then only read by them.
nonisolated(unsafe) var previousCrashActions: [sigaction] = Array(repeating: sigaction(), count: 6)

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
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                if cursesIsActive.exchange(false, ordering: .relaxed) { endwin() }
                // Hand over to whoever handled it before (the Swift runtime prints a backtrace).
                if let index = crashSignals.firstIndex(of: number) { sigaction(number, &previousCrashActions[index], nil) }
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

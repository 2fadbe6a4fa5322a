import CNcursesw
import Glibc
import TerminalKit

/// The real terminal, drawn through ncurses; confined to the main actor like all curses calls.
@MainActor
public final class NcursesBackend: TerminalBackend {
    /// How colour is used, decided once at start from the terminal and NO_COLOR.
    public enum ColorMode: Sendable, Equatable {
        /// No colour: attributes only; coloured backgrounds become reverse video.
        case monochrome
        /// The 8 ANSI colours (bright ones folded onto them).
        case ansi8
        /// The 16 ANSI colours (palette colours mapped to the nearest).
        case ansi16
        /// The full 256-colour palette.
        case palette256
    }

    /// What to turn on at start.
    public struct Options: Sendable {
        /// Report mouse clicks and wheel (off by default: it stops the terminal's own text selection).
        public var mouse: Bool
        /// Ask the terminal to mark pastes, so pasted text arrives as one `.paste`.
        public var bracketedPaste: Bool
        /// Milliseconds to wait after Esc for the rest of a sequence (ncurses' default of 1000 feels broken).
        public var escapeDelay: Int
        /// Milliseconds a key pressed after a lone Esc still makes Alt and that key, as terminals
        /// and tmux mean it (a Mac's Option key sends no Meta); 0 turns the prefix off.
        public var escapePrefix: Int { didSet { escapePrefix = min(max(0, escapePrefix), Self.maxEscapePrefix) } }
        /// The longest prefix time taken: a longer one would make Esc alone feel broken.
        public static let maxEscapePrefix = 1000
        /// A deliberate second key is easily within it; Esc alone does not feel slow.
        public static let defaultEscapePrefix = 200
        /// Options as above; defaults suit an interactive form.
        public init(mouse: Bool = false, bracketedPaste: Bool = true, escapeDelay: Int = 25, escapePrefix: Int = defaultEscapePrefix) {
            self.mouse = mouse
            self.bracketedPaste = bracketedPaste
            self.escapeDelay = escapeDelay
            self.escapePrefix = min(max(0, escapePrefix), Self.maxEscapePrefix)
        }
    }

    /// The terminal size in cells.
    public internal(set) var size: Size
    /// How colours are drawn.
    public let colorMode: ColorMode
    /// Things the user should be told after the screen is given back (TERM fallback, locale).
    public internal(set) var notices: [String]
    /// Whether the terminal's default colours can be used as "default" (`use_default_colors`).
    let hasDefaultColors: Bool
    /// The curses screen.
    let screen: OpaquePointer
    /// Files opened for a headless screen, closed on stop.
    let ownedFiles: [UnsafeMutablePointer<FILE>]
    /// Whether bracketed paste was switched on (and so must be switched off).
    let bracketedPaste: Bool
    /// Milliseconds after a lone Esc within which a key is read as Alt and that key.
    let escapePrefix: Int
    /// The last buffer written, to write only what changed.
    var previous: Buffer?
    /// The pictures in pixels on screen now.
    var images: [FrameImage] = []
    /// Colour pairs allocated so far, by (foreground, background).
    var pairs = [PairKey: Int16](minimumCapacity: 64)
    /// The last style drawn and its curses form: neighbouring cells mostly share a style.
    var lastStyle: (style: Style, attributes: attr_t, pair: Int16)?
    /// The last style drawn and the writer's pen for it.
    var lastPen: (style: Style, pen: FrameWriter.Pen)?
    /// Writes frames that change some cells; nil for a terminal without `sgr0`, which curses draws alone.
    var writer: FrameWriter?
    /// Whether the cursor was last left showing.
    var cursorShown = false
    /// The descriptor frames are written to (the terminal, or /dev/null for a headless screen).
    let outputDescriptor: Int32
    /// Turns scalars read from curses into events.
    var decoder = InputDecoder()
    /// Events decoded but not yet delivered.
    var pending: [Event] = []
    /// Repaint the whole screen on every draw (`PUSH_COMPOSER_FULL_REPAINT=1`), only to measure
    /// what writing just the changed cells saves.
    let repaintsEverything = TerminalSetup.environment("PUSH_COMPOSER_FULL_REPAINT") == "1"
    /// Set when writing to the terminal failed; the next event is a hang-up.
    var outputFailed = false
    /// Whether `stop` has not been called yet.
    public private(set) var isActive = true
    /// Set when a stop signal came while a write waited for a terminal that takes nothing (a
    /// frozen session): nothing more is written to it, not even the reset on the way out.
    public internal(set) var outputStalled = false
    /// The terminal's modes before curses changed them, to put back without writing anything.
    private var shellModes: termios?
    /// The descriptor keys come from (the terminal, or /dev/null for a headless screen).
    let inputDescriptor: Int32
    /// The self-pipe that ends a wait for input early: read end polled with the keyboard.
    let wakePipe: (read: Int32, write: Int32)
    /// Called from any thread to end a wait for input early.
    public let waker: TerminalWaker

    init(screen: OpaquePointer, options: Options, files: [UnsafeMutablePointer<FILE>], input: Int32, output: Int32,
         notices: [String], allowColor: Bool) {
        self.inputDescriptor = input
        self.outputDescriptor = output
        self.screen = screen
        self.ownedFiles = files
        self.notices = notices
        self.bracketedPaste = options.bracketedPaste
        self.escapePrefix = options.escapePrefix
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        } else {
            fds = [-1, -1]
        }
        self.wakePipe = (fds[0], fds[1])
        self.waker = TerminalWaker(descriptor: fds[1])
        cursesIsActive.store(true, ordering: .relaxed)
        var modes = termios()
        shellModes = tcgetattr(output, &modes) == 0 ? modes : nil
        raw()  // not cbreak: flow control would swallow Ctrl-S and Ctrl-Q, and Ctrl-C must be a key
        noecho()
        nonl()
        keypad(pc_stdscr(), true)
        set_escdelay(Int32(options.escapeDelay))
        curs_set(0)
        var mode = ColorMode.monochrome
        var defaults = false
        if allowColor && has_colors() {
            start_color()
            defaults = use_default_colors() == OK
            let count = pc_colors()
            mode = count >= 256 ? .palette256 : count >= 16 ? .ansi16 : count >= 8 ? .ansi8 : .monochrome
        }
        self.colorMode = mode
        self.hasDefaultColors = defaults
        self.writer = FrameWriter.Capabilities.fromTerminfo(colorMode: mode).map(FrameWriter.init)
        if options.mouse {
            mousemask(pc_all_mouse_events(), nil)
            mouseinterval(0)
        }
        self.size = Size(width: Int(pc_getmaxx(pc_stdscr())), height: Int(pc_getmaxy(pc_stdscr())))
    }

    /// Runs `hook` first when a fatal signal (a crash, SIGQUIT, SIGUSR1…) arrives while the
    /// composer runs, before the terminal is restored; it must be async-signal-safe, and returns
    /// 1 when it kept unsaved work (the line on stderr says so). Call before `start`.
    public static func beforeFatalSignal(_ hook: @escaping @convention(c) () -> Int32) {
        fatalSignalHook = hook
    }

    /// Starts on the real terminal, or explains in one line why it cannot.
    public static func start(options: Options = Options()) throws(NcursesBackendError) -> NcursesBackend {
        guard TerminalSetup.hasTerminal else { throw .notATerminal }
        var notices: [String] = []
        if let notice = TerminalSetup.selectUTF8Locale() { notices.append(notice) }
        let term = TerminalSetup.environment("TERM") ?? ""
        if term.isEmpty || term == "dumb" { throw .dumbTerminal(term) }
        SignalTrap.install()
        guard let output = fdopen(1, "w"), let input = fdopen(0, "r") else {
            throw .initializationFailed("cannot open the terminal's file descriptors")
        }
        var screen = newterm(term, output, input)
        if screen == nil && TerminalSetup.isXtermCompatible(term) {
            screen = newterm("xterm-256color", output, input)
            if screen != nil { notices.append("no terminfo entry for TERM=\(term); drew as xterm-256color (install ncurses-term to fix)") }
        }
        guard let screen else { throw .unknownTerminal(term) }
        set_term(screen)
        guard pc_has_string_cap("cup") != 0 else {
            endwin()
            delscreen(screen)
            throw .dumbTerminal(term)
        }
        let backend = NcursesBackend(screen: screen, options: options, files: [], input: STDIN_FILENO, output: STDOUT_FILENO, notices: notices,
                                     allowColor: !TerminalSetup.noColorRequested)
        if options.bracketedPaste { backend.writeControl("\u{1B}[?2004h") }
        return backend
    }

    /// A screen that draws into /dev/null, for tests and tools: same code paths, no terminal needed.
    public static func headless(term: String = "xterm-256color", size: Size, options: Options = Options(bracketedPaste: false), color: Bool = true) throws(NcursesBackendError) -> NcursesBackend {
        _ = TerminalSetup.selectUTF8Locale()
        guard let file = fopen("/dev/null", "w+") else { throw .initializationFailed("cannot open /dev/null") }
        guard let screen = newterm(term, file, file) else {
            fclose(file)
            throw .unknownTerminal(term)
        }
        set_term(screen)
        let backend = NcursesBackend(screen: screen, options: options, files: [file], input: fileno(file), output: fileno(file), notices: [], allowColor: color)
        backend.resize(to: size)
        flushinp()  // resizeterm queues a KEY_RESIZE that nobody asked for here
        return backend
    }

    /// Gives the terminal back (`endwin`); safe to call more than once.
    public func stop() {
        guard isActive else { return }
        isActive = false
        set_term(screen)
        if outputStalled {
            // Nothing more can be written (it would wait for a reader forever): the terminal's
            // modes are put back at once, writing nothing (curses' own reset writes, and waits
            // for the output to drain), and curses' buffers are left unflushed.
            if var modes = shellModes { _ = tcsetattr(outputDescriptor, TCSANOW, &modes) }
            cursesIsActive.store(false, ordering: .relaxed)
            if wakePipe.read >= 0 { close(wakePipe.read) }
            return
        }
        if bracketedPaste { writeControl("\u{1B}[?2004l") }
        // kitty keeps a picture until told: none is left over the shell.
        if images.contains(where: { $0.format == .kitty }) { writeControl("\u{1B}_Ga=d,d=A\u{1B}\\") }
        images = []
        endwin()
        cursesIsActive.store(false, ordering: .relaxed)
        delscreen(screen)
        for file in ownedFiles { fclose(file) }
        // The write end stays open: work still finishing may call the waker, harmlessly.
        if wakePipe.read >= 0 { close(wakePipe.read) }
    }

    /// Leaves curses mode so another program (an editor) can use the terminal.
    public func suspend() {
        guard isActive else { return }
        if images.contains(where: { $0.format == .kitty }) { writeControl("\u{1B}_Ga=d,d=A\u{1B}\\") }
        images = []
        if bracketedPaste { writeControl("\u{1B}[?2004l") }
        def_prog_mode()
        endwin()
        writer?.forget()
    }

    /// Returns to curses mode; the next draw repaints the whole screen.
    public func resume() {
        guard isActive else { return }
        reset_prog_mode()
        if bracketedPaste { writeControl("\u{1B}[?2004h") }
        clearok(pc_stdscr(), true)
        size = Size(width: Int(pc_getmaxx(pc_stdscr())), height: Int(pc_getmaxy(pc_stdscr())))
        previous = nil
    }

    /// Stops the whole job with SIGTSTP, as a shell's ^Z would had raw mode not taken the key;
    /// the terminal is given back first and taken again when the job is continued.
    public func suspendToShell() {
        guard isActive else { return }
        suspend()
        // The default action stops; ncurses' own handler would redraw at the wrong moment.
        var previous = sigaction()
        var stop = sigaction()
        stop.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&stop.sa_mask)
        sigaction(SIGTSTP, &stop, &previous)
        // The kernel drops it for an orphaned job (no shell to return to): then nothing stops.
        kill(0, SIGTSTP)
        sigaction(SIGTSTP, &previous, nil)
        resume()
    }

    /// Writes a control sequence that draws nothing (OSC 52) straight to the terminal.
    public func sendControl(_ sequence: String) {
        guard isActive else { return }
        writeControl(sequence)
    }

    /// Resizes the curses screen (headless tests; real resizes arrive as KEY_RESIZE).
    public func resize(to newSize: Size) {
        resizeterm(Int32(newSize.height), Int32(newSize.width))
        size = newSize
        previous = nil
    }

    /// Writes a terminal control sequence directly, outside curses' screen model.
    func writeControl(_ sequence: String) {
        fflush(nil)
        var bytes = Array(sequence.utf8)
        _ = write(1, &bytes, bytes.count)
    }
}

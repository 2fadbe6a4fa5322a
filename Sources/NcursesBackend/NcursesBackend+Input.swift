import CNcursesw
import Glibc
import TerminalKit

/// Reading input: wide characters, curses key codes, mouse, resize and stop signals.
extension NcursesBackend {
    /// What one `wget_wch` call produced.
    enum Reading {
        /// Input for the decoder.
        case raw(RawInput)
        /// A complete event (resize, mouse).
        case event(Event)
    }

    /// The next event, waiting at most `timeoutMilliseconds`; `.shutdown` once a stop signal arrived.
    public func nextEvent(timeoutMilliseconds: Int) -> Event? {
        if let signal = SignalTrap.takeStopSignal() { return .shutdown(signal: signal) }
        if outputFailed { return .shutdown(signal: SIGHUP) }
        if !pending.isEmpty { return pending.removeFirst() }
        guard isActive else { return nil }
        guard let first = read(timeoutMilliseconds: 0) ?? waitAndRead(timeoutMilliseconds: timeoutMilliseconds) else {
            if let signal = SignalTrap.takeStopSignal() { return .shutdown(signal: signal) }
            if outputFailed { return .shutdown(signal: SIGHUP) }
            return nil
        }
        var raw: [RawInput] = []
        var reading: Reading? = first
        // Take everything already waiting: the rest of a sequence, a paste, combining marks.
        while let current = reading {
            switch current {
            case .raw(let input):
                raw.append(input)
            case .event(let event):
                pending.append(contentsOf: decoder.decode(raw))
                raw.removeAll()
                pending.append(event)
            }
            reading = read(timeoutMilliseconds: 0)
            if reading == nil && (decoder.isInsidePaste || isUnfinishedPaste(raw)) {
                reading = read(timeoutMilliseconds: 100)  // a long paste may come in several reads
            } else if reading == nil, escapePrefix > 0, case .scalar("\u{1B}")? = raw.last, !decoder.isInsidePaste {
                // A lone Esc: a key pressed soon after it is Alt and that key (Esc then P is
                // Alt-P), so an Option key that sends no Meta still reaches every Alt key.
                reading = read(timeoutMilliseconds: escapePrefix)
            }
        }
        pending.append(contentsOf: decoder.decode(raw))
        return pending.isEmpty ? nil : pending.removeFirst()
    }

    /// Waits for the keyboard or the waker, whichever comes first (a signal ends the wait too);
    /// the input that came, or nil after a wake, a signal or the timeout.
    private func waitAndRead(timeoutMilliseconds: Int) -> Reading? {
        guard wakePipe.read >= 0 else { return read(timeoutMilliseconds: timeoutMilliseconds) }
        var fds = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 2, Int32(timeoutMilliseconds))
        guard ready > 0 else { return nil }
        // A terminal that hung up (closed while the editor had it, when no SIGHUP reached us)
        // is ready at once, forever, with nothing to read: that is a hang-up, not input.
        if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            outputFailed = true
            return nil
        }
        if fds[1].revents != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            while Glibc.read(wakePipe.read, &drain, drain.count) > 0 {}
        }
        // The key has arrived; the short wait lets curses join the rest of an escape sequence.
        return fds[0].revents != 0 ? read(timeoutMilliseconds: 25) : nil
    }

    /// Whether `raw` holds the start of a bracketed paste without its end.
    private func isUnfinishedPaste(_ raw: [RawInput]) -> Bool {
        // Asked after every key: a key without an Esc, or fewer scalars than "Esc [200~", cannot start a paste.
        guard raw.count >= 6, raw.contains(where: { if case .scalar("\u{1B}") = $0 { true } else { false } }) else { return false }
        var text = ""
        for case .scalar(let s) in raw { text.unicodeScalars.append(s) }
        guard let start = text.firstRange(of: "\u{1B}[200~") else { return false }
        return !text[start.upperBound...].contains("\u{1B}[201~")
    }

    /// One `wget_wch` with a timeout (0 returns at once); nil when nothing came.
    func read(timeoutMilliseconds: Int) -> Reading? {
        let window = pc_stdscr()
        wtimeout(window, Int32(timeoutMilliseconds))
        var character: wint_t = 0
        let result = wget_wch(window, &character)
        if result == pc_err() { return nil }
        if result == pc_key_code_yes() { return keyCode(Int32(character)) }
        return .raw(.scalar(Unicode.Scalar(UInt32(character)) ?? "\u{FFFD}"))
    }

    /// Maps a curses key code.
    func keyCode(_ code: Int32) -> Reading? {
        switch code {
        case KEY_RESIZE:
            size = Size(width: Int(pc_getmaxx(pc_stdscr())), height: Int(pc_getmaxy(pc_stdscr())))
            previous = nil  // repaint everything at the new size
            return .event(.resize(size))
        case KEY_MOUSE:
            return mouseEvent().map { .event(.mouse($0)) }
        default:
            return NcursesBackend.key(forCode: code).map { .raw(.key($0)) }
        }
    }

    /// The key a curses key code stands for, including xterm's modified keys ("kLFT5" is Ctrl-Left).
    static func key(forCode code: Int32) -> KeyEvent? {
        let plain: [Int32: Key] = [
            KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
            KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
            KEY_DC: .delete, KEY_IC: .insert, KEY_BACKSPACE: .backspace, KEY_ENTER: .enter, KEY_BTAB: .backTab,
        ]
        if let key = plain[code] { return KeyEvent(key) }
        let shifted: [Int32: Key] = [KEY_SLEFT: .left, KEY_SRIGHT: .right, KEY_SR: .up, KEY_SF: .down, KEY_SHOME: .home, KEY_SEND: .end, KEY_SDC: .delete]
        if let key = shifted[code] { return KeyEvent(key, .shift) }
        for n in 1...24 where code == pc_key_f(Int32(n)) {
            return n <= 12 ? KeyEvent(.function(n)) : KeyEvent(.function(n - 12), .shift)
        }
        guard let name = keyname(code).map({ String(cString: $0) }) else { return nil }
        return modifiedKey(named: name)
    }

    /// Decodes extended key names such as "kRIT5" (Ctrl-Right) or "kUP3" (Alt-Up).
    static func modifiedKey(named name: String) -> KeyEvent? {
        let bases: [(String, Key)] = [("kLFT", .left), ("kRIT", .right), ("kUP", .up), ("kDN", .down), ("kHOM", .home),
                                      ("kEND", .end), ("kDC", .delete), ("kIC", .insert), ("kPRV", .pageUp), ("kNXT", .pageDown)]
        for (prefix, key) in bases where name.hasPrefix(prefix) {
            guard let modifiers = Int(name.dropFirst(prefix.count)).flatMap(Modifiers.init(xtermParameter:)) else { return nil }
            return KeyEvent(key, modifiers)
        }
        return nil
    }

    /// The pending mouse event from curses.
    func mouseEvent() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        let position = Point(x: Int(event.x), y: Int(event.y))
        var modifiers: Modifiers = []
        if state & pc_button_ctrl() != 0 { modifiers.insert(.ctrl) }
        if state & pc_button_alt() != 0 { modifiers.insert(.alt) }
        if state & pc_button_shift() != 0 { modifiers.insert(.shift) }
        let kind: MouseEvent.Kind
        if state & pc_button4_pressed() != 0 {
            kind = .wheelUp
        } else if state & pc_button5_pressed() != 0 {
            kind = .wheelDown
        } else if state & (pc_button1_pressed() | pc_button1_clicked()) != 0 {
            kind = .press(button: 1)
        } else if state & pc_button2_pressed() != 0 {
            kind = .press(button: 2)
        } else if state & pc_button3_pressed() != 0 {
            kind = .press(button: 3)
        } else {
            kind = .release
        }
        return MouseEvent(kind, at: position, modifiers: modifiers)
    }
}

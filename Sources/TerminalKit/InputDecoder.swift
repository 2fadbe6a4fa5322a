/// Turns raw terminal input into events: control codes, Alt (Esc-prefixed) keys,
/// bracketed paste and grapheme clusters typed as several scalars.
///
/// It keeps state between calls so a paste split over several reads stays one `.paste`.
public struct InputDecoder: Sendable {
    /// Text of a paste still being received (nil when not inside a paste).
    private var paste: String?
    /// Scalars of a terminal's reply still being dropped (nil when not inside one): a reply
    /// split over reads is dropped whole.
    private var reply: Int?
    /// Whether the last scalar dropped was the Esc of a terminator that the next read completes.
    private var replyEndsInEscape = false
    /// A CSI or SS3 sequence cut by the end of a read: its introducer and body so far.
    private var pendingSequence: (introducer: Unicode.Scalar, body: String)?
    /// A reply longer than this is not one: what follows is read as keys again.
    static let maxReply = 4096

    /// A decoder outside any paste.
    public init() {}

    /// Whether a bracketed paste has started but not ended.
    public var isInsidePaste: Bool { paste != nil }

    /// The text with CR LF and lone CR made LF: terminals (tmux, VTE) send pasted line breaks
    /// as CR, the Enter key's byte, but a pasted line break is a line break.
    public static func unifyingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR { previousWasCR = false; continue }
            previousWasCR = scalar == "\r"
            scalars.append(previousWasCR ? "\n" : scalar)
        }
        return String(scalars)
    }

    /// The events that `input` (everything available right now) makes.
    public mutating func decode(_ input: [RawInput]) -> [Event] {
        var events: [Event] = []
        var text = ""  // printable scalars waiting to be cut into graphemes
        func flushText() {
            for character in text { events.append(.key(KeyEvent(.character(character)))) }
            text = ""
        }
        var i = 0
        while i < input.count {
            if let dropped = reply {
                i = dropReply(input, from: i, dropped: dropped)
                continue
            }
            if let (introducer, body) = pendingSequence {
                pendingSequence = nil
                // Alt-[ alone, then a letter: the letter is a key, not the end of a sequence.
                let goesOn: Bool
                if case .scalar(let s) = input[i] { goesOn = !body.isEmpty || (0x20...0x3F).contains(s.value) } else { goesOn = false }
                if goesOn {
                    i = finishSequence(introducer, body: body, input, from: i, into: &events)
                    continue
                }
            }
            if paste != nil {
                if case .scalar(let s) = input[i] { paste!.unicodeScalars.append(s) }
                i += 1
                if paste!.hasSuffix("\u{1B}[201~") {
                    events.append(.paste(Self.unifyingLineBreaks(String(paste!.dropLast(6)))))
                    paste = nil
                }
                continue
            }
            switch input[i] {
            case .key(let key):
                flushText()
                events.append(.key(key))
                i += 1
            case .scalar(let s) where s.value == 0x1B:
                flushText()
                i = decodeEscape(input, at: i, into: &events)
            case .scalar(let s) where s.value < 0x20 || s.value == 0x7F:
                flushText()
                events.append(.key(InputDecoder.controlKey(s)))
                i += 1
            case .scalar(let s):
                text.unicodeScalars.append(s)
                i += 1
            }
        }
        flushText()
        return events
    }

    /// Decodes what follows an Esc at `start`; returns the index after what it consumed.
    private mutating func decodeEscape(_ input: [RawInput], at start: Int, into events: inout [Event]) -> Int {
        let rest = input[(start + 1)...]
        guard let next = rest.first else {
            events.append(.key(.escape))
            return start + 1
        }
        switch next {
        case .key(var key):
            key.modifiers.insert(.alt)
            events.append(.key(key))
            return start + 2
        case .scalar(let s) where s == "[" || s == "O":
            return decodeSequence(input, at: start, into: &events)
        case .scalar(let s) where Self.startsReply(s, input.dropFirst(start + 2).first):
            // A terminal's answer to the graphics query (XTVERSION's DCS, kitty's APC), however
            // late: never Alt and a key, nor text typed into the push.
            reply = 0
            return dropReply(input, from: start + 2, dropped: 0)
        case .scalar(let s) where s.value == 0x1B:
            events.append(.key(.escape))
            return start + 1
        case .scalar(let s) where s.value < 0x20 || s.value == 0x7F:
            var key = InputDecoder.controlKey(s)
            key.modifiers.insert(.alt)
            events.append(.key(key))
            return start + 2
        case .scalar(let s):
            events.append(.key(KeyEvent(.character(Character(s)), .alt)))
            return start + 2
        }
    }

    /// Whether `introducer` and the scalar after it (in the same read) open a reply to the
    /// program's own query: `ESC P >|` (XTVERSION) or `ESC _ G` (kitty graphics). Alt-P or Alt-_
    /// typed alone has nothing after it in its read, and no one types `>` or `G` that fast.
    static func startsReply(_ introducer: Unicode.Scalar, _ next: RawInput?) -> Bool {
        guard case .scalar(let after)? = next else { return false }
        return (introducer == "P" && after == ">") || (introducer == "_" && after == "G")
    }

    /// Drops a reply's scalars from `start` up to its end (ST, `ESC \`, or BEL), or to the
    /// end of the input (the rest comes in the next read); the index after what it dropped.
    private mutating func dropReply(_ input: [RawInput], from start: Int, dropped: Int) -> Int {
        var count = dropped
        var i = start
        var afterEscape = dropped > 0 && replyEndsInEscape
        replyEndsInEscape = false
        while i < input.count {
            count += 1
            guard count <= Self.maxReply else {
                reply = nil
                return i
            }
            guard case .scalar(let s) = input[i] else {
                afterEscape = false
                i += 1
                continue
            }
            if s.value == 0x07 || (afterEscape && s == "\\") {
                reply = nil
                return i + 1
            }
            afterEscape = s.value == 0x1B
            i += 1
        }
        reply = count
        replyEndsInEscape = afterEscape
        return i
    }

    /// Decodes a CSI or SS3 sequence the terminal library did not know; unknown ones are dropped.
    private mutating func decodeSequence(_ input: [RawInput], at start: Int, into events: inout [Event]) -> Int {
        guard case .scalar(let introducer) = input[start + 1] else { return start + 2 }
        return finishSequence(introducer, body: "", input, from: start + 2, into: &events)
    }

    /// Reads a sequence's body from `start` to its final byte; one cut by the end of the read
    /// (a device-attributes answer split in transit) is finished by the next, never typed.
    private mutating func finishSequence(_ introducer: Unicode.Scalar, body started: String, _ input: [RawInput], from start: Int,
                                         into events: inout [Event]) -> Int {
        var body = started
        var i = start
        var ended = false
        while i < input.count, case .scalar(let s) = input[i] {
            body.unicodeScalars.append(s)
            i += 1
            if s.value >= 0x40 && s.value <= 0x7E {  // final byte
                ended = true
                break
            }
        }
        if !ended && i == input.count && body.unicodeScalars.count < Self.maxReply {
            pendingSequence = (introducer, body)
            return i
        }
        if introducer == "[", body == "200~" {
            paste = ""
            // The paste may already be complete in this read.
            let remaining = Array(input[i...])
            events.append(contentsOf: decode(remaining))
            return input.count
        }
        if let key = InputDecoder.csiKey(body) { events.append(.key(key)) }
        return i
    }

    /// The key a control scalar stands for (Tab, Enter, Backspace or Ctrl plus a letter).
    static func controlKey(_ s: Unicode.Scalar) -> KeyEvent {
        switch s.value {
        case 0x09: return KeyEvent(.tab)
        case 0x0A, 0x0D: return KeyEvent(.enter)
        case 0x08, 0x7F: return KeyEvent(.backspace)
        case 0x00: return KeyEvent(.character(" "), .ctrl)
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(s.value + 0x60)!))
        default: return .ctrl(Character(Unicode.Scalar(s.value + 0x40)!))  // Ctrl-\ ] ^ _
        }
    }

    /// A few xterm sequences with modifiers ("1;5C" is Ctrl-Right), in case terminfo lacks them.
    static func csiKey(_ body: String) -> KeyEvent? {
        guard let final = body.last else { return nil }
        let keys: [Character: Key] = ["A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "Z": .backTab]
        guard let key = keys[final] else { return nil }
        let parameter = body.dropLast().split(separator: ";").last.flatMap { Int($0) }
        return KeyEvent(key, parameter.flatMap(Modifiers.init(xtermParameter:)) ?? [])
    }
}

/// Turns raw terminal input into events: control codes, Alt (Esc-prefixed) keys,
/// bracketed paste and grapheme clusters typed as several scalars.
///
/// It keeps state between calls so a paste split over several reads stays one `.paste`.
public struct InputDecoder: Sendable {
    /// Text of a paste still being received (nil when not inside a paste).
    private var paste: String?

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

    /// Decodes a CSI or SS3 sequence the terminal library did not know; unknown ones are dropped.
    private mutating func decodeSequence(_ input: [RawInput], at start: Int, into events: inout [Event]) -> Int {
        var body = ""
        var i = start + 2
        while i < input.count, case .scalar(let s) = input[i] {
            body.unicodeScalars.append(s)
            i += 1
            if s.value >= 0x40 && s.value <= 0x7E { break }  // final byte
        }
        if case .scalar(let introducer) = input[start + 1], introducer == "[", body == "200~" {
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

@testable import NcursesBackend
import TerminalKit
import Testing

/// The bytes `FrameWriter` sends, read back by a small terminal that knows the sequences an
/// xterm description gives it: what it shows must be the frame, cell for cell.
@Suite struct FrameWriterTests {
    typealias Pen = FrameWriter.Pen

    /// xterm-256color's sequences, as its terminfo entry spells them.
    static var xterm: FrameWriter.Capabilities {
        FrameWriter.Capabilities(
        moveTo: { Array("\u{1B}[\($0 + 1);\($1 + 1)H".utf8) },
        moveRight: { Array("\u{1B}[\($0)C".utf8) },
        moveLeftOne: [0x08],
        moveLeft: { Array("\u{1B}[\($0)D".utf8) },
        returnToStart: [0x0D],
        eraseCells: { Array("\u{1B}[\($0)X".utf8) },
        eraseToEnd: Array("\u{1B}[K".utf8),
        erasesInBackground: true,
        reset: Array("\u{1B}(B\u{1B}[m".utf8),
        resetClearsColors: true,
        attributeOn: [(.bold, Array("\u{1B}[1m".utf8)), (.dim, Array("\u{1B}[2m".utf8)),
                      (.underline, Array("\u{1B}[4m".utf8)), (.reverse, Array("\u{1B}[7m".utf8))],
        foreground: { Array(($0 < 8 ? "\u{1B}[3\($0)m" : "\u{1B}[38;5;\($0)m").utf8) },
        background: { Array(($0 < 8 ? "\u{1B}[4\($0)m" : "\u{1B}[48;5;\($0)m").utf8) },
        defaultColors: Array("\u{1B}[39;49m".utf8),
        lastCellScrolls: false)
    }

    static func cell(_ x: Int, _ y: Int, _ text: String, _ pen: Pen = .plain) -> FrameWriter.Cell {
        FrameWriter.Cell(x: x, y: y, text: Array(text.utf8), width: DisplayWidth.of(text), pen: pen)
    }

    static let bold = Pen(attributes: .bold, foreground: -1, background: -1)
    static let green = Pen(attributes: [], foreground: 2, background: -1)

    @Test func turnsOneModeOnWithoutResettingAndMovesAlongARowRelatively() {
        var writer = FrameWriter(capabilities: Self.xterm)
        writer.adopt(cursor: Point(x: 0, y: 0))
        let bytes = writer.bytes(for: [Self.cell(0, 0, "a"), Self.cell(20, 0, "b", Self.bold), Self.cell(21, 0, "c", Self.green),
                                       Self.cell(22, 0, ",")],
                                 cursorAt: Point(x: 1, y: 0), size: Size(width: 40, height: 2))
        #expect(String(decoding: bytes, as: UTF8.self)
            == "a\u{1B}[19C\u{1B}[1mb\u{1B}(B\u{1B}[m\u{1B}[32mc\u{1B}[39;49m,\u{1B}[22D")
    }

    @Test func aShortGapInThePenAlreadySetIsWrittenAgainRatherThanMovedOver() {
        var writer = FrameWriter(capabilities: Self.xterm)
        writer.adopt(cursor: Point(x: 0, y: 0))
        let row = Array("abcdefghij")
        let unchanged = { (x: Int, y: Int) -> FrameWriter.Cell? in Self.cell(x, y, String(row[x]), x == 7 ? Self.bold : .plain) }
        let bytes = writer.bytes(for: [Self.cell(0, 0, "A"), Self.cell(3, 0, "D"), Self.cell(9, 0, "J")], cursorAt: nil,
                                 size: Size(width: 10, height: 1), unchanged: unchanged)
        // "bc" costs 2 bytes where ESC[2C costs 4; the gap before J holds a bold cell, so it is moved over.
        #expect(String(decoding: bytes, as: UTF8.self) == "AbcD\u{1B}[5CJ")
    }

    @Test func movesLeftAndErasesRunsOfBlanks() {
        var writer = FrameWriter(capabilities: Self.xterm)
        writer.adopt(cursor: Point(x: 30, y: 0))
        let blank = (0..<12).map { Self.cell(40 + $0, 0, " ") }
        let toEnd = (0..<8).map { Self.cell(52 + $0, 1, " ") }
        let bytes = writer.bytes(for: [Self.cell(29, 0, " ")] + blank + [Self.cell(1, 1, "a")] + toEnd, cursorAt: Point(x: 29, y: 0),
                                 size: Size(width: 60, height: 2))
        // Back one with ^H, twelve blanks erased (ESC[12X, then ESC[12C would still be shorter than
        // twelve spaces), the row's end cleared with ESC[K, and the cursor back with one CUP.
        #expect(String(decoding: bytes, as: UTF8.self)
            == "\u{08} \u{1B}[10C\u{1B}[12X\u{1B}[2;2Ha\u{1B}[50C\u{1B}[K\u{1B}[1;30H")
    }

    @Test func anUnknownTerminalIsResetFirstAndLeftPlain() {
        var writer = FrameWriter(capabilities: Self.xterm)
        let bytes = writer.bytes(for: [Self.cell(3, 1, "x", Self.bold)], cursorAt: nil, size: Size(width: 10, height: 3))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[2;4H\u{1B}(B\u{1B}[m\u{1B}[1mx\u{1B}(B\u{1B}[m")
        #expect(writer.pen == .plain)
    }

    @Test func afterTheLastColumnTheCursorIsAddressedAgain() {
        var writer = FrameWriter(capabilities: Self.xterm)
        writer.adopt(cursor: Point(x: 0, y: 0))
        let bytes = writer.bytes(for: [Self.cell(9, 0, "x"), Self.cell(0, 1, "y")], cursorAt: nil, size: Size(width: 10, height: 3))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[9Cx\u{1B}[2;1Hy")
    }

    @Test func theLastCellIsLeftAloneWhereWritingItWouldScroll() {
        var capabilities = Self.xterm
        capabilities.lastCellScrolls = true
        var writer = FrameWriter(capabilities: capabilities)
        writer.adopt(cursor: nil)
        let bytes = writer.bytes(for: [Self.cell(8, 2, "a"), Self.cell(9, 2, "b")], cursorAt: nil, size: Size(width: 10, height: 3))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[3;9Ha")
    }

    @Test func aResetThatMayKeepColoursSetsThemAgain() {
        var capabilities = Self.xterm
        capabilities.reset = Array("\u{1B}[0;10m".utf8)
        capabilities.resetClearsColors = false
        var writer = FrameWriter(capabilities: capabilities)
        writer.adopt(cursor: Point(x: 0, y: 0))
        let boldRed = Pen(attributes: .bold, foreground: 1, background: -1)
        let red = Pen(attributes: [], foreground: 1, background: -1)
        let bytes = writer.bytes(for: [Self.cell(0, 0, "a", boldRed), Self.cell(1, 0, "b", red)], cursorAt: nil,
                                 size: Size(width: 10, height: 1))
        // Bold goes off through the reset; red and the default background are set again after it.
        #expect(String(decoding: bytes, as: UTF8.self)
            == "\u{1B}[1m\u{1B}[31ma\u{1B}[0;10m\u{1B}[39;49m\u{1B}[31mb\u{1B}[39;49m")
    }

    @Test func paddingInADescriptionIsNotSent() {
        let padded = "\u{1B}[m\u{0F}$<2>x$<5.5*/>y$<z"
        let bytes = padded.withCString { FrameWriter.Capabilities.bytes($0) }
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[m\u{0F}xy$<z")
    }

    /// Random frames, one after another, each written as the buffer's diff from the last: the
    /// terminal that reads the bytes shows every frame exactly, text and pen.
    @Test func aTerminalReadingTheBytesShowsEveryFrame() {
        var random = SplitMix(seed: 19)
        let size = Size(width: 23, height: 5)
        let texts = ["ab", " ", "日本", "é", "x-y", "👍", "Flash sale"]
        let styles = [Style.plain, Style().bold, Style().fg(.ansi(2)), Style().underlined.reversed.fg(.indexed(196)).bg(.ansi(4)),
                      Style().dim.bg(.indexed(24))]
        let pens = [Pen.plain, Self.bold, Self.green, Pen(attributes: [.underline, .reverse], foreground: 196, background: 4),
                    Pen(attributes: .dim, foreground: -1, background: 24)]
        var writer = FrameWriter(capabilities: Self.xterm)
        var screen = Emulator(size: size)
        var previous = Buffer(size: size)
        writer.adopt(cursor: Point(x: 0, y: 0))
        for round in 0..<400 {
            var buffer = previous
            for _ in 0..<random.next(6) {
                let style = random.next(styles.count)
                buffer.write(texts[random.next(texts.count)], x: random.next(size.width), y: random.next(size.height), style: styles[style])
            }
            let cells = buffer.diff(from: previous).map { update in
                FrameWriter.Cell(x: update.x, y: update.y, text: Array(update.cell.grapheme.utf8), width: update.cell.width,
                                 pen: pens[styles.firstIndex(of: update.cell.style) ?? 0])
            }
            let cursor = random.next(2) == 0 ? Point(x: random.next(size.width), y: random.next(size.height)) : nil
            screen.feed(writer.bytes(for: cells, cursorAt: cursor, size: size))
            for y in 0..<size.height {
                for x in 0..<size.width where !buffer[x, y].isContinuation {
                    #expect(screen.text[y][x] == buffer[x, y].grapheme, "round \(round) at \(x),\(y)")
                    #expect(screen.pens[y][x] == pens[styles.firstIndex(of: buffer[x, y].style) ?? 0], "round \(round) at \(x),\(y)")
                }
            }
            #expect(screen.pen == .plain)
            if let cursor { #expect(screen.cursor == cursor) }
            previous = buffer
        }
    }
}

/// A terminal that understands what `FrameWriterTests.xterm` sends: CUP, CUF, SGR and text,
/// a wide character taking two columns and blanking what it half covers, as xterm does.
struct Emulator {
    var text: [[String]]
    var pens: [[FrameWriter.Pen]]
    var pen = FrameWriter.Pen.plain
    var cursor = Point(x: 0, y: 0)
    let size: Size

    init(size: Size) {
        self.size = size
        text = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
        pens = Array(repeating: Array(repeating: .plain, count: size.width), count: size.height)
    }

    mutating func feed(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "\u{1B}" {
                if scalars[i + 1] == "(" { i += 3; continue }
                var j = i + 2
                var parameters = ""
                while !("@"..."~").contains(scalars[j]) { parameters.unicodeScalars.append(scalars[j]); j += 1 }
                let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                switch scalars[j] {
                case "H": cursor = Point(x: numbers[1] - 1, y: numbers[0] - 1)
                case "C": cursor.x += numbers[0]
                case "D": cursor.x = max(0, cursor.x - numbers[0])
                case "X": erase(count: numbers[0])
                case "K": erase(count: size.width - cursor.x)
                case "m": sgr(numbers)
                default: Issue.record("unexpected sequence \(parameters)\(scalars[j])")
                }
                i = j + 1
                continue
            }
            if scalars[i] == "\u{08}" { cursor.x = max(0, cursor.x - 1); i += 1; continue }
            if scalars[i] == "\r" { cursor.x = 0; i += 1; continue }
            var cluster = String(scalars[i])
            i += 1
            while i < scalars.count, scalars[i] != "\u{1B}", String(cluster + String(scalars[i])).count == 1 {
                cluster.unicodeScalars.append(scalars[i])
                i += 1
            }
            put(cluster)
        }
    }

    private mutating func put(_ cluster: String) {
        let width = DisplayWidth.of(cluster)
        let (x, y) = (cursor.x, cursor.y)
        // Whatever a write half covers is blanked whole.
        for column in x..<min(size.width, x + width) {
            if text[y][column].isEmpty, column > 0 { text[y][column - 1] = " " }
            if column + 1 < size.width, text[y][column + 1].isEmpty { text[y][column + 1] = " " }
        }
        text[y][x] = cluster
        pens[y][x] = pen
        if width == 2 { text[y][x + 1] = ""; pens[y][x + 1] = pen }
        cursor.x = min(size.width - 1, x + width)
    }

    /// Blanks `count` cells from the cursor in the pen's colours without attributes, as a
    /// terminal with `bce` does; the cursor stays.
    private mutating func erase(count: Int) {
        let (x, y) = (cursor.x, cursor.y)
        let end = min(size.width, x + count)
        if x > 0, text[y][x].isEmpty { text[y][x - 1] = " " }
        if end < size.width, text[y][end].isEmpty { text[y][end] = " " }
        for column in x..<end {
            text[y][column] = " "
            pens[y][column] = FrameWriter.Pen(attributes: [], foreground: pen.foreground, background: pen.background)
        }
    }

    private mutating func sgr(_ numbers: [Int]) {
        var k = 0
        while k < numbers.count {
            switch numbers[k] {
            case 0: pen = .plain
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.reverse)
            case 30...37: pen.foreground = Int32(numbers[k] - 30)
            case 40...47: pen.background = Int32(numbers[k] - 40)
            case 38: pen.foreground = Int32(numbers[k + 2]); k += 2
            case 48: pen.background = Int32(numbers[k + 2]); k += 2
            case 39: pen.foreground = -1
            case 49: pen.background = -1
            default: Issue.record("unexpected SGR \(numbers[k])")
            }
            k += 1
        }
    }
}

/// A small seeded generator, so a failing round can be run again.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

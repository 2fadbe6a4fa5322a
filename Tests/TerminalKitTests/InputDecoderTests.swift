import Testing
@testable import TerminalKit

@Suite struct InputDecoderTests {
    func raw(_ text: String) -> [RawInput] { text.unicodeScalars.map { .scalar($0) } }

    @Test func printableGraphemesAndControls() {
        var decoder = InputDecoder()
        let events = decoder.decode(raw("aé日👍🏽\u{3}\t\r\u{7F}"))
        #expect(events == [.key(.char("a")), .key(.char("é")), .key(.char("日")), .key(.char("👍🏽")),
                           .key(.ctrl("c")), .key(.tab), .key(.enter), .key(.backspace)])
    }

    @Test func combiningMarkArrivingLaterJoins() {
        var decoder = InputDecoder()
        #expect(decoder.decode(raw("e\u{301}")) == [.key(.char("é"))])
    }

    @Test func escapeAltAndSequences() {
        var decoder = InputDecoder()
        #expect(decoder.decode(raw("\u{1B}")) == [.key(.escape)])
        #expect(decoder.decode(raw("\u{1B}b")) == [.key(.alt("b"))])
        #expect(decoder.decode(raw("\u{1B}\u{1B}")) == [.key(.escape), .key(.escape)])
        #expect(decoder.decode(raw("\u{1B}[1;5C")) == [.key(KeyEvent(.right, .ctrl))])
        #expect(decoder.decode(raw("\u{1B}[99x")) == [])
        #expect(decoder.decode([.scalar("\u{1B}"), .key(KeyEvent(.left))]) == [.key(KeyEvent(.left, .alt))])
    }

    @Test func bracketedPasteIsOneEventEvenAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.decode(raw("x\u{1B}[200~line 1\nline \u{1B}]0;t")) == [.key(.char("x"))])
        #expect(decoder.isInsidePaste)
        #expect(decoder.decode(raw("\u{7}2\u{1B}[201~y")) == [.paste("line 1\nline \u{1B}]0;t\u{7}2"), .key(.char("y"))])
    }

    @Test("The terminal's answers to the graphics query are dropped however late they come, in one read or several")
    func lateRepliesAreNotKeys() {
        var decoder = InputDecoder()
        // XTVERSION, kitty's answer and the device attributes, as xterm sends them together.
        let answer = "\u{1B}P>|xterm(390)\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c"
        #expect(decoder.decode(raw("a" + answer + "b")) == [.key(.char("a")), .key(.char("b"))])
        // Cut anywhere, even between the terminator's two scalars.
        for cut in 1..<answer.unicodeScalars.count {
            var split = InputDecoder()
            let scalars = Array(answer.unicodeScalars)
            let first = split.decode(scalars[..<cut].map { .scalar($0) })
            let second = split.decode(scalars[cut...].map { .scalar($0) } + raw("z"))
            // A read that ends in an opening Esc is the Esc key (the terminal library waited for
            // more): the terminal writes its answer at once, so only other cuts are real.
            if scalars[cut - 1] == "\u{1B}" && scalars[cut] != "\\" { continue }
            // Nor can "ESC P" or "ESC _" ending a read be told from Alt-P or Alt-_.
            if cut >= 2 && scalars[cut - 2] == "\u{1B}" && (scalars[cut - 1] == "P" || scalars[cut - 1] == "_") { continue }
            #expect(first.isEmpty && second == [.key(.char("z"))], "cut at \(cut): \(first) \(second)")
        }
        // BEL ends a string too; Alt-P and Alt-_ typed alone stay keys.
        #expect(decoder.decode(raw("\u{1B}P>|x\u{7}c")) == [.key(.char("c"))])
        #expect(decoder.decode(raw("\u{1B}P")) == [.key(.alt("P"))])
        #expect(decoder.decode(raw("\u{1B}_")) == [.key(.alt("_"))])
        #expect(decoder.decode(raw("\u{1B}Px")) == [.key(.alt("P")), .key(.char("x"))])
        // A read ending in "ESC [": a letter after it is a key; the rest of an answer is not.
        #expect(decoder.decode(raw("\u{1B}[")) == [])
        #expect(decoder.decode(raw("a")) == [.key(.char("a"))])
        #expect(decoder.decode(raw("\u{1B}[?6")) == [])
        #expect(decoder.decode(raw("2;4cb")) == [.key(.char("b"))])
    }

    @Test("A reply that never ends stops being dropped after its limit")
    func endlessReply() {
        var decoder = InputDecoder()
        let events = decoder.decode(raw("\u{1B}_G" + String(repeating: "x", count: InputDecoder.maxReply) + "yz"))
        #expect(events.count >= 2 && events.suffix(2) == [.key(.char("y")), .key(.char("z"))])
    }
}

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
}

import Testing
@testable import TerminalKit

@Suite struct TextAreaTests {
    @Test func enterSplitsAndBackspaceJoins() {
        var area = TextArea()
        area.isFocused = true
        area.type("Hello")
        area.send([.key(.left), .key(.left), .key(.enter)])
        #expect(area.text == "Hel\nlo")
        #expect(rows(&area, width: 6, height: 3) == ["Hel   ", "lo    ", "      "])
        #expect(area.cursor == Point(x: 0, y: 1))
        area.send([.key(.backspace)])
        #expect(area.text == "Hello")
        #expect(area.position.column == 3)
        area.send([.key(.end), .key(.delete)])
        #expect(area.text == "Hello")
    }

    @Test func upAndDownKeepTheCellColumnAcrossWideText() {
        var area = TextArea(text: "abcdef\n日本語\nxy")
        area.isFocused = true
        area.send([.key(.up), .key(.up), .key(.end), .key(.left), .key(.left)])  // before "e", cell 4
        area.send([.key(.down)])
        #expect(area.position == (1, 2))  // before 語, which starts at cell 4
        area.send([.key(.down)])
        #expect(area.position == (2, 2))
    }

    @Test func pasteOfSeveralLines() {
        var area = TextArea(text: "AZ")
        area.send([.key(.left), .paste("1\n2\n3")])
        #expect(area.text == "A1\n2\n3Z")
        #expect(area.position == (2, 1))
    }

    @Test func scrollsVertically() {
        var area = TextArea(text: "1\n2\n3\n4\n5")
        area.isFocused = true
        #expect(rows(&area, width: 2, height: 2) == ["4 ", "5 "])
        area.send([.key(.pageUp), .key(.pageUp), .key(.up)])
        #expect(rows(&area, width: 2, height: 2) == ["2 ", "3 "])
        #expect(area.cursor == Point(x: 1, y: 0))  // the column is kept
        area.send([.key(.up)])
        #expect(rows(&area, width: 2, height: 2) == ["1 ", "2 "])
    }
}

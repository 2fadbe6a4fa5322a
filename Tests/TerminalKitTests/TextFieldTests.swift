import Testing
@testable import TerminalKit

@Suite struct TextFieldTests {
    @Test func typingAsciiJapaneseAndEmoji() {
        var field = TextField()
        field.isFocused = true
        field.type("Hi 日本🎉")
        #expect(field.text == "Hi 日本🎉")
        #expect(rows(&field, width: 12) == ["Hi 日本🎉   "])
        #expect(field.cursor == Point(x: 9, y: 0))
    }

    @Test func scrollsToKeepTheCursorVisible() {
        var field = TextField(text: "abcdefghij")
        field.isFocused = true
        #expect(rows(&field, width: 5) == ["ghij "])
        #expect(field.cursor == Point(x: 4, y: 0))
        field.send([.key(.home)])
        #expect(rows(&field, width: 5) == ["abcde"])
        #expect(field.cursor == Point(x: 0, y: 0))
    }

    @Test func crossingTheRightEdgeMovesTheLineByHalfItsWidth() {
        var field = TextField(text: "0123456789abcdefghijklmnopqrstuvwxyz")
        field.isFocused = true
        field.send([.key(.home)])
        #expect(rows(&field, width: 20) == ["0123456789abcdefghij"])
        // One step past the edge (with three cells of what follows in view) moves half the width.
        for _ in 0..<16 { field.send([.key(.right)]) }
        #expect(rows(&field, width: 20) == ["0123456789abcdefghij"])
        field.send([.key(.right)])
        #expect(rows(&field, width: 20) == ["abcdefghijklmnopqrst"])
        #expect(field.cursor == Point(x: 7, y: 0))
        // A jump to three before the end shows the end, and the blanks after it.
        for _ in 0..<16 { field.send([.key(.right)]) }
        #expect(rows(&field, width: 20) == ["klmnopqrstuvwxyz    "])
        #expect(field.cursor == Point(x: 13, y: 0))
    }

    @Test func typingPastTheEdgeMovesTheLineOnceEveryHalfWidth() {
        // Between the moves each key changes at most one cell, so the terminal is sent one character.
        var field = TextField()
        field.isFocused = true
        var moves = 0
        var last = rows(&field, width: 20)[0]
        for character in "Flash sale today only in every size, in every colour".map(String.init) {
            field.type(character)
            let now = rows(&field, width: 20)[0]
            let changed = zip(last, now).filter { $0 != $1 }.count
            // A typed space at the end changes no cell's text.
            if changed > 1 { moves += 1 }
            last = now
        }
        // 52 characters in 20 cells: the line moved at 20, 30, 40 and 50.
        #expect(moves == 4)
        #expect(field.cursor == Point(x: 12, y: 0))
    }

    @Test func aLongLineWithOneEmojiShowsItsEnd() {
        // Measured a grapheme at a time, drawn only where in view.
        var field = TextField(text: String(repeating: "ab", count: 30) + "🎉cd")
        field.isFocused = true
        #expect(rows(&field, width: 10) == ["babab🎉cd "])
        #expect(field.cursor == Point(x: 9, y: 0))
        field.send([.key(.home)])
        #expect(rows(&field, width: 10) == ["ababababab"])
    }

    @Test func wideCharactersCutByTheEdgesAreLeftBlank() {
        var field = TextField(text: "日本語テスト")  // 12 cells
        field.isFocused = true
        // Width 6 at the end: the cursor's cell after the text is at 12, the offset a multiple of 3
        // that shows it, 9, which cuts ス.
        #expect(rows(&field, width: 6) == [" ト   "])
        field.send([.key(.home)])
        #expect(rows(&field, width: 5) == ["日本 "])
        field.send([.key(.right), .key(.right), .key(.right)])  // before テ at cell 6
        // One cell of what follows comes in with it (a quarter of the width), which cuts ス.
        #expect(rows(&field, width: 5) == ["語テ "])
        #expect(field.cursor == Point(x: 2, y: 0))
    }

    @Test func wordAndLineMotions() {
        var field = TextField(text: "send the push now")
        field.send([.key(KeyEvent(.left, .ctrl))])
        #expect(field.editor.cursor == 14)
        field.send([.key(.alt("b")), .key(.alt("b"))])
        #expect(field.editor.cursor == 5)
        field.send([.key(.alt("f"))])
        #expect(field.editor.cursor == 8)
        field.send([.key(.ctrl("w"))])
        #expect(field.text == "send  push now")
        field.send([.key(.ctrl("k"))])
        #expect(field.text == "send ")
        field.send([.key(.ctrl("a")), .key(.delete), .key(.ctrl("e")), .key(.backspace)])
        #expect(field.text == "end")
        field.send([.key(.left), .key(.ctrl("u"))])
        #expect(field.text == "d")
    }

    @Test func editingMovesByGrapheme() {
        var field = TextField(text: "a🇯🇵e\u{301}")
        field.send([.key(.backspace)])
        #expect(field.text == "a🇯🇵")
        field.send([.key(.backspace)])
        #expect(field.text == "a")
        field.type("e")
        field.type("\u{301}")  // a combining mark typed on its own joins the letter before it
        #expect(field.editor.characters.count == 2)
    }

    @Test func pasteOfLongTextBecomesOneLine() {
        var field = TextField()
        field.isFocused = true
        let long = String(repeating: "ab ", count: 40) + "end\nnext"
        field.send([.paste(long)])
        #expect(field.text.hasSuffix("end next"))
        // 128 characters: the view starts at 120, the multiple of half its width that shows the cursor.
        #expect(rows(&field, width: 10) == ["end next  "])
        #expect(field.cursor == Point(x: 8, y: 0))
    }

    @Test func controlCharactersShowAsPlaceholders() {
        var field = TextField()
        field.isFocused = true
        field.send([.paste("a\u{1B}]0;x\u{7}\u{202E}b")])
        #expect(field.text == "a\u{1B}]0;x\u{7}\u{202E}b")
        #expect(rows(&field, width: 20) == ["a␛]0;x␇⟨U+202E⟩b    "])
        #expect(field.cursor == Point(x: 16, y: 0))
        let cells = buffer(&field, width: 20)
        #expect(cells[1, 0].style.attributes.contains(.dim))
    }

    @Test func placeholderWhenEmpty() {
        var field = TextField(placeholder: "Title")
        #expect(rows(&field, width: 8) == ["Title   "])
        #expect(field.cursor == nil)
    }
}

@testable import ComposerApp
import TerminalKit
import TestSupport
import Testing

/// A key that only types into the focused field is shown before what follows from it: the loop
/// draws the field's value at once, then derives the check, payload and card and draws the frame.
@MainActor
@Suite("A typed key is shown first")
struct TypingEchoTests {
    /// The state drawn afresh by the real view: what the frame after a key must be.
    func fresh(_ h: ComposerHarness) -> Frame {
        ComposerView(state: h.state, theme: h.theme).render()
    }

    /// Runs `body` on each field of `kinds` on every screen, focused with the cursor at its end.
    func eachField(_ h: ComposerHarness, of kinds: [FieldKind], _ body: (FieldID) throws -> Void) rethrows {
        for _ in h.state.screens {
            for _ in h.state.fields {
                defer { h.press(KeyEvent(.tab)) }
                guard let field = h.state.focusedField, kinds.contains(field.kind) else { continue }
                h.press(KeyEvent(.end))
                try body(field)
            }
            h.press(.ctrl("n"))
        }
    }

    @Test("A letter is drawn in its field first, alone; then the frame of the new push, gauge and preview with it")
    func echoThenFrame() throws {
        let h = ComposerHarness(size: ComposerHarness.wide)
        h.press(KeyEvent(.end))
        let before = try #require(h.terminal.lastFrame)
        let drawn = h.terminal.frames.count
        h.type("!")
        let frames = Array(h.terminal.frames.dropFirst(drawn))
        try #require(frames.count == 2)
        let (echo, after) = (frames[0], frames[1])
        #expect(echo.buffer.diff(from: before.buffer).map(\.cell.grapheme) == ["!"], "the echo writes the letter and nothing else")
        #expect(h.gaugeRow(echo) == h.gaugeRow(before))
        #expect(after == fresh(h))
        #expect(h.gaugeRow(after) != h.gaugeRow(before), "the gauge follows in the same pass")
        #expect(echo.cursor == after.cursor)
    }

    @Test("Keys that do more than type, and keys in a dialog, draw one frame each")
    func otherKeysDrawOnce() {
        let h = ComposerHarness()
        for key in [KeyEvent(.tab), .ctrl("t"), .ctrl("g")] {
            let drawn = h.terminal.frames.count
            h.press(key)
            #expect(h.terminal.frames.count == drawn + 1, "\(key)")
            #expect(h.terminal.lastFrame == fresh(h), "\(key)")
        }
        // The help is open: a letter goes to it, not to a field.
        #expect(h.state.overlay != nil)
        let drawn = h.terminal.frames.count
        h.type("x")
        #expect(h.terminal.frames.count <= drawn + 1)
    }

    @Test("In every text field of every screen, small and wide, the echo agrees with the frame after it on the value's row",
          arguments: [Size(width: 60, height: 16), ComposerHarness.small, ComposerHarness.wide])
    func everyField(size: Size) throws {
        let h = ComposerHarness(size: size)
        var echoed = 0
        try eachField(h, of: [.text, .multiline, .lines]) { field in
            for key in Event.typing("ab") + [.key(KeyEvent(.backspace))] {
                let drawn = h.terminal.frames.count
                h.send(key)
                let last = try #require(h.terminal.lastFrame)
                #expect(last == fresh(h), "\(field) at \(size)")
                guard h.terminal.frames.count == drawn + 2, let cursor = try #require(h.terminal.frames[drawn].cursor) else { continue }
                echoed += 1
                let (before, echo) = (h.terminal.frames[drawn - 1], h.terminal.frames[drawn])
                // The echo writes inside the form, on the value's rows only: a line, or a box.
                let form = h.state.layout.form
                let rows = field.kind == .text ? cursor.y...cursor.y : (cursor.y - 3)...(cursor.y + 3)
                #expect(echo.buffer.diff(from: before.buffer).allSatisfy { form.contains(Point(x: $0.x, y: $0.y)) && rows.contains($0.y) },
                        "\(field) at \(size)")
                // Where the new facts leave the rows in place (no note came or went above),
                // the value's row reads the same before and after them, "more" marks included.
                guard last.cursor == cursor else { continue }
                let columns = form.x..<form.maxX
                #expect(echo.buffer.text(row: cursor.y, columns: columns) == last.buffer.text(row: cursor.y, columns: columns),
                        "\(field) at \(size)")
            }
        }
        #expect(echoed > 10, "typed keys were echoed at \(size)")
    }

    @Test("In every line of words of every screen, small and wide, the slot known before a letter is where the frame after it shows the letter",
          arguments: [Size(width: 60, height: 16), ComposerHarness.small, ComposerHarness.wide])
    func slotAgreesWithTheFrame(size: Size) throws {
        let h = ComposerHarness(size: size)
        var slots = 0
        try eachField(h, of: [.text]) { field in
            // An empty line has no slot: its first letter often brings a note.
            if h.state.draft.text(of: field).isEmpty { h.type("x") }
            for letter in ["a", "Z", "7", " ", "~"] as [Character] {
                let before = fresh(h)
                guard let slot = TypingSlot.on(before, of: h.state, theme: h.theme) else { continue }
                let patch = try #require(slot.patch(for: .char(letter)))
                let drawn = h.terminal.frames.count
                h.type(String(letter))
                let after = fresh(h)
                slots += 1
                var shown = before.buffer
                shown.paste(patch.buffer, at: patch.origin)
                // The loop wrote the letter from the slot first, then the frame (none when the
                // letter changed nothing else on screen).
                try #require(h.terminal.frames.count > drawn, "\(field) at \(size)")
                #expect(h.terminal.frames[drawn].buffer == shown, "\(field) at \(size)")
                // The letter stands where the frame after it shows it, the cursor after it, and
                // the value's row reads the same (a note may come below it).
                let form = h.state.layout.form
                #expect(after.cursor == patch.cursor, "\(field) at \(size)")
                #expect(shown.text(row: patch.origin.y, columns: form.x..<form.maxX) == after.buffer.text(row: patch.origin.y, columns: form.x..<form.maxX),
                        "\(field) at \(size)")
                #expect(shown.cell(at: patch.origin) == after.buffer.cell(at: patch.origin), "\(field) at \(size)")
            }
        }
        #expect(slots > 20, "letters had a slot at \(size)")
    }

    @Test("Only a printable ASCII letter without modifiers, bound to nothing, is written from the slot")
    func slotTakesOnlyLetters() throws {
        let h = ComposerHarness(size: ComposerHarness.wide)
        h.press(KeyEvent(.end))
        let slot = try #require(TypingSlot.on(fresh(h), of: h.state, theme: h.theme))
        #expect(slot.patch(for: .char("q")) != nil)
        for key in [KeyEvent.ctrl("s"), KeyEvent(.backspace), KeyEvent(.delete), .char("é"), .char("🎉"), .alt("u"), KeyEvent(.tab)] {
            #expect(slot.patch(for: key) == nil, "\(key)")
        }
        // With the cursor inside the text, a letter moves what follows it: no slot.
        h.press(KeyEvent(.left))
        #expect(TypingSlot.on(fresh(h), of: h.state, theme: h.theme) == nil)
        // Nor with a dialog open.
        h.press(KeyEvent(.end))
        h.press(.ctrl("g"))
        #expect(TypingSlot.on(fresh(h), of: h.state, theme: h.theme) == nil)
    }

    @Test("A refused letter in a number field leaves the field and the frame as they were")
    func refusedLetter() throws {
        let h = ComposerHarness()
        for _ in 0..<200 where h.state.focusedField != .badgeCount {
            if h.state.focusedField == .badgeMode { h.type("3"); break }
            let screen = h.state.screen
            h.press(KeyEvent(.tab))
            if h.state.screen == screen && h.state.focusIndex == 0 { h.press(.ctrl("n")) }
        }
        try #require(h.state.focusedField == .badgeCount)
        let before = h.state.draft.push.badge
        h.type("q")
        #expect(h.state.draft.push.badge == before)
        #expect(h.terminal.lastFrame == fresh(h))
    }
}

/// An editor keeps how its line is shown in step with typing, deleting and pasting: drawn, it
/// matches an editor made afresh from the same text.
@Suite("Line view kept in step")
struct LineViewInStepTests {
    func drawn(_ editor: LineEditor, width: Int) -> (Buffer, Point?) {
        var field = TextField(text: "")
        field.editor = editor
        field.isFocused = true
        var buffer = Buffer(size: Size(width: width, height: 1))
        field.render(in: Rect(x: 0, y: 0, width: width, height: 1), buffer: &buffer)
        return (buffer, field.cursor)
    }

    @Test("Typed at the end, deleted, pasted in the middle: the same as made afresh",
          arguments: ["", "plain", "Flash sale ⚡", "e\u{301}t\u{E9}", "bell\u{7}here", "🇫🇷 flag", "日本語"])
    func inStep(start: String) {
        var editor = LineEditor(start)
        for step in 0..<12 {
            switch step % 4 {
            case 0, 1: editor.insert("x")
            case 2: editor.deleteBackward()
            default: editor.insert("yz")
            }
            if step == 6 { editor.moveLeft(); editor.insert("\u{301}"); editor.moveToEnd() }
            var fresh = LineEditor(editor.text)
            fresh.cursor = editor.cursor
            for width in [4, 12, 40] {
                let (a, b) = (drawn(editor, width: width), drawn(fresh, width: width))
                #expect(a.0 == b.0 && a.1 == b.1, "\(start) step \(step) width \(width)")
            }
        }
    }
}

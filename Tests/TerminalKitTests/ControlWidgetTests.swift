import Testing
@testable import TerminalKit

@Suite struct ControlWidgetTests {
    @Test func toggleFlips() {
        var toggle = Toggle("Mutable content")
        #expect(rows(&toggle, width: 12) == ["[ ] Mutable…"])
        toggle.send([.key(.char(" "))])
        #expect(toggle.isOn)
        toggle.send([.key(.enter)])
        #expect(!toggle.isOn)
        let used = toggle.handle(.key(.char("x")))
        #expect(used == false)
    }

    @Test func choicePickerCycles() {
        var picker = ChoicePicker(["active", "passive", "time-sensitive"])
        picker.send([.key(.right)])
        #expect(rows(&picker, width: 14) == ["‹ passive ›   "])
        picker.send([.key(.right), .key(.right)])
        #expect(picker.selected == "active")
        picker.send([.key(.left)])
        #expect(rows(&picker, width: 12) == ["‹ time-se… ›"])
    }

    @Test func numberFieldStaysInBounds() {
        var number = NumberField(value: 5, bounds: 0...10)
        number.send([.key(.up)])
        #expect(number.value == 6)
        number.send([.key(.pageUp)])
        #expect(number.value == 10)
        number.send([.key(.backspace), .key(.backspace)])
        number.type("42x")
        #expect(number.typedValue == 42)
        #expect(!number.isValid)
        #expect(rows(&number, width: 12) == ["42  (0–10)  "])
        let cells = buffer(&number, width: 12)
        #expect(cells[0, 0].style.foreground == .red)
        number.send([.key(.enter)])
        #expect(number.editor.text == "10")
        number.send([.key(.down)])
        #expect(number.value == 9)
    }

    @Test func editableListAddsRemovesAndReorders() {
        var list = EditableList(["one", "two", "three"])
        list.isFocused = true
        list.send([.key(.down)])
        list.send([.key(KeyEvent(.up, .alt))])
        #expect(list.items == ["two", "one", "three"])
        #expect(list.selection == 0)
        list.add("new")
        #expect(list.items == ["two", "new", "one", "three"])
        list.send([.key(.delete)])
        #expect(list.items == ["two", "one", "three"])
        #expect(rows(&list, width: 8, height: 2) == ["  two   ", "› one   "])
        list.send([.key(.end)])
        #expect(rows(&list, width: 8, height: 2) == ["  one   ", "› three "])
        let cells = buffer(&list, width: 8, height: 2)
        #expect(cells[0, 1].style == Style().reversed)
        var empty = EditableList()
        #expect(rows(&empty, width: 8) == ["(empty) "])
    }

    @Test func tabsShowSelection() {
        var tabs = Tabs(["Alert", "Payload", "送信"])
        tabs.send([.key(.right)])
        #expect(rows(&tabs, width: 24) == [" Alert │ Payload │ 送信 "])
        let cells = buffer(&tabs, width: 24)
        #expect(cells[8, 0].style.attributes.contains(.reverse))
        #expect(rows(&tabs, width: 12) == [" Alert │ Pa…"])
    }

    @Test func helpBarDropsWholeHints() {
        let bar = HelpBar([.init("Tab", "next"), .init("^C", "quit"), .init("F1", "help")])
        var copy = bar
        #expect(rows(&copy, width: 20) == ["Tab next  ^C quit   "])
        #expect(rows(&copy, width: 26) == ["Tab next  ^C quit  F1 help"])
    }
}

@testable import ComposerApp
import ComposerSettings
import FileTestSupport
import PushCore
import PushPersonalization
import TerminalKit
import TestSupport
import Testing

/// ^V: Liquid for an attribute, inserted where the cursor is, with each test user's value beside
/// it; and Liquid coloured wherever the push's text is drawn.
@MainActor
@Suite("Insert an attribute, Liquid in colour")
struct AttributePickerTests {
    func harness(_ json: String = #"{"alert":{"title":"Sale","body":"Ends soon"}}"#) throws -> ComposerHarness {
        let h = ComposerHarness(json: json, size: ComposerHarness.wide)
        h.state.testUsers = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana", "custom_attribute": {"tier": "gold"}}, "ken": {"first_name": "健二"}}"#.utf8),
                                                file: "users.json")
        return h
    }

    @Test("^V lists the standard and the users' attributes with each user's value; Enter inserts Braze's Liquid at the cursor, the cursor in the default's quotes")
    func insertsFirstName() throws {
        let h = try harness()
        h.focus(.title)
        h.press(KeyEvent(.end))
        h.type(" for ")
        h.press(.ctrl("v"))
        #expect(h.frameText.contains("Insert an attribute"))
        #expect(h.frameText.contains("${first_name}") && h.frameText.contains("ana Ana · ken 健二"))
        #expect(h.frameText.contains("custom_attribute.${tier}") && h.frameText.contains("ana gold · ken —"))
        h.type("first")
        #expect(h.frameText.contains("Inserts {{${first_name} | default: ''}}"))
        h.press(KeyEvent(.enter))
        #expect(h.state.overlay == nil)
        h.type("friend")
        #expect(h.state.draft.document.push.alert?.title == "Sale for {{${first_name} | default: 'friend'}}")
    }

    @Test("With many test users the picker shows the first few users' values and how many more there are")
    func manyUsers() throws {
        let h = try harness()
        let many = (1...40).map { #""u\#($0)": {"first_name": "Name\#($0)"}"# }.joined(separator: ", ")
        h.state.testUsers = try TestUsers.parse(Array("{\(many)}".utf8), file: "users.json")
        h.focus(.title)
        h.press(.ctrl("v"))
        #expect(h.frameText.contains("u1 Name1 · u2 Name2"))
        #expect(!h.frameText.contains("u9 Name9"), "only the first \(InsertableAttribute.shownUsers)")
        #expect(h.state.overlay.map { overlay -> Bool in
            if case .attributes(let picker) = overlay { return picker.attributes.first?.moreUsers == 32 }
            return false
        } == true)
    }

    @Test("A custom attribute goes in as custom_attribute.${name}, and nothing matches a name no one has")
    func insertsCustom() throws {
        let h = try harness()
        h.focus(.body)
        h.press(.ctrl("v"))
        h.type("zzz")
        #expect(h.frameText.contains("No attribute holds \"zzz\""))
        h.press(KeyEvent(.enter))
        #expect(h.state.overlay != nil, "Enter with nothing chosen inserts nothing")
        h.press(KeyEvent(.backspace), KeyEvent(.backspace), KeyEvent(.backspace))
        h.type("tier")
        h.press(KeyEvent(.enter))
        #expect(h.state.draft.document.push.alert?.body == "Ends soon{{custom_attribute.${tier}}}")
    }

    @Test("^V away from a text field says where it works; Esc closes the picker without a change")
    func outsideATextField() throws {
        let h = try harness()
        h.go(to: .level)
        h.press(.ctrl("v"))
        #expect(h.state.overlay == nil && h.helpRow(h.render()).contains("Attributes go into a text field"))
        h.go(to: .alert)
        h.focus(.title)
        h.press(.ctrl("v"))
        h.press(KeyEvent(.escape))
        #expect(h.state.overlay == nil && h.state.draft.document.push.alert?.title == "Sale")
    }

    @Test("Tags, outputs and attributes take the theme's Liquid roles in the fields and in the payload pane")
    func colours() throws {
        let h = try harness(#"{"alert":{"title":"Hi {{${first_name}}}","body":"{% if x %}Yes{% endif %}"}}"#)
        let frame = h.render()
        let theme = h.theme
        func style(at needle: String, offset: Int = 0, row: Int? = nil) -> Style? {
            for (y, line) in frame.buffer.lines.enumerated() where row == nil || row == y {
                guard let range = line.range(of: needle) else { continue }
                return frame.buffer.cell(at: Point(x: DisplayWidth.of(String(line[..<range.lowerBound])) + offset, y: y))?.style
            }
            return nil
        }
        let title = try #require(frame.find("Hi {{${first_name}}}"))
        #expect(style(at: "Hi {{", row: title.y) == theme[.fieldValue], "plain text keeps the field's style")
        #expect(style(at: "Hi {{", offset: 3, row: title.y) == theme[.liquidOutput])
        #expect(style(at: "${first_name}", row: title.y) == theme[.liquidAttribute])
        let message = try #require(frame.find("Message"))
        #expect(style(at: "{% if x %}", row: message.y) == theme[.liquidTag], "\(frame.text)")
        let payload = try #require(frame.find(#""title": "Hi {{"#))
        #expect(style(at: #""title": "Hi {{"#, offset: 13, row: payload.y) == theme[.liquidOutput])
        #expect(style(at: #""title": "Hi {{"#, offset: 10, row: payload.y) == theme[.jsonString], "the string around it stays a string")
        #expect(theme[.liquidOutput] != theme[.fieldValue] && theme[.liquidOutput] != theme[.jsonString])
    }
}

/// A Mac's Option key types characters unless the terminal sends it as Meta.
@MainActor
@Suite("Option typed as a character")
struct MacOptionKeyTests {
    @Test("π typed in a field is kept, and the status line says once how to send Alt-P; key names are written in capitals")
    func saysOnce() {
        let h = ComposerHarness(json: #"{"alert":{"title":"Sale","body":"Ends soon"}}"#, size: ComposerHarness.wide)
        h.focus(.title)
        h.press(KeyEvent(.end))
        h.type("π")
        #expect(h.state.draft.document.push.alert?.title == "Saleπ", "what was typed is kept")
        #expect(h.helpRow(h.render()).contains("Typed π: for Alt-P press Esc then P"))
        h.press(KeyEvent(.escape))
        h.type("ß")
        #expect(!h.helpRow(h.render()).contains("Typed ß"), "said once a session")
        #expect(KeyMap.name(.alt("u")) == "Alt-U" && KeyMap.name(.ctrl("v")) == "^V")
    }
}

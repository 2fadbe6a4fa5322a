@testable import ComposerApp
import FileTestSupport
import PushCore
import PushPersonalization
import TerminalKit
import Testing

/// Alt-U: the card, the pane and the gauge show the push as a test user receives it.
@MainActor
@Suite("Preview as a test user")
struct PreviewAsTests {
    static let json = #"{"alert":{"title":"Hi {{${first_name} | default: 'there'}}","body":"{% if ${first_name} == blank %}{% abort_message('no first name') %}{% endif %}Your perks"}}"#

    func harness() throws -> ComposerHarness {
        let h = ComposerHarness(json: Self.json, size: ComposerHarness.wide)
        h.state.testUsers = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana"}, "nameless": {}}"#.utf8), file: "users.json")
        return h
    }

    @Test("Alt-U cycles the users and back; the card and the payload show the rendered push")
    func cycles() throws {
        let h = try harness()
        #expect(h.frameText.contains("Hi {{${first_name}"))
        h.press(.alt("u"))
        #expect(h.state.previewUserName == "ana")
        #expect(h.frameText.contains("as ana") && h.frameText.contains(#""title": "Hi Ana""#))
        #expect(h.gaugeRow(h.render()).contains("Braze \(h.state.shownBudget.brazeBytes)/1912"))
        #expect(!h.gaugeRow(h.render()).contains("≥"), "rendered bytes are exact")
        h.press(.alt("u"))
        #expect(h.frameText.contains("Not sent to nameless: abort_message: no first"))
        h.press(.alt("u"))
        #expect(h.state.previewUser == nil && h.gaugeRow(h.render()).contains("≥"))
    }

    @Test("Typing re-renders for the chosen user at once")
    func typing() throws {
        let h = try harness()
        h.press(.alt("u"))
        h.focus(.title)
        h.press(KeyEvent(.end))
        h.type("!")
        #expect(h.frameText.contains(#""title": "Hi Ana!""#))
    }

    @Test("Without test users, Alt-U names the file by its full path and the command that adds one")
    func noUsers() {
        let h = ComposerHarness(size: ComposerHarness.wide) { $0.usersFile = "/nonexistent/.config/push-composer/users.json" }
        h.press(.alt("u"))
        #expect(h.state.status?.text.contains("adds one to /nonexistent/.config/push-composer/users.json") == true)
        #expect(h.state.status?.text.contains("push-composer users add NAME") == true)
        #expect(h.state.status?.text.contains("README") == false)
    }

    @Test("Users written while the composer runs are read at the next Alt-U, which previews the first")
    func usersAddedLater() throws {
        let folder = TemporaryFolder(fixture: ())
        let file = folder.path + "/users.json"
        let h = ComposerHarness(json: Self.json, size: ComposerHarness.wide)
        h.state.usersFile = file
        h.press(.alt("u"))
        #expect(h.state.previewUser == nil)
        #expect(h.state.status?.text.contains("adds one to \(file)") == true)
        _ = try folder.write(#"{"ana": {"first_name": "Ana"}}"#, to: "users.json")
        h.press(.alt("u"))
        #expect(h.state.previewUserName == "ana")
        #expect(h.frameText.contains(#""title": "Hi Ana""#))
    }

    @Test("A misspelt attribute is warned about under its field; an attribute the test users have is not")
    func unknownAttribute() throws {
        let h = ComposerHarness(json: #"{"alert":{"title":"Hi {{${frist_name}}}","body":"{{${nickname}}}"}}"#, size: ComposerHarness.wide)
        #expect(h.frameText.contains("▲ ${frist_name}: did you mean") && h.frameText.contains("${first_name}? It is"), "the suggestion shows under the field")
        #expect(h.state.analysis.diagnostics.filter { $0.code == LiquidSyntaxRule.unknownAttribute }.count == 2)
        h.state.testUsers = try TestUsers.parse(Array(#"{"ana": {"nickname": "A"}}"#.utf8), file: "users.json")
        #expect(h.state.analysis.diagnostics.filter { $0.code == LiquidSyntaxRule.unknownAttribute }.map(\.path) == ["/messages/apple_push/alert/title"])
    }

    @Test("A users file broken while the composer runs is one line, and nothing else changes")
    func brokenUsersFile() throws {
        let folder = TemporaryFolder(fixture: ())
        let file = try folder.write(#"{"ana": 3}"#, to: "users.json")
        let h = ComposerHarness(json: Self.json, size: ComposerHarness.wide)
        h.state.usersFile = file
        h.press(.alt("u"))
        #expect(h.state.previewUser == nil)
        #expect(h.state.status?.text == "Test users not loaded: \(file):1:2: user \"ana\" must be an object of attributes, not a number")
    }

    @Test("A users file edited while previewing is read again at the next Alt-U or ^F: the previewed user kept by name; a mistake keeps the users read before")
    func usersEditedWhilePreviewing() throws {
        let folder = TemporaryFolder(fixture: ())
        let file = try folder.write(#"{"ana": {"first_name": "Ana"}, "bo": {"first_name": "Bo"}}"#, to: "users.json")
        let h = ComposerHarness(json: Self.json, size: ComposerHarness.wide)
        h.state.usersFile = file
        h.press(.alt("u"))
        #expect(h.state.previewUserName == "ana")
        // A new user first, and Ana's name changed: still previewing Ana, as the file now says.
        _ = try folder.write(#"{"cy": {"first_name": "Cy"}, "ana": {"first_name": "Anabel"}, "bo": {"first_name": "Bo"}}"#, to: "users.json")
        h.press(.ctrl("f"))
        h.press(KeyEvent(.escape))
        #expect(h.state.testUsers.users.map(\.name) == ["cy", "ana", "bo"])
        #expect(h.state.previewUserName == "ana")
        #expect(h.frameText.contains(#""title": "Hi Anabel""#))
        _ = try folder.write(#"{"ana": 3}"#, to: "users.json")
        h.press(.alt("u"))
        #expect(h.state.previewUserName == "bo", "the next user of the users read before")
        #expect(h.state.status?.text.hasSuffix("The users read before stay in use until it is fixed.") == true, "\(h.state.status?.text ?? "")")
        #expect(h.state.testUsers.users.count == 3)
    }
}

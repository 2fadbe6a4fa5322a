@testable import ComposerApp
import FileTestSupport
import PushCore
import PushPersonalization
import TerminalKit
import TestSupport
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

    @Test("Alt-U opens the picker on the next user: Enter previews them; the card, payload, gauge and title bar follow")
    func picks() throws {
        let h = try harness()
        #expect(h.frameText.contains("Hi {{${first_name}"))
        h.press(.alt("u"))
        #expect(h.frameText.contains("Preview as") && h.frameText.contains("first_name Ana"))
        h.press(KeyEvent(.enter))
        #expect(h.state.previewUserName == "ana")
        #expect(h.frameText.contains("as ana") && h.frameText.contains(#""title": "Hi Ana""#))
        #expect(h.frameText.hasPrefix(" PushComposer · new draft · as ana"), "the title bar names the user")
        #expect(h.gaugeRow(h.render()).contains("Braze \(h.state.shownBudget.brazeBytes)/1912"))
        #expect(!h.gaugeRow(h.render()).contains("≥"), "rendered bytes are exact")
        h.press(.alt("u"), KeyEvent(.enter))
        #expect(h.frameText.contains("Not sent to nameless: abort_message: no first"))
        h.press(.alt("u"), KeyEvent(.enter))
        #expect(h.state.previewUser == nil && h.gaugeRow(h.render()).contains("≥"), "after the last user: as written")
    }

    @Test("Typing in the picker finds a user by name; a new user is typed as attributes and previewed, kept in no file")
    func findAndNew() throws {
        let h = try harness()
        h.press(.alt("u"))
        h.type("name")
        #expect(!h.frameText.contains("first_name Ana"), "only the matching user is listed")
        h.press(KeyEvent(.enter))
        #expect(h.state.previewUserName == "nameless")
        h.press(.alt("u"))
        h.press(KeyEvent(.down))
        h.press(KeyEvent(.enter))
        #expect(h.frameText.contains("Preview as a new user"))
        h.type("walk-in first_name=Mary Ann custom_attribute.tier=gold")
        h.press(KeyEvent(.enter))
        #expect(h.state.previewUserName == "walk-in")
        #expect(h.frameText.contains(#""title": "Hi Mary Ann""#))
        h.press(.alt("u"))
        #expect(h.frameText.contains("(typed, in no file)"))
        h.press(KeyEvent(.escape))
        #expect(h.state.overlay == nil && h.state.previewUserName == "walk-in")
    }

    @Test("The picker's search finds its other rows by their words: new, written, every")
    func searchFindsTheOtherRows() throws {
        let h = try harness()
        h.press(.alt("u"), KeyEvent(.enter))
        #expect(h.state.previewUserName == "ana")
        h.press(.alt("u"))
        h.type("written")
        h.press(KeyEvent(.enter))
        #expect(h.state.previewUser == nil, "\"written\" then Enter is the push as written")
        // A user's name still comes first.
        h.press(.alt("u"))
        h.type("a")
        guard case .previewAs(let picker)? = h.state.overlay else { Issue.record("the picker is not open"); return }
        #expect(picker.rows(h.state.testUsers).first == .user(0), "\(picker.rows(h.state.testUsers))")
        h.press(KeyEvent(.escape))
        h.press(.alt("u"))
        h.type("new")
        h.press(KeyEvent(.enter))
        #expect(h.frameText.contains("Preview as a new user"), "\"new\" then Enter is a new user, not the push as written")
    }

    @Test("Typing re-renders for the chosen user at once")
    func typing() throws {
        let h = try harness()
        h.press(.alt("u"), KeyEvent(.enter))
        h.focus(.title)
        h.press(KeyEvent(.end))
        h.type("!")
        #expect(h.frameText.contains(#""title": "Hi Ana!""#))
    }

    @Test("Without test users, the picker names the file by its full path and the command that adds one")
    func noUsers() {
        let h = ComposerHarness(size: ComposerHarness.wide) { $0.usersFile = "/nonexistent/.config/push-composer/users.json" }
        h.press(.alt("u"))
        #expect(h.frameText.contains("No test users in /nonexistent/.config/push-composer/users.json"))
        #expect(h.frameText.contains("push-composer users add NAME"))
        #expect(!h.frameText.contains("README"))
    }

    @Test("Users written while the composer runs are read at the next Alt-U, and listed first")
    func usersAddedLater() throws {
        let folder = TemporaryFolder(fixture: ())
        let file = folder.path + "/users.json"
        let h = ComposerHarness(json: Self.json, size: ComposerHarness.wide)
        h.state.usersFile = file
        h.press(.alt("u"))
        #expect(h.frameText.contains("No test users in \(file)"))
        h.press(KeyEvent(.escape))
        _ = try folder.write(#"{"ana": {"first_name": "Ana"}}"#, to: "users.json")
        h.press(.alt("u"), KeyEvent(.enter))
        #expect(h.state.previewUserName == "ana")
        #expect(h.frameText.contains(#""title": "Hi Ana""#))
    }

    @Test("The push's translations file beside it is read at Alt-U, with the config's locales: each user previews in their locale, and the table adds a row per locale no user reads")
    func translations() throws {
        let json = #"{"alert":{"title":"{% translation hi %}Hi {{${first_name}}}{% endtranslation %}","body":"Ready"}}"#
        let h = ComposerHarness.opening(json, named: "p.json", size: ComposerHarness.wide)
        h.state.testUsers = try TestUsers.parse(Array(#"{"hanako": {"first_name": "花子", "language": "ja"}, "vip": {"first_name": "Greta", "custom_attribute": {"tier": "vip"}}}"#.utf8),
                                                file: "users.json")
        h.state.configFile = h.path("config.toml")
        try #"{"translations": [{"locale": {"name": "ja-JP", "language": "ja"}, "translation_map": {"hi": "こんにちは {{${first_name}}}"}}, {"locale": {"name": "de-DE", "language": "de"}, "translation_map": {"hi": "Hallo {{${first_name}}}"}}, {"locale": {"name": "vip", "language": "en"}, "translation_map": {"hi": "Welcome back, {{${first_name}}}"}}]}"#
            .write(toFile: h.path("p.translations.json"), atomically: true, encoding: .utf8)
        try "[[locales]]\nname = \"ja-JP\"\nlanguage = \"ja\"\n\n[[locales]]\nname = \"de-DE\"\nlanguage = \"de\"\n\n[[locales]]\nname = \"vip\"\ncustom_attributes = [\"tier=vip\"]\n"
            .write(toFile: h.path("config.toml"), atomically: true, encoding: .utf8)
        h.press(.alt("u"), KeyEvent(.enter))
        #expect(h.state.previewUserName == "hanako")
        #expect(h.frameText.contains(#""title": "こんにちは 花子""#), "\(h.frameText)")
        h.press(.alt("u"), KeyEvent(.enter))
        #expect(h.frameText.contains(#""title": "Welcome back, Greta""#), "the custom-attribute locale")
        h.press(.alt("u"), KeyEvent(.end), KeyEvent(.enter))
        #expect(h.frameText.contains("gets it in ja-JP"), "\(h.frameText)")
        #expect(h.frameText.contains("any de-DE user"), "a locale no test user reads has its own row")
    }

    @Test("^S in the new-user prompt also writes the user to the users file (made when missing), mode 600; a later Alt-U reads it from there")
    func newUserSaved() throws {
        let folder = TemporaryFolder(fixture: ())
        let file = folder.path + "/config/users.json"
        let h = ComposerHarness(json: Self.json, size: ComposerHarness.wide)
        h.state.usersFile = file
        h.press(.alt("u"))
        h.press(KeyEvent(.down))
        h.press(KeyEvent(.enter))
        #expect(h.frameText.contains("^S also saves them in the users file"))
        h.type("walk-in first_name=Mary Ann language=ja")
        h.press(.ctrl("s"))
        #expect(h.state.previewUserName == "walk-in")
        #expect(h.state.status?.text == "Saved walk-in in \(file).")
        #expect(TemporaryFolder.text(file)?.contains(#""first_name": "Mary Ann""#) == true)
        #expect(TemporaryFolder.mode(file) == 0o600)
        h.press(.alt("u"))
        #expect(!h.frameText.contains("(typed, in no file)"), "it is in the file now")
        #expect(h.state.testUsers.users.map(\.name) == ["walk-in"])
    }

    @Test("The picker's last row puts every test user × phone in the pane, following the push as it is typed; ^O goes back")
    func allUsers() throws {
        let h = try harness()
        h.press(.alt("u"), KeyEvent(.up))
        #expect(h.frameText.contains("every test user at once"))
        h.press(KeyEvent(.enter))
        #expect(h.state.overlay == nil)
        #expect(h.frameText.contains("Every test user × phone ^O"))
        #expect(h.frameText.contains("ana       small     gets it"), "\(h.frameText)")
        #expect(h.frameText.contains("nameless            not sent: abort_message: no"))
        #expect(h.state.userPreview.userReports.count == 2)
        let before = h.state.userPreview.userReports.first?.budget?.brazeBytes ?? 0
        h.focus(.title)
        h.press(KeyEvent(.end))
        h.type("!!!")
        #expect(h.state.userPreview.userReports.first?.budget?.brazeBytes == before + 3, "the table follows typing")
        h.press(.ctrl("o"))
        #expect(!h.frameText.contains("Every test user × phone") && h.state.userPreview.userReports.isEmpty)
    }

    @Test("Without Liquid every user gets the same push: the table is one row for all, laid out once, on the key loop")
    func allUsersWithoutLiquid() throws {
        let h = ComposerHarness(json: #"{"alert":{"title":"Hi","body":"Same for all"}}"#, size: ComposerHarness.wide)
        h.state.testUsers = try TestUsers.parse(Array(#"{"ana": {}, "bo": {}, "cy": {}}"#.utf8), file: "users.json")
        h.state.showsAllUsers = true
        #expect(h.state.userPreview.userReports.map(\.user) == ["every user"])
        #expect(h.frameText.contains("every user  small     gets it"), "\(h.frameText)")
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
        #expect(h.state.status?.text == "Test users not loaded: \(file):1:2: user \"ana\" must be an object of attributes, not a number.")
        #expect(h.frameText.contains("Test users not loaded:"), "the picker says it too")
    }

    @Test("A users file edited while previewing is read again at the next Alt-U or ^F: the previewed user kept by name; a mistake keeps the users read before")
    func usersEditedWhilePreviewing() throws {
        let folder = TemporaryFolder(fixture: ())
        let file = try folder.write(#"{"ana": {"first_name": "Ana"}, "bo": {"first_name": "Bo"}}"#, to: "users.json")
        let h = ComposerHarness(json: Self.json, size: ComposerHarness.wide)
        h.state.usersFile = file
        h.press(.alt("u"), KeyEvent(.enter))
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
        #expect(h.frameText.contains("The users read before stay in use"), "the picker says why")
        h.press(KeyEvent(.enter))
        #expect(h.state.previewUserName == "bo", "the next user of the users read before")
        #expect(h.state.testUsers.users.count == 3)
    }
}

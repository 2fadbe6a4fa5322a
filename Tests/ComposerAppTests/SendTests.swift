@testable import ComposerApp
import ComposerSettings
import Foundation
import PushCore
import PushPersonalization
import PushSending
import TerminalKit
import TestSupport
import Testing

/// The Send dialog and a send's life in the composer, through the real `update` and view.
@MainActor
@Suite("Sending from the composer")
struct SendTests {
    static let ana = APNsDevice(name: "Ana's iPhone", token: DeviceToken(String(repeating: "a", count: 64))!, environment: .sandbox)
    static let release = APNsDevice(name: "Release build", token: DeviceToken(String(repeating: "b", count: 64))!, environment: .production)
    static let settings = SendSettings(
        apns: APNsSettings(keyFile: "/k/AuthKey_ABC123DEFG.p8", keyID: "ABC123DEFG", teamID: "DEF123GHIJ",
                           topic: "com.example.app", devices: [ana, release]),
        braze: BrazeSettings(endpoint: "https://rest.iad-01.braze.com", testUsers: ["ana-test", "bo-test"]))

    func harness(_ settings: SendSettings = SendTests.settings) -> ComposerHarness {
        let h = ComposerHarness()
        h.state.sendSettings = settings
        h.state.configFile = "/cfg/config.toml"
        return h
    }

    func sentJob(_ effects: [Effect]) -> (Int, SendJob)? {
        for case .send(let id, let job) in effects { return (id, job) }
        return nil
    }

    @Test("A tick redraws while a send spins and not otherwise: the clock's face is what it shows")
    func theClockFaceTurnsOnlyWhileASendRuns() throws {
        let h = harness()
        let start = h.state.clock
        let idle = ClockFace(h.state)
        h.tick(start + 0.3)
        h.tick(start + 0.6)
        #expect(ClockFace(h.state) == idle, "an idle composer would redraw on every tick")
        h.press(.ctrl("f"))
        _ = try #require(sentJob(h.press(KeyEvent(.enter))))
        let first = ClockFace(h.state)
        let spinner = h.frameText
        h.tick(h.state.clock + 0.3)
        #expect(ClockFace(h.state) != first)
        #expect(h.frameText != spinner, "the spinner did not turn")
    }

    @Test("^E, Enter: the first device is sent to, the dialog closes, and typing goes on")
    func sendsAndTypingGoesOn() throws {
        let h = harness()
        h.press(.ctrl("f"))
        #expect(h.frameText.contains("Send a test push") && h.frameText.contains("[x] Ana's iPhone"))
        let (id, job) = try #require(sentJob(h.press(KeyEvent(.enter))))
        #expect(job.recipients == [.device(name: "Ana's iPhone", token: DeviceToken(String(repeating: "a", count: 64))!, environment: .sandbox)])
        #expect(h.state.overlay == nil && h.state.sending?.id == id)
        h.type(" now")
        #expect(h.state.draft.text(of: .title).hasSuffix(" now"))
        #expect(h.frameText.contains("Sending to 1 device: 0 answered"))
        let accepted = RecipientResult(recipient: job.recipients[0], outcome: .accepted, status: 200, id: "id-1",
                                       explanation: "Apple accepted the push")
        h.send(.sendProgress(id: id, accepted))
        #expect(h.frameText.contains("1 answered"))
        h.send(.sendFinished(id: id, .sent([accepted], historyProblem: nil)))
        #expect(h.state.sending == nil && h.state.status?.text == "APNs: 1 accepted.")
        h.press(.ctrl("f"))
        #expect(h.frameText.contains("Last send:") && h.frameText.contains("apns-id id-1"))
        // The Braze tab has its own last send: none yet, and never APNs' answer.
        h.press(KeyEvent(.tab))
        #expect(!h.frameText.contains("Last send:") && !h.frameText.contains("apns-id id-1"))
    }

    @Test("Liquid with no test user chosen: the dialog says so before Enter, in the composer's keys, and Enter refuses alike")
    func liquidIsNamedBeforeEnter() throws {
        let h = harness()
        h.type("{{${first_name}}}")
        h.press(.ctrl("f"))
        let reason = try #require(h.state.liquidBlocksDirectSend)
        #expect(reason.contains("pick a test user") && !reason.contains("--"), "\(reason)")
        #expect(h.frameText.contains("Not yet: The push holds Liquid"), "\(h.frameText)")
        #expect(sentJob(h.press(KeyEvent(.enter))) == nil)
        #expect(h.frameText.contains("which a phone would show raw") && !h.frameText.contains("--user"))
    }

    @Test("Sent straight to a phone as the preview's user: the job names them, with the title they get")
    func renderedForThePreviewsUser() throws {
        let h = harness()
        h.state.testUsers = try TestUsers.parse(Array(#"{"ana": {"first_name": "Ana"}}"#.utf8), file: "users.json")
        h.type(" {{${first_name}}}")
        h.press(.alt("u"), KeyEvent(.enter))
        #expect(h.state.previewUserName == "ana")
        h.press(.ctrl("f"))
        let (_, job) = try #require(sentJob(h.press(KeyEvent(.enter))))
        #expect(job.renderedFor == "ana")
        #expect(job.title?.hasSuffix(" Ana") == true, "\(job.title ?? "")")
    }

    @Test("A production device asks first; only Y sends")
    func productionAsks() throws {
        let h = harness()
        h.press(.ctrl("f"), KeyEvent(.down), .char(" "))
        #expect(sentJob(h.press(KeyEvent(.enter))) == nil)
        #expect(h.frameText.contains("Send to 1 production device?"))
        h.press(.char("n"))
        #expect(h.frameText.contains("Not sent.") && h.state.sending == nil)
        h.press(KeyEvent(.enter))
        let (_, job) = try #require(sentJob(h.press(.char("y"))))
        #expect(job.recipients.count == 2 && job.recipients[1].environment == .production)
    }

    @Test("E sends every device to one environment; Tab switches to Braze and its test users")
    func environmentAndBraze() throws {
        let h = harness()
        h.press(.ctrl("f"), .char("e"))
        #expect(h.frameText.contains("Environment: all to sandbox"))
        h.press(.ctrl("f"))
        h.press(KeyEvent(.escape), .ctrl("f"), KeyEvent(.tab))
        // Every test user is ticked: they are whom a test send is for.
        #expect(h.frameText.contains("[x] ana-test") && h.frameText.contains("[x] bo-test"))
        let (_, job) = try #require(sentJob(h.press(KeyEvent(.enter), .char("y"))))
        #expect(job.route == .braze && job.recipients == [.user("ana-test"), .user("bo-test")])
    }

    @Test("On the Braze route, each test user the users file knows shows what Braze will send them")
    func brazeUsersPreview() throws {
        let h = ComposerHarness(json: #"{"alert":{"title":"Hi {{${first_name}}}","body":"{% if ${first_name} == blank %}{% abort_message('no name') %}{% endif %}x"}}"#)
        h.state.sendSettings = Self.settings
        h.state.testUsers = try PushPersonalization.TestUsers.parse(Array(#"{"ana-test": {"first_name": "Ana"}, "bo-test": {}}"#.utf8), file: "u.json")
        h.press(.ctrl("f"), KeyEvent(.tab))
        #expect(h.frameText.contains("gets nothing: abort_message"))
        #expect(h.frameText.range(of: #"ana-test\s+gets \d+ B"#, options: .regularExpression) != nil)
    }

    @Test("A push with errors, a missing table and config mistakes are said in the dialog, and nothing is sent")
    func refusals() {
        let h = ComposerHarness.empty()
        h.state.sendSettings = Self.settings
        h.press(.ctrl("f"))
        #expect(sentJob(h.press(KeyEvent(.enter))) == nil)
        #expect(h.frameText.contains("The push has 1 error to fix first"))

        // The dialog opens on the route the config says something about: here, Braze's mistake.
        let empty = harness(SendSettings(brazeProblems: ["config c.toml:3: [braze] instance \"US-09\" is not a Braze instance"]))
        empty.press(.ctrl("f"))
        #expect(empty.frameText.contains("US-09"))
        #expect(sentJob(empty.press(KeyEvent(.enter))) == nil)
        #expect(empty.frameText.contains("not a Braze instance"))
        empty.press(KeyEvent(.tab))
        #expect(empty.frameText.contains("No [apns] table in /cfg/config.toml"))
        #expect(empty.frameText.contains("push-composer init") && !empty.frameText.contains("README"), "the dialog names the command that sets it up")
    }

    @Test("Esc in the form stops a send; ^Q during a send warns once, then quits")
    func cancelAndQuit() throws {
        let h = harness()
        let (id, _) = try #require(sentJob(h.press(.ctrl("f"), KeyEvent(.enter))))
        #expect(h.press(KeyEvent(.escape)) == [.cancelSend(id: id)])
        #expect(h.press(KeyEvent(.escape)).isEmpty, "asked once")
        h.press(.ctrl("q"))
        #expect(!h.state.isQuitting && h.state.status?.text.contains("A send is under way") == true)
        h.press(.ctrl("q"))
        #expect(h.state.isQuitting)
    }

    @Test("A refusal before any traffic is shown, and a stale send's results are ignored")
    func refusedAndStale() throws {
        let h = harness()
        let (id, _) = try #require(sentJob(h.press(.ctrl("f"), KeyEvent(.enter))))
        h.send(.sendProgress(id: id + 7, RecipientResult(recipient: .user("x"), outcome: .accepted, explanation: "")))
        #expect(h.state.sending?.answered == 0)
        h.send(.sendFinished(id: id, .refused(SendRefusal(.setup, "[apns] key_file: /k.p8: no such file"))))
        #expect(h.frameText.contains("Not sent: [apns] key_file: /k.p8: no such file"))
        #expect(h.state.sending == nil)
    }
}

extension SendTests {
    static func passwordRefusal(_ message: String) -> SendRefusal {
        var refusal = SendRefusal(.setup, message)
        refusal.passwordFile = "/k/push.p12"
        return refusal
    }

    @Test("A certificate with no password to be had asks for one, shown as dots; Enter sends the job again with it, kept nowhere after")
    func certificatePasswordIsAskedFor() throws {
        let h = harness()
        let (first, job) = try #require(sentJob(h.press(.ctrl("f"), KeyEvent(.enter))))
        #expect(job.certificatePassword == nil)
        h.send(.sendFinished(id: first, .refused(Self.passwordRefusal("/k/push.p12 needs its password"))))
        #expect(h.frameText.contains("Password of the push certificate"))
        #expect(h.frameText.contains("/k/push.p12 needs its password to send:"))
        h.type("s3cret pass")
        #expect(h.frameText.contains("•••••••••••") && !h.frameText.contains("s3cret"))
        let (second, again) = try #require(sentJob(h.press(KeyEvent(.enter))))
        #expect(second != first && again.certificatePassword == "s3cret pass")
        #expect(again.recipients == job.recipients)
        // What the composer keeps of the send has no password in it.
        #expect(h.state.sending?.job?.certificatePassword == nil)
        // A wrong one is asked for again, saying so; Esc gives up with a line on how to save one.
        h.send(.sendFinished(id: second, .refused(Self.passwordRefusal("the password typed does not open /k/push.p12"))))
        #expect(h.frameText.contains("That password does not open /k/push.p12. Again:"))
        h.press(KeyEvent(.escape))
        #expect(h.state.overlay == nil)
        #expect(h.state.status?.text.contains("login apns-certificate") == true)
    }

    @Test("A saved password that does not open the certificate is not asked for again: it is fixed where it is saved")
    func aWrongSavedPasswordIsSaid() throws {
        let h = harness()
        let (id, _) = try #require(sentJob(h.press(.ctrl("f"), KeyEvent(.enter))))
        h.send(.sendFinished(id: id, .refused(SendRefusal(.setup, "the password from $APNS_CERTIFICATE_PASSWORD does not open /k/push.p12"))))
        #expect(h.frameText.contains("Not sent: the password from $APNS_CERTIFICATE_PASSWORD does not open"))
    }
}

extension ComposerHarness {
    /// The whole current frame as text, rows joined by newlines.
    var frameText: String { lines().joined(separator: "\n") }
}

@MainActor
@Suite("Notes at 80 columns")
struct NoteWrappingTests {
    @Test("The Send dialog's keys break between keys at 80 columns, none cut")
    func sendKeysWrap() {
        let h = ComposerHarness()
        h.state.sendSettings = SendTests.settings
        h.press(.ctrl("f"))
        let text = h.frameText
        for key in ["Space tick", "A all", "N new", "S save", "E environment", "Enter send", "Esc close"] {
            #expect(text.contains(key), "\(text)")
        }
        #expect(!text.contains("Esc …") && !text.contains("Esc…"), "\(text)")
    }

    @Test("A note is wrapped, never cut: its fix at the end shows whole")
    func noteEndsWithItsFix() {
        let h = ComposerHarness()
        let path = "/tmp/a-rather-long-folder-name-for-keys/and-another-level/AuthKey_ABC123DEFG.p8"
        h.state.overlay = .message("Not sent: [apns] key_file: \(path) can be read by others (mode 644); run: chmod 600 '\(path)'")
        let text = h.frameText.split(separator: "\n").map { $0.replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces) }.joined()
        #expect(text.contains("chmod 600 '\(path)'"), "\(h.frameText)")
    }
}

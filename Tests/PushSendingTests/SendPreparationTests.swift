import FileTestSupport
import Foundation
import PushCore
import Testing
@testable import PushSending

@Suite("Preparing a send")
struct SendPreparationTests {
    func document(_ json: String) -> PushDocument { PushReader().read(Array(json.utf8)) }

    @Test("Tokens: spaces, brackets and case are forgiven; other characters are not")
    func tokens() {
        #expect(DeviceToken("<ABCD ef01 2345 6789>")?.hex == "abcdef0123456789")
        #expect(DeviceToken("abcg") == nil)
        #expect(DeviceToken("abc") == nil)
        #expect(DeviceToken("") == nil)
        #expect(DeviceToken.problem("xyz")?.contains("hexadecimal") == true)
        #expect(DeviceToken.problem("abc")?.contains("even number") == true)
        #expect(DeviceToken(String(repeating: "a", count: 64))?.lengthWarning == nil)
        #expect(DeviceToken("0123456789abcdef")?.lengthWarning?.contains("16 hex digits") == true)
    }

    @Test("A token of a byte or of thousands is refused, with the lengths taken")
    func tokenLengths() {
        #expect(DeviceToken("ab") == nil)
        #expect(DeviceToken.problem("ab")?.contains("this one has 2") == true)
        #expect(DeviceToken(String(repeating: "ab", count: 10_000)) == nil)
        #expect(DeviceToken.problem(String(repeating: "ab", count: 10_000))?.contains("this one has 20000") == true)
        #expect(DeviceToken(String(repeating: "a", count: 200)) != nil)
        #expect(DeviceToken(String(repeating: "a", count: 202)) == nil)
    }

    @Test("The APNs request carries the compiled payload and headers, and our own apns-id")
    func apnsRequest() throws {
        let doc = document(#"{"alert":{"title":"Hi","body":"There"},"collapse_id":"c1","apns_priority":5}"#)
        let push = try APNsPush(doc, topic: "com.example.app")
        #expect(String(decoding: push.body, as: UTF8.self) == PushCompiler().compile(doc, to: .apns))
        let request = push.request(to: DeviceToken(String(repeating: "ab", count: 32))!, apnsID: "3f2c0000-0000-4000-8000-000000000000")
        #expect(request.path == "/3/device/" + String(repeating: "ab", count: 32))
        #expect(request.headers.map(\.name) == ["apns-push-type", "apns-priority", "apns-collapse-id", "apns-topic", "apns-id"])
        #expect(request.headers.first { $0.name == "apns-priority" }?.value == "5")
    }

    @Test("APNs refuses Liquid, which only Braze fills in, and a missing topic")
    func apnsRefusals() {
        let liquid = document(#"{"alert":"Hi {{${first_name}}}"}"#)
        #expect(throws: SendRefusal.self) { try APNsPush(liquid, topic: "com.example.app") }
        do {
            _ = try APNsPush(liquid, topic: "com.example.app")
        } catch {
            #expect(error.kind == .push && error.message.contains("Liquid"))
        }
        do {
            _ = try APNsPush(document(#"{"alert":"Hi"}"#), topic: nil)
            Issue.record("sent without a topic")
        } catch {
            #expect(error.kind == .setup && error.message.contains("topic"))
        }
    }

    @Test("Braze: users are split 50 per request and the audience keys are replaced")
    func brazeBatches() throws {
        let doc = document(#"{"external_user_ids":["old"],"campaign_id":"c","messages":{"apple_push":{"alert":"Hi"}}}"#)
        let users = (1...120).map { "user-\($0)" }
        let push = try BrazePush(doc, users: users + ["user-1"])
        #expect(push.batches.map(\.count) == [50, 50, 20])
        let body = String(decoding: push.body(for: push.batches[2]), as: UTF8.self)
        #expect(body.hasPrefix(#"{"external_user_ids":["user-101","#))
        #expect(body.contains(#""campaign_id":"c""#) && !body.contains("old"))
    }

    @Test("Braze: with no users given, the envelope's ids are used; an audience is refused")
    func brazeEnvelope() throws {
        let own = try BrazePush(document(#"{"external_user_ids":["a","b"],"messages":{"apple_push":{"alert":"Hi"}}}"#), users: [])
        #expect(own.users == ["a", "b"])
        #expect(throws: SendRefusal.self) {
            try BrazePush(document(#"{"segment_id":"s","broadcast":true,"messages":{"apple_push":{"alert":"Hi"}}}"#), users: [])
        }
        #expect(throws: SendRefusal.self) { try BrazePush(document(#"{"alert":"Hi"}"#), users: []) }
    }

    @Test("Braze: a test of a scheduled send goes now through /messages/send, unscheduled, and says so")
    func brazeScheduledSendIsSentNow() throws {
        let schedule = try BrazePush(document(#"{"external_user_ids":["old"],"schedule":{"time":"2030-01-01T09:00:00Z"},"messages":{"apple_push":{"alert":"Hi"}}}"#), users: ["ana"])
        #expect(schedule.path == "/messages/send")
        let body = String(decoding: schedule.body(for: ["ana"]), as: UTF8.self)
        #expect(body == #"{"external_user_ids":["ana"],"messages":{"apple_push":{"alert":"Hi"}}}"#)
        #expect(schedule.notes.contains { $0.contains("nothing is scheduled") })
    }

    @Test("Braze: only apple_push goes to the test users, from a messages object or a send body, and that is said")
    func brazeOnlyThePushGoes() throws {
        let fragment = try BrazePush(document(#"{"apple_push":{"alert":"Hi"},"android_push":{"alert":"Hi"}}"#), users: ["ana"])
        #expect(fragment.path == "/messages/send")
        #expect(String(decoding: fragment.body(for: ["ana"]), as: UTF8.self) == #"{"external_user_ids":["ana"],"messages":{"apple_push":{"alert":"Hi"}}}"#)
        #expect(fragment.notes == ["only apple_push goes to the test users; the request's android_push stays out"])
        let send = try BrazePush(document(#"{"external_user_ids":["x"],"messages":{"email":{"subject":"S"},"apple_push":{"alert":"Hi"},"sms":{"body":"b"}}}"#), users: ["ana"])
        #expect(String(decoding: send.body(for: ["ana"]), as: UTF8.self) == #"{"external_user_ids":["ana"],"messages":{"apple_push":{"alert":"Hi"}}}"#)
        #expect(send.notes == ["only apple_push goes to the test users; the request's email, sms stay out"])
        let plain = try BrazePush(document(#"{"alert":"Hi"}"#), users: ["ana"])
        #expect(plain.notes.isEmpty)
    }

    @Test("Braze: a triggered send names its test users as recipients, keeping a recipient's own properties")
    func brazeTriggerRecipients() throws {
        let doc = document(#"{"campaign_id":"c","trigger_properties":{"a":1},"recipients":[{"external_user_id":"ana","trigger_properties":{"b":2}},{"external_user_id":"bo"}]}"#)
        let push = try BrazePush(doc, users: ["ana", "cy"])
        #expect(push.path == "/campaigns/trigger/send")
        #expect(String(decoding: push.body(for: push.users), as: UTF8.self)
                == #"{"recipients":[{"external_user_id":"ana","trigger_properties":{"b":2}},{"external_user_id":"cy"}],"campaign_id":"c","trigger_properties":{"a":1}}"#)
        // With no users given, the request's own recipients are the test users.
        #expect(try BrazePush(doc, users: []).users == ["ana", "bo"])
        let canvas = try BrazePush(document(#"{"canvas_id":"cv","broadcast":false,"recipients":[{"external_user_id":"ana"}]}"#), users: [])
        #expect(canvas.path == "/canvas/trigger/send" && canvas.users == ["ana"])
    }

    @Test("Braze: an update of something already scheduled or started is refused, with what to send instead")
    func brazeUpdatesAreRefused() {
        for json in [#"{"schedule_id":"s","messages":{"apple_push":{"alert":"Hi"}}}"#,
                     #"{"app_id":"a","activity_id":"b","content_state":{},"notification":{"alert":{"body":"Hi"}}}"#] {
            do {
                _ = try BrazePush(document(json), users: ["ana"])
                Issue.record("an update was prepared as a test send")
            } catch {
                #expect(error.kind == .setup && error.message.contains("messages/send"))
            }
        }
    }

    @Test("Devices are found by name or token, with the right environment")
    func recipients() throws {
        let ana = APNsDevice(name: "Ana's iPhone", token: DeviceToken(String(repeating: "a", count: 64))!, environment: .production)
        let settings = APNsSettings(keyFile: "/k.p8", keyID: "ABC123DEFG", teamID: "DEF123GHIJ", devices: [ana])
        let (a, b) = (String(repeating: "A", count: 64), String(repeating: "b", count: 64))
        let found = try settings.recipients(["ana's iphone", b, a], environment: nil)
        #expect(found == [.device(name: "Ana's iPhone", token: DeviceToken(String(repeating: "a", count: 64))!, environment: .production),
                          .device(name: nil, token: DeviceToken(String(repeating: "b", count: 64))!, environment: .sandbox)])
        #expect(try settings.recipients([b], environment: .production).first?.environment == .production)
        #expect(throws: SendRefusal.self) { try settings.recipients(["Bob"], environment: nil) }
        #expect(throws: SendRefusal.self) { try settings.recipients([], environment: nil) }
    }

    @Test("Exit status: all accepted 0, any refusal 1, else no answer 3")
    func exitStatus() {
        let user = Recipient.user("u")
        let ok = RecipientResult(recipient: user, outcome: .accepted, explanation: "")
        let no = RecipientResult(recipient: user, outcome: .rejected, explanation: "")
        let silent = RecipientResult(recipient: user, outcome: .noAnswer, explanation: "")
        #expect(RecipientResult.exitStatus([ok, ok]) == 0)
        #expect(RecipientResult.exitStatus([ok, silent, no]) == 1)
        #expect(RecipientResult.exitStatus([ok, silent]) == 3)
    }

    @Test("Secrets are masked, and so is whatever follows Bearer or Braze's echo")
    func redaction() {
        let redactor = SecretRedactor(secrets: ["s3cr3t-key"])
        #expect(redactor.redact(#"{"message":"Invalid API key: s3cr3t-key"}"#) == #"{"message":"Invalid API key: ••••••••"}"#)
        #expect(redactor.redact("Invalid API key: other-key") == "Invalid API key: ••••••••")
        #expect(redactor.redact("authorization: bearer eyJ.abc.def now") == "authorization: bearer •••••••• now")
        #expect(redactor.redact("nothing here") == "nothing here")
    }

    @Test("A secret echoed in another case, percent-encoded or JSON-escaped is masked too", arguments: [
        "S3CR3T-KEY", "s3cr3t%2Dkey", "%73%33%63%72%33%74%2d%6B%65%79", "s3cr3t\\u002dkey", "S3cr3t\\u002Dk%65Y",
    ])
    func encodedEchoes(_ echo: String) {
        let redactor = SecretRedactor(secrets: ["s3cr3t-key"])
        #expect(redactor.redact("dispatch \(echo) done") == "dispatch ••••••••\u{20}done")
        #expect(redactor.redact("x=\(echo)") == "x=••••••••")
    }

    @Test("BEARER in capitals is a credential too")
    func bearerAnyCase() {
        let redactor = SecretRedactor(secrets: [])
        #expect(redactor.redact("Authorization: BEARER abc.def") == "Authorization: BEARER ••••••••")
    }

    @Test("The history is appended with mode 0600, read back, and holds no secret")
    func history() throws {
        let folder = try TemporaryFolder()
        let history = SendHistory(folder: folder.path)
        let result = RecipientResult(recipient: .device(name: "Ana", token: DeviceToken(String(repeating: "ab", count: 32))!, environment: .sandbox),
                                     outcome: .rejected, status: 400, id: "id-1", reason: "BadDeviceToken", explanation: "x")
        let entry = SendHistoryEntry(result: result, time: Date(timeIntervalSince1970: 0), payloadHash: "ff", bytes: 42)
        try history.append([entry])
        try history.append([entry])
        var info = stat()
        #expect(stat(history.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        let read = try history.read()
        #expect(read.entries == [entry, entry] && read.unreadable == 0)
        #expect(read.entries[0].time == "1970-01-01T00:00:00Z")
    }
}

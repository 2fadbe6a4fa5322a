import Testing
import TextFormats
@testable import PushCore

/// Saving a push and reading it back must not change it: the apple_push and request outputs read
/// back equal, and a device payload survives being compiled back to a payload.
struct RoundTripTests {
    static let compiler = PushCompiler(bundleID: "com.example.shop")

    /// Golden inputs written as apple_push or as a request.
    static let brazeInputs: [String] = Golden.inputNames.filter { name in
        (try? Golden.document(name).kind) != .apns
    }

    /// Golden inputs written as a device payload.
    static let apnsInputs: [String] = Golden.inputNames.filter { name in
        (try? Golden.document(name).kind) == .apns
    }

    @Test func bothGroupsAreNonEmpty() {
        #expect(Self.brazeInputs.count >= 9)
        #expect(Self.apnsInputs == ["apns-payload"])
    }

    @Test(arguments: brazeInputs)
    func applePushOutputReadsBackEqual(_ name: String) throws {
        let original = try Golden.document(name)
        let text = Self.compiler.compile(original, to: .applePush)
        let reread = PushReader().read(text)
        #expect(reread.kind == .applePush)
        #expect(reread.readIssues.isEmpty)
        #expect(reread.push == original.push)
    }

    @Test(arguments: brazeInputs)
    func requestOutputReadsBackEqual(_ name: String) throws {
        let original = try Golden.document(name)
        let text = Self.compiler.compile(original, to: .request)
        let reread = PushReader().read(text)
        #expect(reread.kind == .request)
        #expect(reread.readIssues.isEmpty)
        #expect(reread.push == original.push)
        if original.kind == .request {
            // The envelope (audience, campaign, other keys) is kept as it was written.
            #expect(reread.envelope == original.envelope)
        }
    }

    @Test(arguments: apnsInputs)
    func apnsPayloadCompiledToAPNsReadsBackEqual(_ name: String) throws {
        let original = try Golden.document(name)
        let text = Self.compiler.compile(original, to: .apns)
        let reread = PushReader().read(text)
        #expect(reread.kind == .apns)
        // Sent as written: the same payload, and the same findings on reading it.
        #expect(reread.deliveredPayload == original.deliveredPayload)
        #expect(reread.readIssues == original.readIssues)
        #expect(reread.push == original.push)
    }

    @Test(arguments: Golden.inputNames)
    func compilingIsStable(_ name: String) throws {
        // Compiling the read-back payload gives the same bytes again.
        let first = Self.compiler.compile(try Golden.document(name), to: .apns)
        let second = Self.compiler.compile(PushReader().read(first), to: .apns)
        #expect(second == first)
    }

    @Test(arguments: Golden.inputNames)
    func simulatorFileReadsBackWithItsBundle(_ name: String) throws {
        let original = try Golden.document(name)
        let reread = PushReader().read(Self.compiler.compile(original, to: .simctl))
        #expect(reread.kind == .apns)
        #expect(reread.bundleID == "com.example.shop")
        #expect(Self.compiler.compile(reread, to: .apns) == Self.compiler.compile(original, to: .apns))
    }

    @Test(arguments: [
        #"{"alert": {"body": "Message here"}}"#,
        #"{"alert": {"body": "Message here"}, "badge": 1}"#,
    ])
    func anAlertObjectWithOnlyABodyStaysAnObject(_ json: String) {
        // Spec §1: alert is "string or alert object" and goes to aps.alert as given; saving the
        // push must not turn the object into a string, which would change the device payload.
        let original = PushReader().read(json)
        let reread = PushReader().read(Self.compiler.compile(original, to: .applePush))
        #expect(reread.push == original.push)
        #expect(Self.compiler.compile(reread, to: .apns) == Self.compiler.compile(original, to: .apns))
    }

    @Test func aStringAlertStaysAString() {
        let original = PushReader().read(#"{"alert": "Message here"}"#)
        let text = Self.compiler.compile(original, to: .applePush)
        #expect(text == "{\n  \"alert\": \"Message here\"\n}")
        #expect(PushReader().read(text).push == original.push)
    }

    @Test func unknownKeysAreKeptOnSave() {
        // They are warned about, but a save must not lose what the user wrote.
        let original = PushReader().read(#"{"alert": "Hi", "interuption_level": "active"}"#)
        let reread = PushReader().read(Self.compiler.compile(original, to: .applePush))
        #expect(reread.push == original.push)
        #expect(reread.push.otherMembers.map(\.key) == ["interuption_level"])
    }
}

/// A case the fuzzer found: buttons without an action id made an empty `ab_cat`, which a
/// device payload read back did not reproduce, and which cost bytes Braze never sends.
@Suite struct EmptyButtonCategoryTests {
    @Test func buttonsWithoutIDsWriteNoEmptyCategory() {
        let push = PushReader().read(#"{"alert":"x","category":"CUSTOM","buttons":[{"action":"URI","uri":"https://x.example"}]}"#).push
        let payload = JSONWriter.string(.object(DevicePayload.build(push)))
        #expect(payload == #"{"aps":{"alert":"x","category":"CUSTOM"},"ab":{"c":null}}"#)
        let again = PushReader().read(payload)
        #expect(JSONWriter.string(.object(DevicePayload.build(again.push))) == payload)
    }
}

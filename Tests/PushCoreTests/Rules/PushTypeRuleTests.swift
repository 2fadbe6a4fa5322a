import Testing
import TextFormats
@testable import PushCore

/// A device payload is sent as written; its push type, headers and the rules of each type.
struct PushTypeRuleTests {
    /// Reads a device payload with chosen headers and analyses it.
    private func analysed(_ json: String, _ options: APNsRequestOptions = APNsRequestOptions(), now: Int64? = nil) -> PushAnalysis {
        var document = PushReader().read(json)
        document.apnsOptions = options
        return PushAnalysis(document, now: now)
    }

    /// The codes found, notes left out (conversion notes name what apple_push cannot hold).
    private func codes(_ a: PushAnalysis) -> [String] { a.diagnostics.filter { $0.severity != .info }.map(\.code) }

    @Test func aDevicePayloadIsDeliveredKeyForKeyInItsOrder() {
        let json = #"""
        {"Simulator Target Bundle": "com.example.app", "zeta": {"b": 1, "a": [1, 2.50]},
         "aps": {"sound": "default", "alert": {"subtitle": "Sub", "title": "T", "body": "B"}, "badge": 3}, "alpha": null}
        """#
        let document = PushReader().read(json)
        let compiled = PushCompiler().compile(document, to: .apns)
        #expect(compiled == #"{"zeta":{"b":1,"a":[1,2.50]},"aps":{"sound":"default","alert":{"subtitle":"Sub","title":"T","body":"B"},"badge":3},"alpha":null}"#)
        // Nothing of Braze's is added: no ab.c.
        #expect(!compiled.contains(#""ab""#))
        // The gauge counts the same bytes that go out.
        #expect(PushAnalysis(document).budget.brazeBytes == compiled.utf8.count)
    }

    @Test func anApplePushIsStillCompiledAsBrazeDeliversIt() {
        let document = PushReader().read(#"{"alert": "Hi"}"#)
        #expect(PushCompiler().compile(document, to: .apns) == #"{"aps":{"alert":"Hi"},"ab":{"c":null}}"#)
        #expect(!document.isSentAsWritten)
    }

    @Test(arguments: [
        (#"{"aps": {"alert": "Hi"}}"#, APNsPushType.alert),
        (#"{"aps": {"content-available": 1}}"#, .background),
        (#"{"aps": {"event": "update", "timestamp": 1, "content-state": {}}}"#, .liveactivity),
        (#"{"aps": {"content-changed": true}}"#, .widgets),
        (#"{"mdm": "magic"}"#, .mdm),
    ])
    func thePayloadTellsItsType(_ json: String, _ type: APNsPushType) {
        #expect(PushReader().read(json).pushType == type)
    }

    @Test(arguments: APNsPushType.allCases)
    func eachTypeHasItsTopicAndADefaultPriorityItTakes(_ type: APNsPushType) {
        let facts = type.facts
        #expect(facts.priorities.contains(facts.defaultPriority))
        #expect(type.topic(for: "com.example.app") == "com.example.app" + facts.topicSuffix)
        // A topic that already has the suffix is not given it twice.
        #expect(type.topic(for: type.topic(for: "com.example.app")) == type.topic(for: "com.example.app"))
    }

    @Test func headersComeFromThePayloadThenTheOptions() {
        var document = PushReader().read(#"{"aps": {"event": "end", "timestamp": 1796112000}}"#)
        var headers = APNsHeaders(document: document, bundleID: "com.example.app")
        #expect(headers.fields.map(\.name) == ["apns-push-type", "apns-priority", "apns-topic"])
        #expect(headers.pushType == "liveactivity")
        #expect(headers.topic == "com.example.app.push-type.liveactivity")
        #expect(headers.priority == 10)
        document.apnsOptions = APNsRequestOptions(priority: 5, expiration: 0, collapseID: "score")
        headers = APNsHeaders(document: document, bundleID: "com.example.app")
        #expect(headers.lines == ["apns-push-type: liveactivity", "apns-priority: 5", "apns-expiration: 0", "apns-collapse-id: score",
                                  "apns-topic: com.example.app.push-type.liveactivity"])
        document.apnsOptions = APNsRequestOptions(pushType: .voip, topic: "com.example.other.voip")
        headers = APNsHeaders(document: document, bundleID: "com.example.app")
        #expect(headers.pushType == "voip")
        #expect(headers.topic == "com.example.other.voip")
    }

    @Test func aBackgroundPushAtTenIsAnError() {
        let json = #"{"aps": {"content-available": 1}}"#
        #expect(codes(analysed(json)).isEmpty)
        let a = analysed(json, APNsRequestOptions(priority: 10))
        #expect(codes(a) == [PriorityRule.background])
        #expect(!a.isValid)
        #expect(codes(analysed(json, APNsRequestOptions(priority: 7))) == [PriorityRule.apnsInvalid])
        #expect(codes(analysed(#"{"aps": {"alert": "Hi"}}"#, APNsRequestOptions(pushType: .pushtotalk, priority: 5))).contains(PushTypeRule.priority))
    }

    @Test func eachTypeAsksForWhatItNeeds() {
        #expect(codes(analysed(#"{"aps": {"badge": 1}}"#, APNsRequestOptions(pushType: .background))).contains(PushTypeRule.backgroundFlag))
        #expect(codes(analysed(#"{"aps": {"content-available": 1, "badge": 1}}"#, APNsRequestOptions(pushType: .background))) == [PushTypeRule.notShown])
        #expect(codes(analysed(#"{"aps": {"alert": "Call"}, "caller": "Ana"}"#, APNsRequestOptions(pushType: .voip))) == [PushTypeRule.notShown])
        #expect(codes(analysed(#"{"aps": {"content-changed": false}}"#, APNsRequestOptions(pushType: .widgets))) == [PushTypeRule.widgetsFlag])
        #expect(codes(analysed(#"{"aps": {}}"#, APNsRequestOptions(pushType: .mdm))) == [PushTypeRule.mdmMagic])
        // A badge alone is a push APNs shows: no alert needed when sent as written.
        #expect(codes(analysed(#"{"aps": {"badge": 2}}"#)).isEmpty)
    }

    @Test func aVoIPPushMayBeLargerThanAnAlert() {
        let big = String(repeating: "x", count: 4500)
        let json = #"{"aps": {}, "call": ""# + big + #""}"#
        #expect(!codes(analysed(json, APNsRequestOptions(pushType: .voip))).contains(PushTypeRule.size))
        #expect(codes(analysed(json, APNsRequestOptions(pushType: .location))).contains(PushTypeRule.size))
    }

    @Test func theRuleCostsNothingForAPushFromTheForm() {
        let a = analyze(#"{"alert": "Hi", "apns_priority": 5}"#)
        #expect(diagnostics(a, of: PushTypeRule()).isEmpty)
        #expect(Validator.allRules.contains { $0 is PushTypeRule })
        #expect(Validator.allRules.contains { $0 is LiveActivityRule })
    }
}

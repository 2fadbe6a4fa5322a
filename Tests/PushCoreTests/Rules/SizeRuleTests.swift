import Testing
@testable import PushCore

/// Spec §5: Braze's limit is 1912 bytes of the compact payload without `ab.c`; APNs' is 4096 with
/// `ab.c` counted at 136 bytes; Liquid makes the count a lower bound.
struct SizeRuleTests {
    /// A bare push whose payload `{"aps":{"alert":"…"}}` is `bytes` long: the wrapper is
    /// `{"aps":{"alert":` (16) + two quotes + `}}` (2) = 20 bytes around the text.
    static func push(payloadBytes bytes: Int) -> String {
        #"{"alert": ""# + String(repeating: "x", count: bytes - 20) + #""}"#
    }

    static let cases: [Expected] = [
        .bare("one byte over Braze's limit", push(payloadBytes: 1913),
              SizeRule.brazeLimit, .error, "", 1, 1),
        .bare("just over 80% of the limit", push(payloadBytes: 1530),
              SizeRule.nearLimit, .info, "", 1, 1),
        .bare("over APNs' limit once ab.c is counted", push(payloadBytes: 3961),
              SizeRule.apnsLimit, .error, "", 1, 1),
        .bare("Liquid in the body", """
        {
          "alert": "Hi {{ ${first_name} | default: 'there' }}!"
        }
        """, SizeRule.liquid, .warning, "", 1, 1),
        .bare("Liquid tags in extra", """
          {
            "alert": "Hi",
            "extra": {"coupon": "{% if ${language} == 'fr' %}BIENVENUE{% endif %}"}
          }
        """, SizeRule.liquid, .warning, "", 1, 3),
        .apns("an oversized payload", """
        {
          "aps": {"alert": "\(String(repeating: "x", count: 1893))"}
        }
        """, SizeRule.brazeLimit, .error, "", 1, 1),
        .apns("Liquid in a payload", """
        {"aps": {"alert": "Hi {{first_name}}"}}
        """, SizeRule.liquid, .warning, "", 1, 1),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(SizeRule().codes))
        #expect(Validator.allRules.contains { $0 is SizeRule })
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: SizeRule()).isEmpty)
    }

    @Test func theBrazeLimitIsInclusive() {
        let at = analyze(Self.push(payloadBytes: 1912))
        #expect(at.budget.brazeBytes == 1912)
        #expect(sizeCodes(at) == [SizeRule.nearLimit])
        let over = analyze(Self.push(payloadBytes: 1913))
        #expect(over.budget.brazeBytes == 1913)
        #expect(sizeCodes(over) == [SizeRule.brazeLimit])
        #expect(!over.isValid)
    }

    @Test func nearLimitStartsAbove80Percent() {
        // 80% of 1912 is 1529.6.
        #expect(sizeCodes(analyze(Self.push(payloadBytes: 1529))).isEmpty)
        #expect(sizeCodes(analyze(Self.push(payloadBytes: 1530))) == [SizeRule.nearLimit])
    }

    @Test func theAPNsLimitCountsTheCampaignKey() {
        // 3960 + 136 = 4096 fits; 3961 + 136 = 4097 does not.
        let fits = analyze(Self.push(payloadBytes: 3960))
        #expect(fits.budget.apnsBytes == 4096)
        #expect(sizeCodes(fits) == [SizeRule.brazeLimit])
        let over = analyze(Self.push(payloadBytes: 3961))
        #expect(over.budget.apnsBytes == 4097)
        #expect(sizeCodes(over) == [SizeRule.brazeLimit, SizeRule.apnsLimit])
    }

    @Test func aDevicePayloadIsCheckedAsItGoesStraightToAPNs() {
        // `{"aps":{"alert":"…"}}` of 4000 bytes: through Braze it would be 4136, but a device
        // payload goes direct, as written, so only 4097 and more is over.
        func payload(_ bytes: Int) -> String { #"{"aps":{"alert":""# + String(repeating: "x", count: bytes - 20) + #""}}"# }
        let fits = PushAnalysis(PushReader().read(payload(4000)))
        #expect(fits.budget.routes == [.direct])
        #expect(fits.budget.apnsBytes == 4000)
        #expect(!sizeCodes(fits).contains(SizeRule.apnsLimit))
        let over = PushAnalysis(PushReader().read(payload(4097)))
        #expect(over.budget.apnsBytes == 4097)
        let message = over.diagnostics.first { $0.code == SizeRule.apnsLimit }?.message ?? ""
        #expect(message.hasPrefix("Sent straight to APNs, the payload is 4097 bytes"), "\(message)")
        // The same text as an apple_push goes through Braze by default, ab.c counted.
        let asPush = analyze(Self.push(payloadBytes: 3961))
        #expect(asPush.budget.apnsBytes(.braze) == 4097)
        #expect(asPush.budget.apnsBytes(.direct) == 3961 + #","ab":{"c":null}"#.utf8.count)
        let viaBraze = asPush.diagnostics.first { $0.code == SizeRule.apnsLimit }?.message ?? ""
        #expect(viaBraze.hasPrefix("Sent through Braze, with its campaign key, the payload is 4097 bytes"), "\(viaBraze)")
    }

    @Test func directBytesCarryLiquidAsWritten() {
        // Braze renders Liquid; a direct send carries the template's text, so its figure is exact.
        let budget = PushAnalysis(PushReader().read(#"{"aps":{"alert":"Hi {{first_name}}"}}"#)).budget
        #expect(budget.isLowerBound)
        #expect(!budget.isLowerBound(.direct))
        #expect(budget.apnsBytes(.direct) == #"{"aps":{"alert":"Hi {{first_name}}"}}"#.utf8.count)
    }

    @Test func multibyteTextCountsInBytes() {
        // 637 × "日" (3 bytes each) = 1911 bytes of text: 1931 with the wrapper, over the limit,
        // though only 637 characters.
        let a = analyze(#"{"alert": ""# + String(repeating: "日", count: 637) + #""}"#)
        #expect(a.budget.brazeBytes == 1931)
        #expect(sizeCodes(a) == [SizeRule.brazeLimit])
    }

    @Test func aPayloadsCampaignKeyIsNotCounted() {
        // `{"aps":{"alert":"Hi"}}` is 22 bytes; the tracking string in ab.c is set aside, and ab with it.
        let c = String(repeating: "Q", count: 120)
        let a = analyze(#"{"aps": {"alert": "Hi"}, "ab": {"c": ""# + c + #""}}"#)
        #expect(a.budget.brazeBytes == 22)
        // Sent as written, APNs gets the file's own ab.c: `,"ab":{"c":"…"}` is 14 + 120 bytes.
        #expect(a.budget.routes == [.direct])
        #expect(a.budget.apnsBytes == 22 + 14 + 120)
    }

    @Test func theSimulatorBundleKeyIsNotPartOfTheDevicePayload() {
        // A simulator .apns file names its app with "Simulator Target Bundle"; the device never
        // receives that key, so the gauge counts only `{"aps":{"alert":"Hi"}}` (22 bytes).
        let a = analyze(#"{"Simulator Target Bundle": "com.example.shop", "aps": {"alert": "Hi"}}"#)
        #expect(a.document.bundleID == "com.example.shop")
        #expect(a.budget.brazeBytes == 22)
    }
}

/// The size codes of an analysis: the long texts these tests need are cut on the card too.
private func sizeCodes(_ a: PushAnalysis) -> [String] {
    diagnostics(a, of: SizeRule()).map(\.code)
}

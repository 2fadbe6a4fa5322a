import Testing
@testable import PushCore

/// Spec §7: an info when the lock screen of the chosen phone cuts the title or the body.
struct TruncationRuleTests {
    static let longTitle = "We saved your cart so you can pick up where you left off today"
    static let longBody = String(repeating: "Members get free shipping on every order this week. ", count: 5)

    func cut(_ json: String, phone: PhoneSize = .standard) -> [Diagnostic] {
        let document = PushReader().read(json)
        return diagnostics(PushAnalysis(document, phone: phone), of: TruncationRule())
    }

    @Test func aLongTitleSaysWhatShowsAndHowMuch() throws {
        let found = cut(#"{"alert":{"title":"\#(Self.longTitle)","body":"b"}}"#)
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.code == TruncationRule.titleCut && d.severity == .info && d.path == "/alert/title")
        #expect(d.message.contains("a standard phone (393 pt), beside “now”"))
        #expect(d.message.hasPrefix("The title shows 33 of its 62 characters"))
        #expect(d.message.contains("…”"))
    }

    @Test func aLongBodySaysHowManyCharactersAreLostAndWhetherLongPressHelps() throws {
        let d = try #require(cut(#"{"alert":{"title":"T","body":"\#(Self.longBody)"}}"#).first)
        #expect(d.code == TruncationRule.bodyCut && d.path == "/alert/body")
        #expect(d.message.hasPrefix("The body loses "))
        #expect(d.message.contains("characters after 4 lines"))
        #expect(d.message.contains("the last line ends “"))
        #expect(d.message.contains("Long-pressed, 7 lines"))
        // A plain-string alert is the body itself.
        let plain = try #require(cut(#"{"alert":"\#(Self.longBody)"}"#).first)
        #expect(plain.path == "/alert")
    }

    @Test(arguments: [
        String(repeating: "Flash sale on every size today only ", count: 12),
        String(repeating: "東京で本日限りのセール、全サイズ対象です。", count: 9),
        String(repeating: "Fête 🎉 👨‍👩‍👧 ✨ déjà vu, naïve café\r\n", count: 10),
    ])
    func theLongPressedLossIsTheTotalLessWhatSevenLinesShow(_ body: String) throws {
        // The note counts the rest once: both layouts cut the same text at a character.
        for hasMedia in [false, true] {
            var push = ApplePush()
            push.alert = .content(AlertContent(body: body, title: "T"))
            if hasMedia { push.assetURL = "https://cdn.example.com/a.png" }
            let fit = CardFit(push, phone: .standard)
            let lock = try #require(fit.body), expanded = try #require(fit.expandedBody)
            #expect(lock.isCut && expanded.isCut)
            #expect(expanded.lostCharacters == lock.shownCharacters + lock.lostCharacters - expanded.shownCharacters)
        }
    }

    @Test func textThatFitsSaysNothing() {
        #expect(cut(#"{"alert":{"title":"Flash sale","body":"40% off everything until midnight."}}"#).isEmpty)
    }

    @Test func thePhoneDecides() {
        // About 30 characters fit beside "now" on a small phone, about 38 on a large one.
        let title = "Your order is on its way to you now"
        #expect(!cut(#"{"alert":{"title":"\#(title)","body":"b"}}"#, phone: .small).isEmpty)
        #expect(cut(#"{"alert":{"title":"\#(title)","body":"b"}}"#, phone: .large).isEmpty)
    }

    @Test func aThumbnailNarrowsTheBody() throws {
        let body = String(Self.longBody.prefix(170))
        #expect(cut(#"{"alert":{"title":"T","body":"\#(body)"}}"#).isEmpty)
        let rich = try #require(cut(#"{"alert":{"title":"T","body":"\#(body)"},"asset_url":"https://a.example/x.jpg","asset_file_type":"jpg"}"#).first)
        #expect(rich.message.contains("beside the thumbnail"))
    }

    @Test func liquidAndLocalizedTextAreLeftOut() {
        #expect(cut(#"{"alert":{"title":"{{${first_name}}}, \#(Self.longTitle)","body":"b"}}"#).isEmpty)
        #expect(cut(#"{"alert":{"title_loc_key":"\#(Self.longTitle)","loc_key":"\#(Self.longBody)"}}"#).isEmpty)
    }

    @Test func everyRequestFormPointsIntoItsOwnDocument() throws {
        let request = #"{"external_user_ids":["u1"],"messages":{"apple_push":{"alert":{"title":"\#(Self.longTitle)","body":"b"}}}}"#
        let d = try #require(cut(request).first)
        #expect(d.path == "/messages/apple_push/alert/title")
    }
}

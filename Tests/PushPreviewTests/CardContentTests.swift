import PushCore
import PushPreview
import TerminalKit
import Testing

@Suite struct CardContentTests {
    func content(_ json: String, _ options: CardOptions = CardOptions()) -> CardContent {
        CardContent(push: PushReader().read(json).push, options: options)
    }

    func card(_ json: String, width: Int, state: CardState = .lock) -> [String] {
        LockScreenCard(push: PushReader().read(json).push, options: CardOptions(width: width, state: state)).render().lines
    }

    @Test func substitutesPlaceholdersInOrderAndByPosition() {
        #expect(CardContent.substitute("%@ invited %@", ["Ann", "Bo"]) == "Ann invited Bo")
        #expect(CardContent.substitute("%2$@ then %1$@", ["a", "b"]) == "b then a")
        #expect(CardContent.substitute("GAME_INVITE", ["Jenna"]) == "GAME_INVITE (Jenna)")
        #expect(CardContent.substitute("100%% of %@", ["you"]) == "100% of you")
        #expect(CardContent.substitute("%@ and %@", ["one"]) == "one and %@")
    }

    @Test func appNameStandsInForAMissingTitle() {
        let c = content(#"{"alert":"Body only"}"#, CardOptions(appName: "Shop"))
        #expect(c.title == "Shop")
        #expect(c.titleIsAppName)
        #expect(CardOptions.appName(fromBundleID: "com.example.shop") == "Shop")
        #expect(CardOptions.appName(fromBundleID: nil) == "APP")
    }

    @Test func bodyLinesPerState() {
        let words = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"
        let long = #"{"alert":{"title":"T","body":"\#(words) \#(words) \#(words) \#(words)"}}"#
        // Rows: top border, title row, the body lines, bottom border.
        #expect(card(long, width: 60, state: .banner).count == 3 + 2)
        #expect(card(long, width: 60, state: .lock).count == 3 + 4)
        #expect(card(long, width: 60, state: .expanded).count == 3 + 7)
        #expect(card(long, width: 60, state: .hidden).joined().contains("Notification"))
        #expect(!card(long, width: 60, state: .hidden).joined().contains("one two"))
    }

    @Test func ideographsAreCutWhereThePhoneCutsThem() {
        // A standard phone's body line holds 19 full-width glyphs; the banner's second line
        // keeps room for "…" and so shows 18.
        let body = String(repeating: "日", count: 19 * 5)
        let lines = card(#"{"alert":{"title":"T","body":"\#(body)"}}"#, width: 60, state: .banner)
        #expect(lines[2].contains(String(repeating: "日", count: 19) + " "))
        #expect(lines[3].contains(String(repeating: "日", count: 18) + "…"))
        for line in lines { #expect(DisplayWidth.of(line) == 60, "\(line)") }
    }

    @Test func aLineWiderThanTheCardIsClippedNotRewrapped() {
        // Beside "now", 16 ideographs and "…" fit the phone's title row: 33 cells, more than a
        // 30-cell card's 19, so the row is clipped with "›" and keeps the card's width.
        let json = #"{"alert":{"title":"\#(String(repeating: "本", count: 20))","body":"b"}}"#
        #expect(card(json, width: 60)[1].contains(String(repeating: "本", count: 16) + "…"))
        let narrow = card(json, width: 30)
        #expect(narrow[1].contains("›"))
        #expect(narrow.count == 4)
        for line in narrow { #expect(DisplayWidth.of(line) == 30, "\(line)") }
    }

    @Test func timeSensitiveMovesTheTimeToTheLabelRow() {
        let lines = card(#"{"alert":{"title":"Your table is ready","body":"b"},"interruption_level":"time-sensitive"}"#, width: 60)
        #expect(lines[1].contains("TIME SENSITIVE") && lines[1].contains("now"))
        #expect(lines[2].contains("Your table is ready") && !lines[2].contains("now"))
    }

    @Test func theAppNameStandsInOnlyWithoutATitle() {
        #expect(card(#"{"alert":"Body only"}"#, width: 60)[1].contains("APP"))
        #expect(!card(#"{"alert":{"title":"Hi","body":"b"}}"#, width: 60)[1].contains("APP"))
    }

    @Test func richMediaNarrowsTheBody() {
        let text = #""alert":{"title":"T","body":"aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn"}"#
        let plain = card("{\(text)}", width: 60)
        let rich = card("{\(text),\"asset_url\":\"https://x.example/a.gif\",\"asset_file_type\":\"gif\"}", width: 60)
        #expect(rich.count > plain.count)
        #expect(rich.contains { $0.contains("│GIF") })
    }

    @Test func buttonsOnlyWhenExpandedAndAtMostFour() {
        let json = #"{"alert":"x","category":"CUSTOM","buttons":[{"action_id":"a","action":"URI","uri":"https://a.example"},{"action_id":"b","action":"URI","uri":"https://b.example"},{"action_id":"c","action":"URI","uri":"https://c.example"},{"action_id":"d","action":"URI","uri":"https://d.example"},{"action_id":"e","action":"URI","uri":"https://e.example"}]}"#
        #expect(content(json).buttons.count == 4)
        #expect(!card(json, width: 44).joined().contains("https://a.example"))
        #expect(card(json, width: 44, state: .expanded).joined().contains("→ opens https://a.example"))
    }

    @Test func defaultCategoryButtonsUseBrazeTextsAndDefaults() {
        let c = content(#"{"alert":"x","category":"ab_cat_yes_no"}"#)
        #expect(c.buttons.map(\.label) == ["Yes", "No"])
        #expect(c.buttons.map(\.effect) == ["opens the app", "dismisses"])
    }

    @Test func silentPushSaysNothingIsShown() {
        let c = content(#"{"content-available":true,"extra":{"k":1}}"#)
        #expect(c.silent?.receives == ["aps.content-available", "k"])
        #expect(card(#"{"content-available":true}"#, width: 44).joined().contains("Silent push: nothing is shown"))
    }

    @Test func controlCharactersBecomePlaceholders() {
        let lines = card(#"{"alert":{"title":"a\u001b]0;x\u0007b","body":"c\u202ed"}}"#, width: 44)
        let all = lines.joined()
        #expect(!all.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
        #expect(all.contains("␛"))
    }
}

extension CardContentTests {
    @Test func aDevicePayloadsSubtitleShowsUnderTheTitle() {
        let push = PushReader().read(#"{"alert":{"title":"Outbid","body":"Someone bid more."}}"#).push
        let lines = LockScreenCard(push: push, options: CardOptions(), subtitle: "Small Leather Lamp").render().lines
        #expect(lines[1].contains("Outbid") && lines[2].contains("Small Leather Lamp") && lines[3].contains("Someone bid more."))
        let hidden = LockScreenCard(push: push, options: CardOptions(state: .hidden), subtitle: "Small Leather Lamp").render().lines
        #expect(!hidden.joined().contains("Leather"))
    }

    @Test func theConfigsCategoryShowsEveryButtonByItsLabelAndWhatATapDoes() {
        let offer = AppCategory(id: "shop_offer", buttons: [
            .init(id: "shop", label: "Shop now"),
            .init(id: "later", label: "Not now", isDestructive: true, needsUnlock: true),
        ])
        let json = #"{"alert": "Hi", "category": "shop_offer", "buttons": [{"action_id": "shop", "action": "URI", "uri": "https://x.example/s"}]}"#
        let c = content(json, CardOptions(categories: [offer]))
        #expect(c.buttons == [
            CardButton(label: "Shop now", effect: "opens https://x.example/s", isStandIn: false),
            CardButton(label: "Not now", effect: "as the app registered it · after unlocking", isStandIn: false, isDestructive: true),
        ])
        #expect(c.appCategory == nil)
        // Without the config, the push's own entry stands in under its id.
        #expect(content(json).buttons.map(\.label) == ["shop"])
    }
}

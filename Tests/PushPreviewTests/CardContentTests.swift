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
        let long = #"{"alert":{"title":"T","body":"one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty"}}"#
        // Rows: top border, app row, title, the body lines, bottom border.
        #expect(card(long, width: 30, state: .banner).count == 4 + 2)
        #expect(card(long, width: 30, state: .lock).count == 4 + 4)
        #expect(card(long, width: 30, state: .expanded).count == 4 + 6)
    }

    @Test func truncatedBodyEndsWithAnEllipsisEvenAfterAWideCharacter() {
        // Width 30 leaves 26 cells; 13 ideographs fill a line exactly, so the ellipsis must
        // replace the last ideograph, not overflow the border.
        let body = String(repeating: "日", count: 13 * 5)
        let lines = card(#"{"alert":{"title":"T","body":"\#(body)"}}"#, width: 30, state: .banner)
        #expect(lines[3] == "│ " + String(repeating: "日", count: 13) + " │")
        #expect(lines[4] == "│ " + String(repeating: "日", count: 12) + "…  │")
        for line in lines { #expect(DisplayWidth.of(line) == 30, "\(line)") }
    }

    @Test func wideTitleAtTheEdgeNeverSplits() {
        // 26 cells of room: 12 ideographs (24) + "…" fit; a 13th and "…" would need 27.
        let lines = card(#"{"alert":{"title":"\#(String(repeating: "本", count: 20))","body":"b"}}"#, width: 30)
        #expect(lines[2] == "│ " + String(repeating: "本", count: 12) + "…  │")
        // Exactly 13 ideographs fill 26 cells and need no ellipsis.
        let exact = card(#"{"alert":{"title":"\#(String(repeating: "本", count: 13))","body":"b"}}"#, width: 30)
        #expect(exact[2] == "│ " + String(repeating: "本", count: 13) + " │")
    }

    @Test func richMediaNarrowsTheBody() {
        let text = #""alert":{"title":"T","body":"aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn"}"#
        let plain = card("{\(text)}", width: 44)
        let rich = card("{\(text),\"asset_url\":\"https://x.example/a.gif\",\"asset_file_type\":\"gif\"}", width: 44)
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

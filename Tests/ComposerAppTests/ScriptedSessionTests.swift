@testable import ComposerApp
import ComposerSettings
import FileTestSupport
import Foundation
import PushCore
import PushPreview
import TerminalKit
import TestSupport
import Testing
import TextFormats
import TerminalThemes

/// Sessions typed through the real `update` and drawn by the real view, as a marketer would.
@MainActor
@Suite struct ScriptedSessionTests {
    // MARK: - The gauge

    @Test(arguments: [ComposerHarness.small, ComposerHarness.wide])
    func japaneseTitleMovesTheGaugeByItsUTF8Bytes(size: Size) {
        let h = ComposerHarness(size: size)
        #expect(h.state.focusedField == .title)
        let start = h.state.analysis.budget.brazeBytes
        let typed = "セール開催中です"
        var previous = start
        for kana in typed {
            h.type(String(kana))
            let now = h.state.analysis.budget.brazeBytes
            #expect(now - previous == 3, "typing \(kana) moved the gauge by \(now - previous) bytes")
            previous = now
        }
        #expect(h.state.draft.text(of: .title) == "Flash sale ⚡" + typed)
        let end = h.state.analysis.budget.brazeBytes
        #expect(end - start == typed.utf8.count)
        #expect(typed.utf8.count == 3 * typed.count)
        let frame = h.render()
        let gauge = h.gaugeRow(frame)
        #expect(gauge.contains("Braze \(end)/1912 B"), "gauge row: \(gauge)")
        #expect(gauge.contains("APNs via Braze \(end + ByteBudget.campaignKeyReserve)/4096"), "gauge row: \(gauge)")
        #expect(!gauge.contains("Braze \(start)/"))
        // The title field shows what was typed, the cursor after it.
        #expect(frame.text.contains("Flash sale ⚡" + typed))
        #expect(frame.cursor != nil)
    }

    @Test func pastingALongBodyTurnsTheGaugeRedWithTheSizeError() throws {
        let h = ComposerHarness()
        h.focus(.body)
        let frameBefore = h.render()
        #expect(Self.barStyle(h, frameBefore) == h.theme[.gaugeOK].reversed)
        #expect(!h.state.analysis.diagnostics.contains { $0.code == SizeRule.brazeLimit })

        h.paste(String(repeating: "Sale! ", count: 330))
        let budget = h.state.analysis.budget
        #expect(budget.brazeBytes > ByteBudget.brazeLimit)
        let error = try #require(h.state.analysis.diagnostics.first { $0.code == SizeRule.brazeLimit })
        #expect(error.severity == .error)

        let frame = h.render()
        let gauge = h.gaugeRow(frame)
        #expect(gauge.contains("Braze \(budget.brazeBytes)/1912 B"), "gauge row: \(gauge)")
        #expect(Self.barStyle(h, frame) == h.theme[.gaugeOver].reversed)
        // The figure is drawn in the over-limit colour too.
        let figure = try #require(frame.find("Braze \(budget.brazeBytes)"))
        #expect(frame.buffer[figure.x, figure.y].style.foreground == h.theme[.gaugeOver].foreground)
        // The summary counts the error, and the list names it.
        #expect(gauge.contains("✖ 1"), "gauge row: \(gauge)")
        h.press(.ctrl("l"))
        #expect(h.render().text.contains(String(error.message.prefix(30))))
    }

    @Test func theGaugeTurnsAmberPastEightyPercent() {
        let h = ComposerHarness()
        h.focus(.body)
        // 0.8 × 1912 = 1529.6: go a little past it without reaching the limit.
        let missing = 1560 - h.state.analysis.budget.brazeBytes
        h.paste(String(repeating: "x", count: missing))
        #expect(h.state.analysis.budget.brazeBytes == 1560)
        #expect(Self.barStyle(h, h.render()) == h.theme[.gaugeWarn].reversed)
    }

    /// The style of the gauge bar's first cell (after the figure).
    static func barStyle(_ h: ComposerHarness, _ frame: Frame) -> Style? {
        let row = frame.size.height - 2
        let text = "Braze \(h.state.analysis.budget.brazeBytes)/\(ByteBudget.brazeLimit) B "
        return frame.buffer.cell(at: Point(x: 1 + DisplayWidth.of(text), y: row))?.style
    }

    // MARK: - Buttons

    @Test func acceptDeclineWithAURIOnAccept() throws {
        let h = ComposerHarness(size: ComposerHarness.wide)
        h.choose("Accept / Decline", for: .category)
        #expect(h.state.draft.push.category == DefaultCategory.acceptDecline.rawValue)
        #expect(h.state.fields == [.category, .knownButton(0, .action), .knownButton(1, .action)])
        // Decline can only dismiss.
        #expect(h.state.draft.options(for: .knownButton(1, .action)) == ["CLOSE"])

        h.choose("URI", for: .knownButton(0, .action))
        #expect(h.state.fields.contains(.knownButton(0, .uri)))
        h.focus(.knownButton(0, .uri))
        h.type("https://example.com/beta")

        let payload = DevicePayload.build(h.state.draft.push)
        let aps = try #require(payload["aps"]?.objectValue)
        #expect(aps["category"] == .string("ab_cat_accept_decline"))
        let cat = try #require(payload["ab"]?.objectValue?["ab_cat"]?.objectValue)
        #expect(cat["ab_pb_accept"] == .object(JSONObject(pairs: ["a_t": .string("ab_uri"), "a_uri": .string("https://example.com/beta")])))
        #expect(h.state.draft.push.buttons == [PushButton(actionID: "ab_pb_accept", action: "URI", uri: "https://example.com/beta")])
        #expect(h.state.analysis.isValid, "\(h.state.analysis.diagnostics.map(\.message))")

        // The card's buttons, as the preview derives them.
        let content = CardContent(push: h.state.draft.push, options: CardOptions(state: .expanded))
        #expect(content.buttons.map(\.label) == ["Accept", "Decline"])
        #expect(content.buttons.map(\.effect) == ["opens https://example.com/beta", "dismisses"])

        // And on screen: Ctrl-T shows the expanded card with both buttons.
        h.press(.ctrl("t"))
        #expect(h.state.cardState == .expanded)
        let frame = h.render()
        let preview = ComposerLayout(size: h.state.size, showsPreview: false).preview
        let rows = frame.buffer.lines[preview.y..<preview.maxY].map { String($0.dropFirst(preview.x)) }
        #expect(rows.contains { $0.contains("Accept") && $0.contains("→ opens https://example.com/beta") }, "\(rows)")
        #expect(rows.contains { $0.contains("Decline") && $0.contains("→ dismisses") }, "\(rows)")
    }

    @Test func theAppsOwnCategoryWithButtonsAddedAndRemoved() throws {
        let h = ComposerHarness()
        h.choose("app's own category", for: .category)
        #expect(h.state.fields == [.category, .customCategory, .addButton])
        h.focus(.customCategory)
        h.type("CHAT_REPLY")
        #expect(h.state.draft.push.category == "CHAT_REPLY")

        // Alt-A adds a button and focuses its id.
        h.press(.alt("a"))
        #expect(h.state.draft.push.buttons?.count == 1)
        #expect(h.state.focusedField == .button(0, .actionID))
        h.replace(.button(0, .actionID), with: "reply")
        h.choose("DEEP_LINK", for: .button(0, .action))
        h.replace(.button(0, .uri), with: "chat://reply/sam")
        h.replace(.button(0, .label), with: "Reply")

        h.press(.alt("a"))
        #expect(h.state.draft.push.buttons?.count == 2)
        #expect(h.state.focusedField == .button(1, .actionID))
        h.replace(.button(1, .actionID), with: "mute")
        h.replace(.button(1, .uri), with: "https://example.com/mute")
        h.replace(.button(1, .label), with: "Mute")

        #expect(h.state.draft.push.buttons == [
            PushButton(actionID: "reply", action: "DEEP_LINK", uri: "chat://reply/sam"),
            PushButton(actionID: "mute", action: "URI", uri: "https://example.com/mute"),
        ])
        #expect(h.state.draft.buttonLabels == ["reply": "Reply", "mute": "Mute"])
        let payload = DevicePayload.build(h.state.draft.push)
        #expect(payload["ab"]?.objectValue?["ab_cat"]?.objectValue?.keys == ["reply", "mute"])
        let card = CardContent(push: h.state.draft.push, options: CardOptions(state: .expanded, buttonLabels: h.state.draft.buttonLabels))
        #expect(card.buttons.map(\.label) == ["Reply", "Mute"])

        // Labels are the draft's own: never in the saved request.
        h.press(.ctrl("s"))
        h.press(.ctrl("u"))
        h.type(h.path("chat.json"))
        let saved = try #require(h.press(KeyEvent(.enter)).first?.savedContents)
        #expect(try String(contentsOfFile: h.path("chat.json"), encoding: .utf8) == saved)
        #expect(!saved.contains("Reply\""))
        #expect(!saved.contains("Mute\""))

        // Alt-R on the first button's URI removes the whole first button and its label.
        h.focus(.button(0, .uri))
        h.press(.alt("r"))
        #expect(h.state.draft.push.buttons == [PushButton(actionID: "mute", action: "URI", uri: "https://example.com/mute")])
        #expect(h.state.draft.buttonLabels == ["mute": "Mute"])
        #expect(h.state.focusedField.map { if case .button(0, _) = $0 { true } else { false } } == true)
        let frame = h.render()
        #expect(frame.text.contains("Button 1 id"))
        #expect(!frame.text.contains("Button 2 id"))
        #expect(frame.text.contains("mute"))

        // Braze's categories refuse Alt-A, and say why.
        h.choose("Yes / No", for: .category)
        h.press(.alt("a"))
        #expect(h.state.draft.push.buttons == nil)
        #expect(h.state.status?.kind == .warning)
        #expect(h.helpRow(h.render()).contains("app's own category"))
    }

    // MARK: - Extras

    @Test func extrasRefuseApsAsTyped() throws {
        let h = ComposerHarness()
        h.go(to: .extras)
        #expect(h.state.fields == [.addExtra])
        for (key, value) in [("campaign", "spring"), ("discount", "40"), ("vip", "true")] {
            h.press(.alt("a"))
            let index = h.state.draft.push.extra!.members.count - 1
            #expect(h.state.focusedField == .extra(index, .key))
            h.replace(.extra(index, .key), with: key)
            if value == "40" { h.choose("number", for: .extra(index, .type)) }
            if value == "true" { h.choose("boolean", for: .extra(index, .type)) }
            h.replace(.extra(index, .value), with: value)
        }
        let extra = try #require(h.state.draft.push.extra)
        #expect(extra.keys == ["campaign", "discount", "vip"])
        #expect(extra["campaign"] == .string("spring"))
        #expect(extra["discount"] == .number("40"))
        #expect(extra["vip"] == .bool(true))

        // A fourth entry: typing "aps" is refused at the "s", and the screen says why.
        h.press(.alt("a"))
        h.replace(.extra(3, .key), with: "aps")
        #expect(h.state.draft.push.extra?.keys.contains("aps") == false)
        #expect(h.state.draft.text(of: .extra(3, .key)) == "ap")
        // Refused outright, or kept in the field as not taken: either way not in the draft.
        #expect(h.state.editor?.text == "ap" || h.state.pending[.extra(3, .key)] != nil)
        #expect(h.state.status?.kind == .warning)
        let status = h.helpRow(h.render())
        #expect(status.contains("\"aps\" is Braze's own key"), "status line: \(status)")
        // The device payload never gets a second aps.
        #expect(DevicePayload.build(h.state.draft.push).keys.filter { $0 == "aps" }.count == 1)
    }

    // MARK: - Badge

    @Test func badgeRefusesMinusAndLettersAsTyped() {
        let h = ComposerHarness()
        h.choose("a number", for: .badgeMode)
        #expect(h.state.draft.push.badge == 1)
        h.focus(.badgeCount)
        h.press(.end)  // edit in place rather than replace the selected number
        h.type("2")
        #expect(h.state.draft.push.badge == 12)
        for refused in ["-", "a", "x", "½", "٣", "."] {
            h.type(refused)
            #expect(h.state.draft.push.badge == 12, "\(refused) changed the badge")
            #expect(h.state.editor?.text == "12", "\(refused) was typed into the field")
            #expect(h.state.status?.text == "The badge is a whole number, 0 or more.")
        }
        #expect(h.helpRow(h.render()).contains("The badge is a whole number"))
        // Digits still go in.
        h.type("5")
        #expect(h.state.draft.push.badge == 125)
    }

    @Test func aNumberArrivesSelectedSoTypingReplacesIt() {
        let h = ComposerHarness()
        h.choose("a number", for: .badgeMode)
        h.focus(.badgeCount)
        #expect(h.state.replacesOnType)
        // Shown selected: the value's cell takes the selection style.
        let frame = h.render()
        let row = (0..<frame.buffer.size.height).first { frame.buffer.text(row: $0).contains("Badge number") }!
        let text = frame.buffer.text(row: row)
        let label = text.range(of: "Badge number")!
        let x = DisplayWidth.of(text[..<text.range(of: "1", range: label.upperBound..<text.endIndex)!.lowerBound])
        #expect(frame.buffer[x, row].style == Theme.default[.selection])
        h.type("5")
        #expect(h.state.draft.push.badge == 5)
        h.type("2")
        #expect(h.state.draft.push.badge == 52, "only the first key replaces")
        // A refused key changes nothing and keeps the selection.
        h.press(.tab)
        h.press(.backTab)
        h.type("x")
        #expect(h.state.draft.push.badge == 52)
        #expect(h.state.replacesOnType)
        h.type("7")
        #expect(h.state.draft.push.badge == 7)
        // Backspace on the selection clears it; an arrow keeps the number and edits in place.
        h.press(.tab)
        h.press(.backTab)
        h.press(.backspace)
        #expect(h.state.editor?.text == "")
        h.type("9")
        h.press(.tab)
        h.press(.backTab)
        h.press(.left)
        #expect(!h.state.replacesOnType)
        h.type("1")
        #expect(h.state.draft.push.badge == 19)
    }

    @Test func anExtraTypedAsANumberIsReplacedToo() {
        let h = ComposerHarness(json: #"{"alert": {"title": "T", "body": "B"}}"#)
        h.go(to: .extras)
        h.press(.enter)
        h.choose("number", for: .extra(0, .type))
        h.focus(.extra(0, .value))
        h.type("42")
        #expect(h.state.draft.push.extra?.member("key_1")?.value.value == .number("42"))
    }

    // MARK: - Delivery

    @Test func expiryShorthandWithAFixedClock() {
        let h = ComposerHarness()
        // 2026-01-01T00:00:00Z, in UTC.
        h.wall.now = WallClock(unixSeconds: 1_767_225_600, utcOffset: 0)
        h.tick(1)
        h.focus(.expiry)
        h.type("in 2h")
        #expect(h.state.draft.push.expiry == "2026-01-01T02:00:00Z")
        #expect(h.state.editor?.text == "in 2h")
        #expect(!h.state.analysis.diagnostics.contains { $0.path.hasSuffix("/expiry") && $0.severity == .error })
        let frame = h.render()
        #expect(frame.text.contains("in 2h"))
        #expect(frame.text.contains("→ 2026-01-01T02:00:00Z (UNIX 1767232800)"), "\(frame.text)")
        // The headers the pane compiles carry the same instant.
        #expect(h.state.compiledText(.headers).contains("apns-expiration: 1767232800"))

        // In a zone two hours east, "tomorrow 9:00" is 07:00 UTC the next day, written with its offset.
        let east = ComposerHarness()
        east.wall.now = WallClock(unixSeconds: 1_767_225_600, utcOffset: 7200)
        east.tick(1)
        east.focus(.expiry)
        east.type("tomorrow 9:00")
        #expect(east.state.draft.push.expiry == "2026-01-02T09:00:00+02:00")
    }

    // MARK: - Saving and quitting

    @Test func ctrlSWithoutAFileAsksForOneAndSavesAValidRequest() throws {
        let h = ComposerHarness()
        h.focus(.title)
        h.type(" today")
        #expect(h.state.isDirty)
        #expect(h.press(.ctrl("s")).isEmpty)
        guard case .prompt(.saveAs, let line)? = h.state.overlay else {
            Issue.record("no save-as prompt: \(String(describing: h.state.overlay))")
            return
        }
        #expect(line.text == "push.json")
        // The prompt takes the keys: Ctrl-U clears it, typing fills it, nothing reaches the form.
        h.press(.ctrl("u"))
        let target = h.path("sale push.json")
        h.type(target)
        #expect(h.state.draft.text(of: .title) == "Flash sale ⚡ today")
        #expect(h.render().text.contains("sale push.json"))
        let effects = h.press(KeyEvent(.enter))
        #expect(h.state.overlay == nil)
        let saveRequest = try #require(effects.first?.saveRequest, "Enter gave \(effects)")
        let path = saveRequest.path
        let contents = saveRequest.contents
        #expect(path == target)
        #expect(saveRequest.revision == h.state.revision)
        #expect(contents.hasSuffix("}\n"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == contents)

        // The file reads back to the same push, as a Braze request, and validates.
        let document = PushReader().read(contents)
        #expect(document.kind == .request)
        #expect(document.push == h.state.draft.push)
        #expect(document.envelope?["external_user_ids"] == h.state.draft.envelope["external_user_ids"])
        let analysis = PushAnalysis(document)
        #expect(!analysis.diagnostics.hasErrors, "\(analysis.diagnostics.map(\.message))")

        // The save's answer came back through the loop: the title loses its dot, the autosave is dropped.
        #expect(!h.state.isDirty)
        #expect(h.state.filePath == path)
        #expect(effects.contains { $0.isDiscardAutosave })
        #expect(!effects.contains(.quit))
        #expect(!h.render().buffer.text(row: 0).contains("●"))

        // Ctrl-S now saves to the same file without asking.
        h.type("!")
        let again = h.press(.ctrl("s"))
        #expect(h.state.overlay == nil)
        guard let saveRequest = (again.first)?.saveRequest else {
            Issue.record("second Ctrl-S gave \(again)")
            return
        }
        #expect(saveRequest.path == path)
    }

    @Test func quittingWithUnsavedChangesAsksAndDIsDiscard() {
        let h = ComposerHarness()
        h.type("!")
        #expect(h.state.isDirty)
        #expect(h.press(.ctrl("q")).isEmpty)
        #expect(h.state.overlay == .confirmQuit)
        #expect(!h.state.isQuitting)
        #expect(h.render().text.contains("Save before quitting?"))
        // Keys other than s, d, c and Esc do nothing.
        #expect(h.press(.char("x")).isEmpty)
        #expect(h.state.overlay == .confirmQuit)
        let effects = h.press(.char("d"))
        #expect(effects.count == 2)
        #expect(effects.first?.isDiscardAutosave == true)
        #expect(effects.last == .quit)
        #expect(h.state.isQuitting)
    }

    @Test func quittingWithoutChangesDoesNotAsk() {
        let h = ComposerHarness()
        let effects = h.press(.ctrl("q"))
        #expect(h.state.overlay == nil)
        #expect(effects.last == .quit)
    }

    @Test func escapeCancelsTheQuitQuestion() {
        let h = ComposerHarness()
        h.type("!")
        h.press(.ctrl("q"))
        #expect(h.press(KeyEvent(.escape)).isEmpty)
        #expect(h.state.overlay == nil)
        #expect(!h.state.isQuitting)
        h.type("?")
        #expect(h.state.draft.text(of: .title) == "Flash sale ⚡!?")
    }

    @Test func saveFromTheQuitQuestionQuitsOnlyAfterTheSaveSucceeds() throws {
        let performer = RecordingPerformer()
        // The file's folder is not there yet: the first save fails for real.
        let folder = performer.folder.path + "/later"
        let h = ComposerHarness(filePath: folder + "/x.json", performer: performer)
        h.type("!")
        h.press(.ctrl("q"))
        let effects = h.press(.char("s"))
        let contents = try #require(effects.first?.savedContents)
        #expect(PushReader().read(contents).push == h.state.draft.push)
        // A failed save keeps the composer and the draft, and says why.
        #expect(!effects.contains(.quit))
        #expect(!h.state.isQuitting)
        if case .message(let text)? = h.state.overlay { #expect(text.contains("x.json"), "\(text)") } else { Issue.record("no message") }
        // A save that succeeds then quits.
        h.press(KeyEvent(.enter))
        #expect(mkdir(folder, 0o700) == 0)
        h.press(.ctrl("q"))
        let done = h.press(.char("s"))
        let save = try #require(done.firstIndex { $0.saveRequest != nil })
        #expect(done.last == .quit && done.firstIndex(of: .quit).map { $0 > save } == true)
        #expect(done.contains { $0.isDiscardAutosave })
        #expect(FileManager.default.fileExists(atPath: folder + "/x.json"))
    }

    @Test func saveFromTheQuitQuestionWithoutAFileAsksForAPathThenQuits() throws {
        let h = ComposerHarness()
        h.type("!")
        h.press(.ctrl("q"))
        #expect(h.press(.char("s")).isEmpty)
        guard case .prompt(.saveAs, _)? = h.state.overlay else {
            Issue.record("no save-as prompt: \(String(describing: h.state.overlay))")
            return
        }
        h.press(.ctrl("u"))
        h.type(h.path("new.json"))
        let effects = h.press(KeyEvent(.enter))
        // The quit comes only after the save, once its answer says it worked.
        let save = try #require(effects.firstIndex { $0.saveRequest != nil }, "Enter gave \(effects)")
        #expect(effects.firstIndex(of: .quit).map { $0 > save } == true)
        #expect(FileManager.default.fileExists(atPath: h.path("new.json")))
        #expect(h.state.isQuitting)
    }

    // MARK: - The newcomer of the issue's "Done when"

    @Test func aNewcomerComposesAndSavesAPushThatValidates() throws {
        let h = ComposerHarness.empty()
        h.focus(.title)
        h.type("Flash sale")
        h.focus(.body)
        h.type("40% off today.")
        h.press(KeyEvent(.enter))
        h.type("Tap to shop.")
        h.choose("system default", for: .soundMode)
        h.choose("a number", for: .badgeMode)
        h.replace(.badgeCount, with: "3")
        h.choose("time-sensitive", for: .interruptionLevel)
        h.choose("Accept / Decline", for: .category)
        h.replace(.externalUserIDs, with: "user-1")

        let push = h.state.draft.push
        #expect(push.alert == .content(AlertContent(body: "40% off today.\nTap to shop.", title: "Flash sale")))
        #expect(push.sound == "default")
        #expect(push.badge == 3)
        #expect(push.interruptionLevel == "time-sensitive")
        #expect(push.category == "ab_cat_accept_decline")
        #expect(!h.state.analysis.diagnostics.hasErrors, "\(h.state.analysis.diagnostics.map(\.message))")

        // The card shows it, the gauge counts it.
        h.resize(120, 40)
        h.press(.ctrl("t"))
        let frame = h.render()
        #expect(frame.text.contains("Flash sale"))
        #expect(frame.text.contains("Accept"))
        #expect(frame.text.contains("TIME SENSITIVE") || frame.text.contains("Time Sensitive") || frame.text.contains("TIME-SENSITIVE"))
        #expect(h.gaugeRow(frame).contains("Braze \(h.state.analysis.budget.brazeBytes)/1912 B"))

        h.press(.ctrl("s"))
        h.press(.ctrl("u"))
        h.type("/tmp/newcomer.json")
        let contents = try #require(h.press(KeyEvent(.enter)).first?.savedContents)
        let saved = PushReader().read(contents)
        #expect(saved.kind == .request)
        #expect(saved.push == push)
        #expect(!PushAnalysis(saved).diagnostics.hasErrors)
    }

    // MARK: - Files, export and the external editor

    @Test func unknownKeysInTheFileAreKeptOnSave() throws {
        let json = #"""
        {
          "external_user_ids": ["u1"],
          "x_team": "growth",
          "messages": {
            "apple_push": {"alert": "Hello", "x_future": {"a": 1}},
            "android_push": {"alert": "Hello Android"}
          }
        }
        """#
        let performer = RecordingPerformer()
        let h = ComposerHarness(json: json, filePath: performer.folder.path + "/kept.json", performer: performer)
        h.focus(.title)
        h.type("Hi")
        let contents = try #require(h.press(.ctrl("s")).first?.savedContents)
        let saved = PushReader().read(contents)
        #expect(saved.push.alert == .content(AlertContent(body: "Hello", title: "Hi")))
        #expect(saved.envelope?["x_team"] == .string("growth"))
        #expect(saved.envelope?["messages"]?.objectValue?["android_push"] != nil, "other platforms' messages were dropped")
        #expect(contents.contains("\"x_future\""))
    }

    @Test func exportWritesThePanesForm() throws {
        let h = ComposerHarness(json: ComposerFixtures.full)
        h.press(.ctrl("o"))
        #expect(h.state.previewForm == .request)
        h.press(.alt("x"))
        guard case .prompt(.export(.request), let line)? = h.state.overlay else {
            Issue.record("no export prompt: \(String(describing: h.state.overlay))")
            return
        }
        #expect(line.text == "request.json")
        #expect(h.render().text.contains("Export Braze request to"))
        h.press(.ctrl("u"))
        h.type(h.path("request.json"))
        let effects = h.press(KeyEvent(.enter))
        let contents = h.state.compiledText(.request) + "\n"
        #expect(effects == [.save(SaveRequest(path: h.path("request.json"), contents: contents,
                                               revision: h.state.revision, purpose: .export(.request), isOwnFile: false))])
        #expect(try String(contentsOfFile: h.path("request.json"), encoding: .utf8) == contents)
        #expect(h.state.status?.text == "Exported to " + h.path("request.json"))
    }

    @Test func editingTheJSONOutsideComesBackWithItsProblems() throws {
        let h = ComposerHarness()
        let edited = #"{"external_user_ids":["u1"],"messages":{"apple_push":{"alert":{"title":"Mega sale","body":"Now"},"relevance_score":2}}}"#
        h.editorWill(write: Array(edited.utf8))
        let effects = h.press(.ctrl("x"))
        guard case .editExternally(let text)? = effects.first else {
            Issue.record("Ctrl-X gave \(effects)")
            return
        }
        #expect(PushReader().read(text).kind == .request)
        #expect(h.terminal.suspensions == 1, "the terminal was not handed to the editor")
        #expect(h.state.draft.text(of: .title) == "Mega sale")
        #expect(h.state.editor?.text == "Mega sale")
        #expect(h.state.analysis.diagnostics.hasErrors)
        #expect(h.state.status?.text == "Took the edited JSON: 1 error (Ctrl-L lists them).")
        #expect(h.render().buffer.text(row: 1).contains("Level!"))

        // JSON that does not parse leaves the draft as it was, says where, and keeps the text
        // to edit again from where the user left it.
        let before = h.state.draft
        let broken = Array("{\"messages\": {\"apple_push\": {\"alert\": }}}".utf8)
        h.editorWill(write: broken)
        h.press(.ctrl("x"))
        #expect(h.state.draft == before)
        guard case .editorProblem(let message, let kept)? = h.state.overlay else {
            Issue.record("no message for broken JSON")
            return
        }
        #expect(message.contains("not taken at line 1, column 39"), "\(message)")
        #expect(kept == broken)
        #expect(h.render().text.contains("E edit it again"))
        // E hands the kept text to the editor, which fixes it this time.
        h.editorWill(write: Array(edited.utf8))
        #expect(h.press(.char("e")).first == .editExternally(broken))
        #expect(h.state.overlay == nil)
        // An editor that cannot run changes nothing either, and says which command was missing.
        let fixed = h.state.draft
        h.editorIsMissing()
        h.press(.ctrl("x"))
        #expect(h.state.draft == fixed)
        guard case .message(let note)? = h.state.overlay else {
            Issue.record("no message for a missing editor")
            return
        }
        #expect(note.contains("editor was not found"), "\(note)")
    }

    // MARK: - Autosave and signals

    @Test func ticksAutosaveOnceAfterTheIdleDelay() throws {
        let h = ComposerHarness()
        // Idle and unchanged: no autosave, however long.
        for t in stride(from: 0.0, through: 30, by: 0.25) { #expect(h.tick(t).isEmpty) }
        h.type("!")  // at clock 30
        #expect(h.state.lastEditAt == 30)
        var autosaves: [(time: Double, effect: Effect)] = []
        for t in stride(from: 30.25, through: 40, by: 0.25) {
            for effect in h.tick(t) {
                #expect(effect.isAutosave, "unexpected \(effect)")
                autosaves.append((t, effect))
            }
        }
        #expect(autosaves.count == 1)
        let first = try #require(autosaves.first)
        #expect(first.time == 30 + AppState.autosaveDelay)
        guard case .autosave(let request, _, let path, let revision) = first.effect else { return }
        #expect(path == nil)
        #expect(revision == h.state.revision)
        #expect(request == .object(h.state.draft.requestBody))

        // Typing again restarts the wait.
        h.type("?")
        #expect(h.tick(40 + AppState.autosaveDelay - 0.25).isEmpty)
        #expect(h.tick(40 + AppState.autosaveDelay).count == 1)
    }

    @Test func steadyTypingIsStillAutosavedEveryFewSeconds() {
        let h = ComposerHarness()
        h.tick(100)
        var autosavedAt: [Double] = []
        for tenth in 1...130 {
            // A key every 0.1 s for 13 s: never idle, yet never more than 5 s unsaved.
            let now = 100 + Double(tenth) / 10
            h.type("a")
            let effects = h.tick(now)
            if effects.contains(where: \.isAutosave) { autosavedAt.append(now) }
        }
        #expect(autosavedAt.count >= 2, "autosaves at \(autosavedAt)")
        #expect(autosavedAt.first.map { $0 - 100 <= AppState.autosaveMaximumDelay + 0.1 } == true)
        for (a, b) in zip(autosavedAt, autosavedAt.dropFirst()) { #expect(b - a <= AppState.autosaveMaximumDelay + 0.2) }
    }

    @Test func aFailedAutosaveIsRetriedAndTheExitLineTellsTheTruth() throws {
        // Neither the state folder nor the fallback folder can be made: a file stands where
        // each should go (root cannot get round that, unlike a missing permission).
        let blocker = TemporaryFolder(fixture: ())
        #expect(FileManager.default.createFile(atPath: blocker.path + "/file", contents: Data()))
        let performer = RecordingPerformer(environment: ["XDG_STATE_HOME": blocker.path + "/file/state",
                                                         "TMPDIR": blocker.path + "/file/tmp"])
        let h = ComposerHarness(filePath: performer.folder.path + "/push.json", performer: performer)
        h.type("!")
        let first = h.tick(10)
        #expect(first.contains { $0.isAutosave })
        #expect(h.state.status?.kind == .error)
        #expect(h.state.status?.text.contains("only in memory") == true)
        #expect(h.state.exitReport().first?.contains("were lost") == true, "\(h.state.exitReport())")
        // No new autosave until the retry delay has passed, then one, which the fallback folder
        // now takes.
        #expect(h.tick(11).isEmpty)
        try FileManager.default.removeItem(atPath: blocker.path + "/file")
        try FileManager.default.createDirectory(atPath: blocker.path + "/file/tmp", withIntermediateDirectories: true)
        #expect(h.tick(10 + AppState.autosaveRetryDelay).contains { $0.isAutosave })
        let report = try #require(h.state.exitReport().first)
        #expect(report.hasPrefix("unsaved changes are kept as a draft in \(blocker.path)/file/tmp/push-composer-"), "\(report)")
        #expect(report.hasSuffix("run push-composer \(performer.folder.path)/push.json again to recover them"), "\(report)")
    }

    @Test func discardingOnQuitNeverClaimsADraftWasKept() {
        let h = ComposerHarness.opening()
        h.type("!")
        h.tick(10)
        #expect(h.state.document.draftLocation != nil, "the autosave was not written")
        h.press(.ctrl("q"))
        #expect(h.press(.char("d")).contains(.quit))
        #expect(h.state.exitReport().isEmpty)
    }

    @Test func keysTypedWhileTheTerminalIsTooSmallAreAppliedAfter() {
        let h = ComposerHarness()
        h.press(.ctrl("u"))
        h.send(.resize(Size(width: 30, height: 8)))
        h.type("Hi")
        h.paste(" there")
        #expect(h.render().text.contains("3 keys held"))
        #expect(h.state.draft.text(of: .title) == "")
        h.send(.resize(ComposerHarness.small))
        #expect(h.state.draft.text(of: .title) == "Hi there")
    }

    @Test func pastedCarriageReturnsAreLineBreaks() {
        #expect(InputDecoder.unifyingLineBreaks("one\rtwo\r\nthree\n") == "one\ntwo\nthree\n")
        var decoder = InputDecoder()
        let events = decoder.decode(Array("\u{1B}[200~a\rb\u{1B}[201~".unicodeScalars).map(RawInput.scalar))
        #expect(events == [.paste("a\nb")])
    }

    @Test func aHangUpAutosavesThenQuits() {
        let h = ComposerHarness()
        h.type("!")
        let effects = h.send(.shutdown(signal: 1))
        #expect(effects.count == 2)
        #expect(effects.first?.isAutosave == true)
        #expect(effects.last == .quit)
        #expect(h.state.isQuitting)
        if case .autosave(let request, _, _, _)? = effects.first {
            let document = PushReader().interpret(JSONNode(request))
            #expect(document.push.alert == h.state.draft.push.alert)
        }
    }

    @Test func aHangUpWithNothingNewJustQuits() {
        let h = ComposerHarness()
        #expect(h.send(.shutdown(signal: 15)) == [.quit])
    }

    // MARK: - Diagnostics list

    @Test func theDiagnosticsListJumpsToTheSelectedProblem() throws {
        let h = ComposerHarness(json: ComposerFixtures.troubled)
        let diagnostics = h.state.analysis.diagnostics
        let targets = diagnostics.map { h.state.field(for: $0) }
        #expect(targets.compactMap { $0 }.count >= 4, "\(diagnostics.map(\.path))")
        for (index, target) in targets.enumerated() {
            guard let target else { continue }
            h.press(.ctrl("l"))
            #expect(h.state.overlay == .diagnostics(ProblemList(selected: 0)))
            h.press(.down, times: index)
            #expect(h.state.overlay == .diagnostics(ProblemList(selected: index)))
            h.press(KeyEvent(.enter))
            #expect(h.state.overlay == nil)
            #expect(h.state.screen == ComposerDraft.screen(of: target))
            #expect(h.state.focusedField == target, "problem \(index) (\(diagnostics[index].path)) did not focus \(target)")
            // The field shows the problem under it.
            let frame = h.render()
            #expect(frame.text.contains(String(diagnostics[index].message.prefix(20))), "\(diagnostics[index].message)")
        }
        // Down stops at the last problem, Up at the first.
        h.press(.ctrl("l"))
        h.press(.down, times: diagnostics.count + 3)
        #expect(h.state.overlay == .diagnostics(ProblemList(selected: diagnostics.count - 1)))
        h.press(.up, times: diagnostics.count + 3)
        #expect(h.state.overlay == .diagnostics(ProblemList(selected: 0)))
        h.press(KeyEvent(.escape))
        #expect(h.state.overlay == nil)

        // The relevance score in particular lands on its field on the Level screen.
        let relevance = try #require(diagnostics.firstIndex { $0.path.hasSuffix("/relevance_score") })
        h.go(to: .alert)
        h.press(.ctrl("l"))
        h.press(.down, times: relevance)
        h.press(KeyEvent(.enter))
        #expect(h.state.screen == .level)
        #expect(h.state.focusedField == .relevanceScore)
        #expect(h.state.editor?.text == "1.5")
    }

    @Test func aValidPushHasNoListToOpen() {
        let h = ComposerHarness(json: ComposerFixtures.full)
        #expect(h.state.analysis.diagnostics.isEmpty)
        h.press(.ctrl("l"))
        #expect(h.state.overlay == nil)
        #expect(h.state.status?.text == "No problems: the push is valid.")
    }

    // MARK: - Mouse and size

    @Test(arguments: [ComposerHarness.small, ComposerHarness.wide])
    func clickingATabOpensItsScreen(size: Size) throws {
        let h = ComposerHarness(size: size)
        for screen in h.state.screens.reversed() {
            let frame = h.render()
            let tabs = frame.buffer.text(row: 1)
            let range = try #require(tabs.range(of: " \(screen.title)"), "no \(screen.title) tab in \(tabs)")
            let x = DisplayWidth.of(String(tabs[..<range.lowerBound])) + 2
            h.click(x: x, y: 1)
            #expect(h.state.screen == screen, "a click at column \(x) did not open \(screen.title)")
            #expect(h.state.focusIndex == 0)
        }
        // Clicks between tabs and on other rows change nothing.
        h.click(x: 0, y: 1)
        #expect(h.state.screen == .alert)
    }

    @Test func clickingAFormRowFocusesIt() throws {
        let h = ComposerHarness(json: ComposerFixtures.full)
        h.go(to: .delivery)
        let frame = h.render()
        let thread = try #require(frame.find("Thread id"))
        h.click(x: thread.x + 30, y: thread.y)
        #expect(h.state.focusedField == .threadID)
        #expect(h.state.editor?.text == "sales")
    }

    @Test func shrinkingBelowTheMinimumShowsTooSmallAndGrowingBackRestoresTheForm() {
        let h = ComposerHarness(json: ComposerFixtures.full)
        h.focus(.body)
        let before = h.render()
        h.resize(40, 10)
        let small = h.render()
        #expect(small.size == Size(width: 40, height: 10))
        #expect(small.text.contains("Terminal too small"))
        #expect(small.text.contains("40×10, need 60×16"))
        #expect(small.cursor == nil)
        h.resize(59, 30)
        #expect(h.render().text.contains("Terminal too small"))
        h.resize(80, 15)
        #expect(h.render().text.contains("Terminal too small"))
        h.resize(60, 16)
        let minimum = h.render()
        #expect(!minimum.text.contains("Terminal too small"))
        #expect(minimum.text.contains("▸ Message"))
        h.resize(80, 24)
        #expect(h.render() == before)
        #expect(h.state.focusedField == .body)
    }

    @Test(arguments: [Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 3, height: 200), Size(width: 500, height: 2),
                      Size(width: 60, height: 16), Size(width: 119, height: 16), Size(width: 120, height: 16), Size(width: 300, height: 100)])
    func anySizeDrawsWithoutCrashing(size: Size) {
        for fixture in [ComposerFixtures.full, ComposerFixtures.troubled, ComposerFixtures.customCategory] {
            let h = ComposerHarness(json: fixture, size: size)
            for screen in Screen.allCases {
                // Below the minimum size keys are ignored, so the screen is set directly.
                h.state.go(to: screen)
                #expect(h.render().size == size)
                for key in [KeyEvent.ctrl("l"), .ctrl("b"), KeyEvent(.function(1))] {
                    h.press(key)
                    #expect(h.render().size == size)
                    h.press(KeyEvent(.escape))
                }
            }
        }
    }
}

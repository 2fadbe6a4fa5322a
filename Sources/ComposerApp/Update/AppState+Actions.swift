import PushCore
import PushPreview
import TerminalKit
import TextFormats

extension AppState {
    /// Carries out a key-map action.
    mutating func perform(_ action: Action) -> [Effect] {
        switch action {
        case .help: overlay = .palette(CommandPalette())
        case .save:
            guard let path = filePath else {
                overlay = .prompt(.saveAs, LineEditor("push.json"))
                return []
            }
            return save(to: path)
        case .saveAs: overlay = .prompt(.saveAs, LineEditor(filePath ?? "push.json"))
        case .quit:
            // Quitting now would leave the send's answers unknown: say so once, quit on a second ^Q.
            if sends.warnsOnQuit(at: clock) {
                say("A send is under way: its answers would be lost. ^Q again quits anyway; Esc stops the send.", .warning)
                return []
            }
            if isDirty { overlay = .confirmQuit; return [] }
            isQuitting = true
            return [.discardAutosave(paths: [filePath]), .quit]
        case .nextScreen, .previousScreen:
            let tabs = screens
            let here = tabs.firstIndex(of: screen) ?? 0
            go(to: tabs[(here + (action == .nextScreen ? 1 : tabs.count - 1)) % tabs.count])
        case .screen(let target): go(to: target.shown(devicePayload: fileForm.isDevicePayload))
        case .nextField: moveFocus(by: 1)
        case .previousField: moveFocus(by: -1)
        case .diagnostics:
            if analysis.diagnostics.isEmpty { say("No problems: the push is valid.", .ok) } else { overlay = .diagnostics(ProblemList(selected: 0)) }
        case .breakdown: overlay = .breakdown
        case .cycleCard:
            pane.nextCard()
            say("Card: \(cardState.title)")
        case .cyclePhone:
            pane.nextPhone()
            say("Phone: \(phone.rawValue), \(Int(phone.points)) pt")
        case .cycleOutput:
            // From the all-users table, ^O goes back to the compiled form it replaced.
            if showsAllUsers || userPreview.live.isShown {
                showsAllUsers = false
                userPreview.live.isShown = false
                pane.scroll = 0
            } else {
                pane.nextForm()
            }
            say("Pane: \(previewForm.title)")
        case .togglePreview: showsPreview.toggle()
        case .editExternally:
            // The file's own form, as it would be saved: a bare apple_push stays one.
            let text = Array(fileForm.contents(of: draft).utf8)
            document.sentToEditor = text
            return [.editExternally(text)]
        case .suspend: return [.suspend]
        case .export: overlay = .prompt(.export(previewForm), LineEditor(defaultExportName))
        case .copy:
            return [.copyToClipboard(compiledText(previewForm))]
        case .addItem: addItem()
        case .removeItem: removeItem()
        case .moveItemUp: moveItem(by: -1)
        case .moveItemDown: moveItem(by: 1)
        case .scrollPreviewUp: pane.scroll(by: -5)
        case .scrollPreviewDown: pane.scroll(by: 5)
        case .send: return openSend()
        case .previewAs: return openUserPicker()
        case .undo: undo()
        case .redo: redo()
        case .insertAttribute: openAttributePicker()
        case .checkMedia: return checkMedia()
        case .liveContent: switchLiveContent()
        }
        return []
    }

    /// Alt-L: live Connected Content on, with its calls in the pane; when on, the calls shown
    /// again; when shown, off (the answers forgotten, canned `live_data` used again).
    mutating func switchLiveContent() {
        pane.scroll = 0
        if userPreview.live.isOn && !userPreview.live.isShown {
            userPreview.live.isShown = true
            showsAllUsers = false
            revealPreview()
            say("Connected Content calls (^O: back to the pane; Alt-L: live off)")
            return
        }
        userPreview.live.toggle()
        guard userPreview.live.isOn else {
            say("Connected Content: live off; canned live_data is used again")
            return
        }
        showsAllUsers = false
        revealPreview()
        let who = previewUserName.map { "for \($0)" } ?? "once you preview as a test user (Alt-U or F11)"
        say("Connected Content: live \(who); each call is made and shown here (^O: back to the pane)")
    }

    /// On a terminal too narrow for the form and the preview side by side, shows the preview,
    /// where what was just asked for (the calls, the every-user table) appears.
    mutating func revealPreview() {
        if !ComposerLayout(size: size, showsPreview: true, phone: phone).isSideBySide { showsPreview = true }
    }

    /// The text of a compiled form, as the pane and exports show it.
    public func compiledText(_ form: PreviewForm) -> String {
        PushCompiler(bundleID: bundleID).compile(shownDocument, to: form.target)
    }

    /// Whether an export of a form a phone reads as it is (the device payload, a simulator file)
    /// would carry unrendered Liquid: no test user is chosen and the push holds some.
    var exportShowsLiquidRaw: Bool { previewUserName == nil && facts.draftHasLiquid }

    /// Saves the push to `path` in the file's form; when that form has no place for the
    /// audience the user set, asks first which form to write.
    mutating func save(to path: String) -> [Effect] {
        if !form(forSavingTo: path).hasEnvelope && draft.envelopeHasContent {
            overlay = .chooseForm(path: path)
            return []
        }
        // Said before the file is written: Braze sends such a request to no one, and CI's
        // `validate --strict` fails it.
        if form(forSavingTo: path).hasEnvelope && !savedWithoutAudience.contains(path)
            && analysis.diagnostics.contains(where: { $0.code == AudienceRule.missing }) {
            overlay = .confirmAudience(path: path)
            return []
        }
        return [saveEffect(to: path)]
    }

    /// The config's Braze test recipients, who a request with no audience can be addressed to.
    var brazeRecipients: [String] { sendSettings.braze?.testUsers ?? [] }

    /// Addresses the request to the config's Braze test recipients (`external_user_ids`).
    mutating func addressToTestRecipients() {
        let recipients = brazeRecipients
        changeDraft("addressing it to the test users") {
            $0.envelope[EnvelopeField.externalUserIDs.rawValue] = .array(recipients.map { JSONNode(.string($0)) })
        }
        beginEditing()
    }

    /// The form a save to `path` writes: the file's own, except that a `.apns` file always holds
    /// a device payload (a request or a bare object under that name is read as neither).
    func form(forSavingTo path: String) -> FileForm {
        guard FileForm.holdsOnlyDevicePayload(path), !fileForm.isDevicePayload else { return fileForm }
        return .devicePayload(original: DevicePayload.build(draft.push, includeCampaignKey: false), decoded: draft.push)
    }

    /// The save effect: the push in the file's form, pretty-printed, ending in a newline. Saving
    /// to the file being edited checks it did not change on disk; to any other path, that no
    /// file is replaced without a yes.
    mutating func saveEffect(to path: String) -> Effect {
        let own = path == filePath
        document.saving()
        return .save(SaveRequest(path: path, contents: form(forSavingTo: path).contents(of: draft), revision: revision, purpose: .save,
                                 isOwnFile: own, expected: own ? document.fileStamp : nil))
    }

    /// The export effect: a compiled form, never replacing a file without a yes.
    func exportEffect(_ form: PreviewForm, to path: String) -> Effect {
        .save(SaveRequest(path: path, contents: compiledText(form) + "\n", revision: revision, purpose: .export(form),
                          isOwnFile: false, expected: nil))
    }

    private var defaultExportName: String {
        switch previewForm {
        case .payload: "payload.json"
        case .request: "request.json"
        case .simctl: "push.apns"
        case .curl: "send.sh"
        case .headers: "headers.txt"
        }
    }

    /// Switches screens, keeping what was typed.
    mutating func go(to target: Screen) {
        guard target != screen else { return }
        screen = target
        focusIndex = 0
        beginEditing()
    }

    /// Moves focus to a field on any screen.
    mutating func focus(_ field: FieldID) {
        screen = ComposerDraft.screen(of: field)
        focusIndex = fields.firstIndex(of: field) ?? 0
        beginEditing()
    }

    mutating func moveFocus(by delta: Int) {
        let count = fields.count
        guard count > 0 else { return }
        focusIndex = (focusIndex + delta + count) % count
        beginEditing()
    }

    private mutating func addItem() {
        switch screen {
        case .buttons:
            guard let category = draft.push.category, DefaultCategory(rawValue: category) == nil else {
                say("Braze's categories have fixed buttons; choose \"app's own category\" to add buttons.", .warning)
                return
            }
            let index = changeDraft("adding a button") { $0.addButton() }
            focus(.button(index, .actionID))
        case .extras:
            let index = changeDraft("adding an extra key") { $0.addExtra() }
            focus(.extra(index, .key))
        default:
            say("Only buttons and extra keys are lists.", .warning)
        }
    }

    private mutating func removeItem() {
        switch focusedField {
        case .button(let i, _)?:
            changeDraft("removing a button") { $0.removeButton(at: i) }
            focusIndex = min(focusIndex, fields.count - 1)
        case .extra(let i, _)?:
            changeDraft("removing an extra key") { $0.removeExtra(at: i) }
            focusIndex = min(focusIndex, fields.count - 1)
        default:
            say("Focus a button or an extra key to remove it.", .warning)
            return
        }
        pending = [:]
        beginEditing()
    }

    private mutating func moveItem(by delta: Int) {
        switch focusedField {
        case .button(let i, let part)?:
            let moved = changeDraft("moving a button") { $0.moveButton(at: i, by: delta) }
            focus(.button(moved, part))
        case .extra(let i, let part)?:
            let moved = changeDraft("moving an extra key") { $0.moveExtra(at: i, by: delta) }
            focus(.extra(moved, part))
        default:
            say("Focus a button or an extra key to move it.", .warning)
        }
    }
}

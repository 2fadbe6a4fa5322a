import Foundation
import PushCore
import SafeFiles
import TerminalKit

extension AppState {
    /// Keys while an overlay is open: it takes them all, Esc closes it.
    mutating func handleOverlayKey(_ key: KeyEvent) -> [Effect] {
        guard let overlay else { return [] }
        switch overlay {
        case .palette(let palette):
            return handlePaletteKey(key, palette)
        case .breakdown, .message:
            switch key.key {
            case .up: overlayScroll = max(0, overlayScroll - 1)
            case .down: overlayScroll += 1
            case .pageUp: overlayScroll = max(0, overlayScroll - 10)
            case .pageDown: overlayScroll += 10
            case .home: overlayScroll = 0
            default: break
            }
            if key.key == .escape || key.key == .enter || key.key == .character("q") || KeyMap.standard.action(for: key) == .help {
                self.overlay = nil
            }
            if key == .ctrl("q") || key == .ctrl("c") { self.overlay = nil; return perform(.quit) }
        case .diagnostics(let selected):
            let count = analysis.diagnostics.count
            switch key.key {
            case .escape: self.overlay = nil
            case .character("q") where key.modifiers == .ctrl, .character("c") where key.modifiers == .ctrl:
                self.overlay = nil
                return perform(.quit)
            case .up: self.overlay = .diagnostics(selected: max(0, selected - 1))
            case .down: self.overlay = .diagnostics(selected: min(count - 1, selected + 1))
            case .enter:
                self.overlay = nil
                if let d = analysis.diagnostics[safe: selected] {
                    if let field = field(for: d) { focus(field) } else { say("This one is about the whole push.", .info) }
                }
            default: break
            }
        case .confirmQuit:
            switch key.key {
            case .character("s"), .character("S"):
                self.overlay = nil
                // Quit only once the save has succeeded: a failed save must not lose the draft.
                quitAfterSave = true
                guard let path = filePath else {
                    self.overlay = .prompt(.saveAs, LineEditor("push.json"))
                    return []
                }
                return save(to: path)
            case .character("d"), .character("D"):
                isQuitting = true
                draftDiscarded = true
                return [.discardAutosave(paths: [filePath]), .quit]
            case .escape, .character("c"), .character("C"):
                self.overlay = nil
            default: break
            }
        case .recovery:
            switch key.key {
            case .character("r"), .character("R"), .enter:
                self.overlay = nil
                say("Recovered the draft.", .ok)
            case .character("d"), .character("D"):
                self.overlay = nil
                if let original = recoveryFallback { replaceDraft(original, undoAs: "discarding the recovered draft") }
                savedDraft = draft
                autosavedDraft = draft
                say("Discarded the recovered draft.", .info)
                return [.discardAutosave(paths: [filePath])]
            default: break
            }
        case .prompt(let prompt, var line):
            switch (prompt, key.key) {
            case (.recipient(let dialog), .escape), (.saveRecipient(let dialog, _), .escape):
                self.overlay = .send(dialog)
            case (.newUser, .escape):
                self.overlay = .previewAs(UserPicker(after: previewUser, users: testUsers))
            case (.newUser, .enter):
                return answerNewUser(line)
            case (.newUser, _) where key == .ctrl("s"):
                return answerNewUser(line, saving: true)
            case (.recipient, .enter), (.saveRecipient, .enter):
                return answerRecipientPrompt(prompt, line)
            case (.certificatePassword(var job, let dialog, _, _), .enter):
                guard !line.text.isEmpty else { return [] }
                job.certificatePassword = line.text
                return begin(job, dialog)
            case (.certificatePassword(_, _, let file, _), .escape):
                self.overlay = nil
                say("Not sent: \(file) needs its password ('push-composer login apns-certificate' saves it).", .warning, for: 10)
            case (_, .escape):
                self.overlay = nil
                quitAfterSave = false
            case (_, .enter):
                var path = line.text.trimmingCharacters(in: .whitespaces)
                guard !path.isEmpty else { return [] }
                if let home = homeDirectory, path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
                self.overlay = nil
                switch prompt {
                case .saveAs:
                    return save(to: path)
                case .export(let form):
                    return [exportEffect(form, to: path)]
                case .recipient, .saveRecipient, .newUser, .certificatePassword:
                    return []
                }
            default:
                if let c = key.typedCharacter { line.insert(String(c)) } else { _ = line.handle(key) }
                self.overlay = .prompt(prompt, line)
            }
        case .confirmSave(let request, let check):
            return answer(key, to: request, check)
        case .chooseForm(let path):
            switch key.key {
            case .character("k"), .character("K"):
                self.overlay = nil
                return [saveEffect(to: path)]
            case .character("r") where !FileForm.holdsOnlyDevicePayload(path), .character("R") where !FileForm.holdsOnlyDevicePayload(path):
                self.overlay = nil
                fileForm = .request
                return [saveEffect(to: path)]
            case .escape:
                self.overlay = nil
                quitAfterSave = false
            default: break
            }
        case .confirmAudience(let path):
            switch key.key {
            case .character("a"), .character("A"):
                self.overlay = nil
                quitAfterSave = false
                focus(.externalUserIDs)
            case .character("t") where !brazeRecipients.isEmpty, .character("T") where !brazeRecipients.isEmpty:
                self.overlay = nil
                addressToTestRecipients()
                return [saveEffect(to: path)]
            case .character("s"), .character("S"):
                self.overlay = nil
                // Asked once a session per file: the answer stands for its later saves.
                savedWithoutAudience.insert(path)
                return [saveEffect(to: path)]
            case .escape:
                self.overlay = nil
                quitAfterSave = false
            default: break
            }
        case .send(let dialog):
            return handleSendKey(key, dialog)
        case .previewAs(let picker):
            return handlePickerKey(key, picker)
        case .attributes(let picker):
            handleAttributeKey(key, picker)
        case .editorProblem(_, let text):
            switch key.key {
            case .character("e"), .character("E"), .enter:
                self.overlay = nil
                return [.editExternally(text)]
            case .character("d"), .character("D"), .escape:
                self.overlay = nil
                say("The edited text was dropped; the draft is as it was.", .info)
            default: break
            }
        }
        return []
    }

    /// The answer to a save that needed a yes: go ahead with it confirmed, pick another name,
    /// reload the file, or cancel.
    private mutating func answer(_ key: KeyEvent, to request: SaveRequest, _ check: SaveCheck) -> [Effect] {
        var confirmed = request
        confirmed.confirmed.insert(check)
        let prompt: Overlay.Prompt = switch request.purpose {
        case .save: .saveAs
        case .export(let form): .export(form)
        }
        // A plain letter answers; ^S or Alt-S pressed in the dialog is not "save elsewhere".
        let choice: Character? = if case .character(let c) = key.key, key.modifiers.subtracting(.shift).isEmpty {
            Character(c.lowercased())
        } else {
            nil
        }
        switch (check, choice) {
        case (.replacesOtherFile, "r"), (.changedOnDisk, "o"), (.readOnly, "w"):
            overlay = nil
            return [.save(confirmed)]
        case (.replacesOtherFile, "n"), (.changedOnDisk, "s"), (.readOnly, "s"):
            overlay = .prompt(prompt, LineEditor(request.path))
        case (.changedOnDisk, "r"):
            overlay = nil
            quitAfterSave = false
            return [.reload(path: request.path, revision: revision)]
        default:
            if key.key == .escape {
                overlay = nil
                quitAfterSave = false
            }
        }
        return []
    }

    /// Clicks on tabs switch screens; clicks on a form row focus it; the wheel scrolls the preview.
    mutating func handleMouse(_ mouse: MouseEvent) -> [Effect] {
        guard overlay == nil else { return [] }
        switch mouse.kind {
        case .wheelUp: previewScroll = max(0, previewScroll - 3)
        case .wheelDown: previewScroll += 3
        case .press:
            if mouse.position.y == layout.tabs.y, let target = layout.tabIndex(atColumn: mouse.position.x, screens, active: screen) {
                go(to: target)
            } else if layout.form.contains(mouse.position) {
                let rows = FormLayout(state: self, width: layout.form.width).rows
                let row = mouse.position.y - layout.form.y + FormLayout.scroll(rows: rows, focus: focusIndex, height: layout.form.height)
                if let hit = rows.first(where: { row >= $0.y && row < $0.y + $0.height }), let index = fields.firstIndex(of: hit.field) {
                    focusIndex = index
                    beginEditing()
                }
            }
        default: break
        }
        return []
    }
}

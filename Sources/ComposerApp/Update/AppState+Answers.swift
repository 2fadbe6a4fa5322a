import Foundation
import SafeFiles
import TerminalKit

/// What the composer does with each question's and prompt's answer; the overlay that asked is
/// closed already (a prompt stays open until its answer is taken).
extension AppState {
    /// Quitting with unsaved changes: quit only once the save has succeeded, so that a failed
    /// save never loses the draft.
    mutating func act(on answer: QuitAnswer) -> [Effect] {
        switch answer {
        case .save:
            quitAfterSave = true
            guard let path = filePath else {
                overlay = .prompt(.saveAs, LineEditor("push.json"))
                return []
            }
            return save(to: path)
        case .discard:
            isQuitting = true
            document.draftDiscarded = true
            return [.discardAutosave(paths: [filePath]), .quit]
        case .cancel:
            return []
        }
    }

    /// A recovered draft kept, or dropped for what the composer would have opened.
    mutating func act(on answer: RecoveryAnswer) -> [Effect] {
        switch answer {
        case .keep:
            say("Recovered the draft.", .ok)
            return []
        case .discard:
            if let original = document.recoveryFallback { replaceDraft(original, undoAs: "discarding the recovered draft") }
            document.savedDraft = draft
            document.autosavedDraft = draft
            say("Discarded the recovered draft.", .info)
            return [.discardAutosave(paths: [filePath])]
        }
    }

    /// A save that needed a yes: go ahead with `check` confirmed, pick another name, reload the
    /// file, or cancel.
    mutating func act(on answer: SaveAnswer, to request: SaveRequest, _ check: SaveCheck) -> [Effect] {
        switch answer {
        case .goAhead:
            var confirmed = request
            confirmed.confirmed.insert(check)
            return [.save(confirmed)]
        case .elsewhere:
            let prompt: Overlay.Prompt = switch request.purpose {
            case .save: .saveAs
            case .export(let form): .export(form)
            }
            overlay = .prompt(prompt, LineEditor(request.path))
            return []
        case .reload:
            quitAfterSave = false
            return [.reload(path: request.path, revision: revision)]
        case .cancel:
            quitAfterSave = false
            return []
        }
    }

    /// Saving an audience into a file whose form has no place for it.
    mutating func act(on answer: FormAnswer, savingTo path: String) -> [Effect] {
        switch answer {
        case .keepForm:
            return [saveEffect(to: path)]
        case .writeRequest:
            fileForm = .request
            return [saveEffect(to: path)]
        case .cancel:
            quitAfterSave = false
            return []
        }
    }

    /// Saving a request with no audience. Asked once a session per file: saved as it is, the
    /// answer stands for its later saves.
    mutating func act(on answer: AudienceAnswer, savingTo path: String) -> [Effect] {
        switch answer {
        case .addAudience:
            quitAfterSave = false
            focus(.externalUserIDs)
            return []
        case .addressToTestUsers:
            addressToTestRecipients()
            return [saveEffect(to: path)]
        case .saveAsItIs:
            savedWithoutAudience.insert(path)
            return [saveEffect(to: path)]
        case .cancel:
            quitAfterSave = false
            return []
        }
    }

    /// Text from `$EDITOR` that is not a push: back to the editor with it, or dropped.
    mutating func act(on answer: EditedTextAnswer, text: [UInt8]) -> [Effect] {
        switch answer {
        case .editAgain:
            return [.editExternally(text)]
        case .drop:
            say("The edited text was dropped; the draft is as it was.", .info)
            return []
        }
    }

    /// A prompt's answer. Esc goes back where the prompt came from; Enter takes what was typed,
    /// closing the prompt once it is taken.
    mutating func act(on answer: PromptAnswer, to prompt: Overlay.Prompt) -> [Effect] {
        switch (answer, prompt) {
        case (.escape, .recipient(let dialog)), (.escape, .saveRecipient(let dialog, _)):
            overlay = .send(dialog)
        case (.escape, .newUser):
            overlay = .previewAs(UserPicker(after: previewUser, users: testUsers))
        case (.escape, .certificatePassword(_, _, let file, _)):
            overlay = nil
            say("Not sent: \(file) needs its password ('push-composer login apns-certificate' saves it).", .warning, for: 10)
        case (.escape, _):
            overlay = nil
            quitAfterSave = false
        case (.enter(let line), .newUser):
            return answerNewUser(line)
        case (.enterAndSave(let line), _):
            return answerNewUser(line, saving: true)
        case (.enter(let line), .recipient), (.enter(let line), .saveRecipient):
            return answerRecipientPrompt(prompt, line)
        case (.enter(let line), .certificatePassword(var job, let dialog, _, _)):
            guard !line.text.isEmpty else { return [] }
            job.certificatePassword = line.text
            return begin(job, dialog)
        case (.enter(let line), .saveAs), (.enter(let line), .export):
            var path = line.text.trimmingCharacters(in: .whitespaces)
            guard !path.isEmpty else { return [] }
            if let home = homeDirectory, path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
            overlay = nil
            if case .export(let form) = prompt { return [exportEffect(form, to: path)] }
            return save(to: path)
        }
        return []
    }
}

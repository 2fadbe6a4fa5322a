import Foundation
import PushCore
import SafeFiles
import PushPreview
import TerminalKit

extension AppState {
    /// Applies a message and returns the effects to perform. Pure: no disk, no terminal. What
    /// the message changed is derived once, after it (`settle`), and a rendering for test users
    /// that it made due is asked for last.
    public mutating func update(_ msg: Msg) -> [Effect] {
        apply(msg) + settled()
    }

    /// Derives what changed since the last time (after a typed key, or a set-up from outside)
    /// and returns what follows from it: a rendering for test users that became due.
    public mutating func settled() -> [Effect] {
        settle()
        if reportsEditedDraft {
            reportsEditedDraft = false
            sayEditedDraftTaken()
        }
        // The card's picture is drawn once for each picture the facts ask for.
        return userPreview.effects() + (picture.ask(facts.picture).map { [$0] } ?? [])
    }

    /// The card's picture as the state now asks for it, once the runtime has drawn it.
    public var shownPicture: DrawnPicture? { picture.shown(facts.picture) }

    private mutating func apply(_ msg: Msg) -> [Effect] {
        switch msg {
        case .event(let event):
            return handle(event)
        case .tick(let now, let wall):
            clock = now
            if let wall { wallClock = wall }
            if let status, status.expiresAt <= now { self.status = nil }
            return autosaveIfDue() + autoCheckMedia()
        case .saved(let path, let saved, let stamp):
            let previous = filePath
            // Saved as another file, the draft goes on in the form that file was written in.
            if path != previous { fileForm = form(forSavingTo: path) }
            let unsaved = document.saved(saved, to: path, stamp: stamp)
            say("Saved \(path)", .ok)
            // What is saved needs no draft.
            var effects: [Effect] = unsaved ? [] : [.discardAutosave(paths: [previous, path])]
            if quitAfterSave {
                isQuitting = true
                effects.append(.quit)
            }
            return effects
        case .exported(let path):
            say("Exported to \(path)", .ok)
            return []
        case .needsConfirmation(let request, let check):
            overlay = .confirmSave(request, check)
            return []
        case .saveFailed(let reason):
            quitAfterSave = false
            overlay = .message("Could not save: \(reason)\nYour draft is still here, and autosaved when the disk allows.")
            return []
        case .testUsersLoaded(let path, let stamp, let result):
            return testUsersLoaded(path, stamp: stamp, result)
        case .translationsLoaded(let path, let stamp, let result):
            translationsLoaded(path, stamp: stamp, result)
            return []
        case .testUserSaved(let path, let name, let result):
            testUserSaved(path, name, result)
            return []
        case .configLoaded(let path, let stamp, let settings):
            configStamp = stamp
            configLoaded(path, settings)
            return []
        case .profileLoaded(let load):
            profileLoaded(load)
            return []
        case .recipientSaved(let save, let result):
            recipientSaved(save, result)
            return []
        case .recentSendsLoaded(let file, let result):
            recentSendsLoaded(file, result)
            return []
        case .sentBodyRead(let recent, let result):
            sentBodyRead(recent, result)
            return []
        case .reloaded(let path, let asked, let result):
            // Typing went on while the file was read: the reload would drop that, so it is dropped.
            guard asked == revision else {
                say("The reload was dropped: you changed the push meanwhile.", .warning)
                return []
            }
            return reloaded(path, result)
        case .autosaved(let saved, let location, let fallback):
            let (wasFailing, wasFallback) = document.autosaved(saved, location: location, fallback: fallback)
            if let location, let fallback, !wasFallback {
                say("Drafts go to \(location): \(fallback).", .warning, for: 12)
            } else if wasFailing {
                say("Autosave works again: the draft is in \(location ?? "the state folder").", .ok, for: 8)
            }
            return []
        case .autosaveFailed(let reason):
            document.autosaveFailed(reason, at: clock)
            // Stays up while it lasts: the user must know the work is only in memory.
            say("Autosave failed: \(reason). Your changes are only in memory (^S saves them); retrying.", .error, for: 3600)
            return []
        case .done(let text):
            say(text, .ok)
            return []
        case .editorReturned(let result):
            return editorReturned(result)
        case .sendProgress(let id, let result):
            sendProgressed(id, result)
            return []
        case .sendFinished(let id, let report):
            sendFinished(id, report)
            return []
        case .personalized(let result):
            personalized(result)
            return []
        case .pictureDrawn(let drawn):
            picture.take(drawn)
            return []
        case .mediaFetched(let url, let fetch):
            mediaFetched(url, fetch)
            return []
        case .connectedContentFetched(let exchange):
            userPreview.live.take(exchange)
            return []
        }
    }

    /// An autosave when one is due (the document knows when).
    mutating func autosaveIfDue() -> [Effect] {
        document.autosaveIfDue(at: clock).map { [$0] } ?? []
    }

    /// What a signal or a lost terminal leaves: the draft written now.
    public mutating func emergencyEffects() -> [Effect] {
        needsAutosave ? [document.autosave()] : []
    }

    /// The lines to print once the terminal is given back: where unsaved work is, always true.
    public func exitReport(program: String = "push-composer") -> [String] {
        document.exitReport(program: program)
    }

    /// Takes the file as read again from disk, or says why it could not be.
    private mutating func reloaded(_ path: String, _ result: Result<FileContents, FileReadError>) -> [Effect] {
        switch result {
        case .failure(let problem):
            overlay = .message("Could not reload \(path): \(problem.message)\nYour draft is unchanged.")
            return []
        case .success(let contents):
            let document = PushReader().read(contents.bytes)
            guard document.hasPush else {
                overlay = .message("\(path) no longer holds a push, so it was not reloaded.\nYour draft is unchanged.")
                return []
            }
            replaceDraft(ComposerDraft(document: document, buttonLabels: draft.buttonLabels), undoAs: "the reload from disk")
            fileForm = FileForm(document)
            self.document.matchesFile(stamp: contents.stamp)
            say("Reloaded \(path) as it is on disk.", .ok)
            return [.discardAutosave(paths: [filePath])]
        }
    }

    private mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .resize(let newSize):
            size = newSize
            guard layout.fits, !held.events.isEmpty else { return [] }
            let events = held.events
            held.events = []
            return events.flatMap { handle($0) }
        case .shutdown(let signal):
            stopSignal = signal
            isQuitting = true
            return emergencyEffects() + [.quit]
        case .key(let key) where !layout.fits:
            // Nothing of the form is visible: quitting keeps the draft and suspending works; other
            // keys wait, and are applied once the terminal is large enough again.
            let action = KeyMap.standard.action(for: key)
            if action == .suspend { return [.suspend] }
            guard action == .quit else {
                held.events.append(event)
                return []
            }
            isQuitting = true
            return emergencyEffects() + [.quit]
        case .paste where !layout.fits:
            held.events.append(event)
            return []
        case .mouse where !layout.fits:
            return []
        case .paste(let text):
            // A held Esc waits for a key: a paste or a click lets it go, not the key after them.
            letGoOfEscape()
            if case .prompt(let prompt, var line) = overlay {
                line.insert(text.replacingOccurrences(of: "\n", with: " "))
                overlay = .prompt(prompt, line)
                return []
            }
            guard overlay == nil else { return [] }
            editFocused(with: .paste(text))
            return []
        case .mouse(let mouse):
            letGoOfEscape()
            return handleMouse(mouse)
        case .key(var key):
            if overlay != nil { return handleOverlayKey(key) }
            if key.key == .escape && key.modifiers.isEmpty && sending != nil { return cancelSend() }
            // A held Esc's line in the status bar goes with it.
            if held.escapeHeld { status = nil }
            switch held.read(key) {
            case .act(let read):
                key = read
            case .held:
                say("Esc: the next key is pressed with Alt (Esc again lets go)", for: 3600)
                return []
            case .letGo:
                return []
            case .unbound(let alt):
                say("\(Sanitizer.sanitize(alt.description)) does nothing here: F1 lists every action and its keys")
                return []
            }
            if let action = KeyMap.standard.action(for: key), !fieldWantsKey(key) {
                return perform(action)
            }
            // Typing while the preview fills a narrow screen brings the form back first.
            if showsPreview && !ComposerLayout(size: size, showsPreview: true, phone: phone).isSideBySide { showsPreview = false }
            editFocused(with: .key(key))
            return []
        }
    }

    /// Drops a held Esc and its line in the status bar.
    private mutating func letGoOfEscape() {
        guard held.escapeHeld else { return }
        held.escapeHeld = false
        status = nil
    }

    /// Multi-line fields keep Up and Down for moving between their lines.
    private func fieldWantsKey(_ key: KeyEvent) -> Bool {
        guard case .area(let area) = editor, key.modifiers.isEmpty else { return false }
        switch key.key {
        case .up: return area.position.row > 0
        case .down: return area.position.row < area.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        default: return false
        }
    }

    /// Takes what `$EDITOR` left: a push replaces the draft; anything else is kept, with its
    /// problem and line:column, to edit again from where the user left it.
    mutating func editorReturned(_ result: EditorResult) -> [Effect] {
        switch result {
        case .couldNotRun(let reason):
            overlay = .message("Could not run the editor: \(reason)\nSet VISUAL or EDITOR to an editor that is installed. Your draft is unchanged.")
        case .notTaken(let reason):
            overlay = .message("The edited text was not taken: \(reason).\nYour draft is unchanged.")
        case .failed(let status, let text):
            overlay = .editorProblem("The editor exited with status \(status), so its text was not taken.", text)
        case .edited(let bytes):
            if bytes == document.sentToEditor {
                say("No change in the editor.")
                return []
            }
            let document = PushReader().read(bytes)
            guard document.hasPush else {
                let problem = PushAnalysis(document).diagnostics.first { $0.severity == .error }
                let place = problem?.location.map { " at line \($0.line), column \($0.column)" } ?? ""
                overlay = .editorProblem("The edited JSON was not taken\(place): \(problem?.message ?? "it is not a push").", bytes)
                return []
            }
            var edited = ComposerDraft(document: document, buttonLabels: draft.buttonLabels)
            let form = FileForm(document)
            if !form.hasEnvelope && !fileForm.hasEnvelope {
                // Edited in the file's own form, which has no envelope: the audience set here stays,
                // and a device payload's own keys are taken from what was edited.
                edited.envelope = draft.envelope
                if case .devicePayload = fileForm, case .devicePayload = form { fileForm = form }
            }
            replaceDraft(edited, undoAs: "the edit in $EDITOR")
            // Its problems are counted once the edited draft is checked, after this message.
            reportsEditedDraft = true
        }
        return []
    }

    /// Says the edited JSON was taken, with the errors the check of it found.
    private mutating func sayEditedDraftTaken() {
        let errors = analysis.diagnostics.count(.error)
        say(errors == 0 ? "Took the edited JSON." : "Took the edited JSON: \(errors) error\(errors == 1 ? "" : "s") (Ctrl-L lists them).",
            errors == 0 ? .ok : .warning)
    }
}

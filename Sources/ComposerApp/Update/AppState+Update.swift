import Foundation
import PushCore
import PushPreview
import TerminalKit

extension AppState {
    /// Applies a message and returns the effects to perform. Pure: no disk, no terminal.
    public mutating func update(_ msg: Msg) -> [Effect] {
        switch msg {
        case .event(let event):
            return handle(event)
        case .tick(let now):
            clock = now
            if let status, status.expiresAt <= now { self.status = nil }
            if revision != autosavedRevision && now - lastEditAt >= Self.autosaveDelay {
                return [autosaveEffect()]
            }
            return []
        case .saved(let path, let saved):
            let previous = filePath
            filePath = path
            savedRevision = saved
            // What is saved needs no draft.
            autosavedRevision = max(autosavedRevision, saved)
            say("Saved \(path)", .ok)
            var effects: [Effect] = revision == saved ? [.discardAutosave(paths: [previous, path])] : []
            if quitAfterSave {
                isQuitting = true
                effects.append(.quit)
            }
            return effects
        case .saveFailed(let reason):
            quitAfterSave = false
            overlay = .message("Could not save: \(reason)\nYour draft is still here, and autosaved when the disk allows.")
            return []
        case .autosaved(let saved):
            autosavedRevision = max(autosavedRevision, saved)
            return []
        case .autosaveFailed(let reason):
            autosavedRevision = revision
            say("Autosave failed: \(reason). The draft is kept in memory.", .warning)
            return []
        case .done(let text):
            say(text, .ok)
            return []
        case .editorReturned(let text):
            guard let text else {
                say("The editor did not return; nothing changed.", .warning)
                return []
            }
            loadEdited(text)
            return []
        }
    }

    /// The autosave effect for the current revision.
    func autosaveEffect() -> Effect {
        .autosave(request: .object(draft.requestBody), labels: draft.buttonLabels, path: filePath, revision: revision)
    }

    /// What a signal or a lost terminal leaves: the draft written now.
    public func emergencyEffects() -> [Effect] {
        revision != autosavedRevision ? [autosaveEffect()] : []
    }

    private mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .resize(let newSize):
            size = newSize
            return []
        case .shutdown:
            isQuitting = true
            return emergencyEffects() + [.quit]
        case .key(let key) where !ComposerLayout(size: size, showsPreview: showsPreview).fits:
            // Nothing of the form is visible: only quitting makes sense, and it keeps the draft.
            guard key == .ctrl("q") || key == .ctrl("c") else { return [] }
            isQuitting = true
            return emergencyEffects() + [.quit]
        case .paste where !ComposerLayout(size: size, showsPreview: showsPreview).fits:
            return []
        case .mouse where !ComposerLayout(size: size, showsPreview: showsPreview).fits:
            return []
        case .paste(let text):
            if case .prompt(let prompt, var line) = overlay {
                line.insert(text.replacingOccurrences(of: "\n", with: " "))
                overlay = .prompt(prompt, line)
                return []
            }
            guard overlay == nil else { return [] }
            editFocused(with: .paste(text))
            return []
        case .mouse(let mouse):
            return handleMouse(mouse)
        case .key(let key):
            if overlay != nil { return handleOverlayKey(key) }
            if let action = KeyMap.standard.action(for: key), !fieldWantsKey(key) {
                return perform(action)
            }
            // Typing while the preview fills a narrow screen brings the form back first.
            if showsPreview && !ComposerLayout(size: size, showsPreview: true).isSideBySide { showsPreview = false }
            editFocused(with: .key(key))
            return []
        }
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

    /// Replaces the draft with JSON edited outside, showing its problems at once.
    mutating func loadEdited(_ text: String) {
        let document = PushReader().read(text)
        guard document.hasPush else {
            let problem = PushAnalysis(document).diagnostics.first { $0.severity == .error }
            let place = problem?.location.map { " at \($0)" } ?? ""
            overlay = .message("The edited JSON was not taken\(place): \(problem?.message ?? "it is not a push").\nYour draft is unchanged.")
            return
        }
        replaceDraft(ComposerDraft(document: document, buttonLabels: draft.buttonLabels))
        let errors = analysis.diagnostics.count(.error)
        say(errors == 0 ? "Took the edited JSON." : "Took the edited JSON: \(errors) error\(errors == 1 ? "" : "s") (Ctrl-L lists them).",
            errors == 0 ? .ok : .warning)
    }
}

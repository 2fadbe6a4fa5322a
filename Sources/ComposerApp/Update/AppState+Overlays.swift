import Foundation
import PushCore
import SafeFiles
import TerminalKit

extension AppState {
    /// Keys while an overlay is open: it takes them all and decides what they mean; the
    /// composer acts on its reply. The quit keys quit from any overlay, as from the form.
    mutating func handleOverlayKey(_ key: KeyEvent) -> [Effect] {
        guard let overlay else { return [] }
        if KeyMap.standard.action(for: key) == .quit {
            self.overlay = nil
            return perform(.quit)
        }
        switch overlay {
        case .palette(var palette):
            return reply(palette.update(key), stay: .palette(palette)) { $0.perform($1) }
        case .breakdown, .message:
            if ReadingKeys.update(key, scroll: &overlayScroll) == .close { self.overlay = nil }
            return []
        case .diagnostics(var list):
            return reply(list.update(key, count: analysis.diagnostics.count), stay: .diagnostics(list)) { state, index in
                guard let d = state.analysis.diagnostics[safe: index] else { return [] }
                if let field = state.field(for: d) { state.focus(field) } else { state.say("This one is about the whole push.", .info) }
                return []
            }
        case .confirmQuit:
            return answer(QuitAnswer.question, key) { $0.act(on: $1) }
        case .recovery(let savedAt):
            return answer(RecoveryAnswer.question(savedAt: savedAt), key) { $0.act(on: $1) }
        case .confirmSave(let request, let check):
            return answer(SaveAnswer.question(request, check, editing: filePath), key) { $0.act(on: $1, to: request, check) }
        case .chooseForm(let path):
            return answer(FormAnswer.question(path: path, form: form(forSavingTo: path)), key) { $0.act(on: $1, savingTo: path) }
        case .confirmAudience(let path):
            return answer(AudienceAnswer.question(path: path, testUsers: brazeRecipients), key) { $0.act(on: $1, savingTo: path) }
        case .editorProblem(let problem, let text):
            return answer(EditedTextAnswer.question(problem: problem), key) { $0.act(on: $1, text: text) }
        case .prompt(let prompt, var line):
            // A prompt stays open until its answer is taken: what was typed is never lost to a slip.
            return reply(PromptAnswer.update(key, prompt, line: &line), stay: .prompt(prompt, line), closes: false) {
                $0.act(on: $1, to: prompt)
            }
        case .send(var dialog):
            let answer = dialog.update(key, settings: sendSettings)
            if answer == .close { sends.lastDialog = dialog }
            return reply(answer, stay: .send(dialog)) { $0.act(on: $1, dialog) }
        case .previewAs(var picker):
            return reply(picker.update(key, users: testUsers), stay: .previewAs(picker)) { $0.act(on: $1) }
        case .attributes(var picker):
            return reply(picker.update(key), stay: .attributes(picker)) { state, attribute in
                state.insert(attribute)
                return []
            }
        }
    }

    /// Acts on an overlay's reply: it stays open as `stay`, closes, or answers, closing first
    /// unless `closes` is false (the answer then closes it when it is taken).
    private mutating func reply<Answer>(_ reply: OverlayReply<Answer>, stay: Overlay, closes: Bool = true,
                                        _ act: (inout AppState, Answer) -> [Effect]) -> [Effect] {
        switch reply {
        case .stay:
            overlay = stay
            return []
        case .close:
            overlay = nil
            return []
        case .answer(let answer):
            overlay = closes ? nil : stay
            return act(&self, answer)
        }
    }

    /// A question's answer to `key`, acted on; a key it does not take changes nothing.
    private mutating func answer<Answer>(_ question: Question<Answer>, _ key: KeyEvent,
                                         _ act: (inout AppState, Answer) -> [Effect]) -> [Effect] {
        guard let answer = question.answer(to: key) else { return [] }
        overlay = nil
        return act(&self, answer)
    }

    /// Clicks on tabs switch screens; clicks on a form row focus it; the wheel scrolls the preview.
    mutating func handleMouse(_ mouse: MouseEvent) -> [Effect] {
        guard overlay == nil else { return [] }
        switch mouse.kind {
        case .wheelUp: pane.scroll(by: -3)
        case .wheelDown: pane.scroll(by: 3)
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

import PushCore
import PushPreview
import TerminalKit

extension AppState {
    /// Carries out a key-map action.
    mutating func perform(_ action: Action) -> [Effect] {
        switch action {
        case .help: overlay = .help
        case .save:
            guard let path = filePath else {
                overlay = .prompt(.saveAs, LineEditor("push.json"))
                return []
            }
            return [saveEffect(to: path)]
        case .saveAs: overlay = .prompt(.saveAs, LineEditor(filePath ?? "push.json"))
        case .quit:
            if isDirty { overlay = .confirmQuit; return [] }
            isQuitting = true
            return [.discardAutosave(paths: [filePath]), .quit]
        case .nextScreen: go(to: Screen(rawValue: (screen.rawValue + 1) % Screen.allCases.count)!)
        case .previousScreen: go(to: Screen(rawValue: (screen.rawValue + Screen.allCases.count - 1) % Screen.allCases.count)!)
        case .screen(let target): go(to: target)
        case .nextField: moveFocus(by: 1)
        case .previousField: moveFocus(by: -1)
        case .diagnostics:
            if analysis.diagnostics.isEmpty { say("No problems: the push is valid.", .ok) } else { overlay = .diagnostics(selected: 0) }
        case .breakdown: overlay = .breakdown
        case .cycleCard:
            cardState = CardState.allCases[(CardState.allCases.firstIndex(of: cardState)! + 1) % CardState.allCases.count]
            say("Card: \(cardState.title)")
        case .cycleOutput:
            previewForm = PreviewForm(rawValue: (previewForm.rawValue + 1) % PreviewForm.allCases.count)!
            previewScroll = 0
            say("Pane: \(previewForm.title)")
        case .togglePreview: showsPreview.toggle()
        case .editExternally: return [.editExternally(JSONWriter.string(.object(draft.requestBody), style: .pretty) + "\n")]
        case .export: overlay = .prompt(.export(previewForm), LineEditor(defaultExportName))
        case .copy:
            return [.copyToClipboard(compiledText(previewForm))]
        case .addItem: addItem()
        case .removeItem: removeItem()
        case .moveItemUp: moveItem(by: -1)
        case .moveItemDown: moveItem(by: 1)
        case .scrollPreviewUp: previewScroll = max(0, previewScroll - 5)
        case .scrollPreviewDown: previewScroll += 5
        }
        return []
    }

    /// The text of a compiled form, as the pane and exports show it.
    public func compiledText(_ form: PreviewForm) -> String {
        PushCompiler(bundleID: bundleID).compile(draft.document, to: form.target)
    }

    /// The save effect: the request body, pretty-printed, ending in a newline.
    func saveEffect(to path: String) -> Effect {
        .save(path: path, contents: JSONWriter.string(.object(draft.requestBody), style: .pretty) + "\n", revision: revision)
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
            let index = draft.addButton()
            focus(.button(index, .actionID))
        case .extras:
            let index = draft.addExtra()
            focus(.extra(index, .key))
        default:
            say("Only buttons and extra keys are lists.", .warning)
        }
    }

    private mutating func removeItem() {
        switch focusedField {
        case .button(let i, _)?:
            draft.removeButton(at: i)
            focusIndex = min(focusIndex, fields.count - 1)
        case .extra(let i, _)?:
            draft.removeExtra(at: i)
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
            let moved = draft.moveButton(at: i, by: delta)
            focus(.button(moved, part))
        case .extra(let i, let part)?:
            let moved = draft.moveExtra(at: i, by: delta)
            focus(.extra(moved, part))
        default:
            say("Focus a button or an extra key to move it.", .warning)
        }
    }
}

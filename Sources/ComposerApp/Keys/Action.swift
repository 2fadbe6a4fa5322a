import PushCore

/// Everything a key can ask the composer to do, outside typing into a field.
public enum Action: Sendable, Equatable, Hashable {
    case help, save, saveAs, quit, suspend
    case nextScreen, previousScreen
    case screen(Screen)
    case nextField, previousField
    case diagnostics, breakdown
    case cycleCard, cyclePhone, cycleOutput, togglePreview
    case editExternally, export, copy
    case addItem, removeItem, moveItemUp, moveItemDown
    case scrollPreviewUp, scrollPreviewDown
    case send
    case previewAs
    case insertAttribute
    case undo, redo
    case checkMedia
    case liveContent

    /// What the help screen says it does.
    public var summary: String {
        switch self {
        case .help: "all key bindings"
        case .save: "save (in the file's own form; a new file is a Braze request)"
        case .saveAs: "save as…"
        case .quit: "quit (asks when there are unsaved changes)"
        case .suspend: "suspend to the shell (fg brings the composer back)"
        case .nextScreen: "next screen"
        case .previousScreen: "previous screen"
        case .screen(let s): s == .audience ? "Audience screen (Type, for a device payload)" : "\(s.title) screen"
        case .nextField: "next field"
        case .previousField: "previous field"
        case .diagnostics: "list every problem; Enter jumps to its field"
        case .breakdown: "bytes per field"
        case .cycleCard: "card: lock screen, expanded, banner, previews hidden"
        case .cyclePhone: "phone: \(PhoneSize.summary); where the card breaks and cuts text"
        case .cycleOutput: "pane: payload, request, simulator file, curl, headers"
        case .togglePreview: "show the form or the preview (narrow terminals)"
        case .editExternally: "edit the raw JSON in $EDITOR"
        case .export: "export the pane's form to a file"
        case .copy: "copy the pane's form to your clipboard (OSC 52)"
        case .addItem: "add a button or an extra key"
        case .removeItem: "remove the focused button or extra key"
        case .moveItemUp: "move the focused item up"
        case .moveItemDown: "move the focused item down"
        case .scrollPreviewUp: "scroll the preview up"
        case .scrollPreviewDown: "scroll the preview down"
        case .send: "send a test push: to a device through APNs, or to test users through Braze"
        case .previewAs: "preview as a test user (Liquid rendered for them): pick one, the push as written, or a new user"
        case .undo: "undo the last change to the push (typing comes back a word at a time)"
        case .redo: "redo what undo took back"
        case .insertAttribute: "insert a Liquid attribute at the cursor of a text field, with each test user's value"
        case .liveContent: "live Connected Content: make and show the previewed user's calls (again: show, then off)"
        case .checkMedia: "check the media: fetch asset_url as the device would (media = \"auto\" in the config does it once the URL stops changing)"
        }
    }
}

import PushSending
import SafeFiles
import TerminalKit

/// A view over the form: help, lists, and prompts.
public enum Overlay: Sendable, Equatable {
    /// Every action by name with its keys (the help): type to find, Enter runs it.
    case palette(CommandPalette)
    /// Every diagnostic; Enter jumps to the field.
    case diagnostics(ProblemList)
    /// The byte budget, field by field.
    case breakdown
    /// A one-line prompt, e.g. the path for Save as.
    case prompt(Prompt, LineEditor)
    /// Unsaved changes on quit: save, discard or cancel.
    case confirmQuit
    /// A draft from an earlier session was found.
    case recovery(savedAt: String)
    /// A message to acknowledge (an error that needs reading).
    case message(String)
    /// A save or export that needs a yes first: replacing a file, changes on disk, read-only.
    case confirmSave(SaveRequest, SaveCheck)
    /// Saving a file whose form has no place for the audience the user set.
    case chooseForm(path: String)
    /// Saving a request that names no audience: add one, address it to the test users, or save as it is.
    case confirmAudience(path: String)
    /// `$EDITOR` left text that is not a push: why, and the text, to edit again.
    case editorProblem(String, [UInt8])
    /// Sending a test push: to whom, how, and the last send's results.
    case send(SendDialog)
    /// Preview as: a test user, the push as written, or a new user.
    case previewAs(UserPicker)
    /// Insert attribute: Liquid for an attribute, at the cursor of the field being edited.
    case attributes(AttributePicker)

    /// What a prompt asks for.
    public enum Prompt: Sendable, Equatable {
        case saveAs
        case export(PreviewForm)
        /// A device token or user id to send to, from the Send dialog (which it goes back to).
        case recipient(SendDialog)
        /// The name to save a typed recipient under in the config.
        case saveRecipient(SendDialog, String)
        /// A user typed on the spot for preview-as: a name, then attributes.
        case newUser
        /// The password of the `.p12` a send needs (none saved, or the one typed did not open
        /// it); the job goes again with it. Shown as dots, never kept.
        case certificatePassword(SendJob, SendDialog, file: String, wrong: Bool)
    }
}

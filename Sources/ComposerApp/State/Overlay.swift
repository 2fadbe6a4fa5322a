import TerminalKit

/// A view over the form: help, lists, and prompts.
public enum Overlay: Sendable, Equatable {
    /// Every key binding.
    case help
    /// Every diagnostic; Enter jumps to the field.
    case diagnostics(selected: Int)
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

    /// What a prompt asks for.
    public enum Prompt: Sendable, Equatable {
        case saveAs
        case export(PreviewForm)
    }
}

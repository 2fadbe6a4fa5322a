import TerminalKit
import SafeFiles

/// The answer to a save or export that needs a yes first.
enum SaveAnswer: Sendable, Equatable {
    /// Save as asked, the check confirmed.
    case goAhead
    /// Pick another name.
    case elsewhere
    /// Read the file again from disk, dropping the draft's changes.
    case reload
    case cancel

    /// The question `check` asks of `request`, while the composer edits `editing`.
    static func question(_ request: SaveRequest, _ check: SaveCheck, editing: String?) -> Question<SaveAnswer> {
        let name = Sanitizer.sanitize(request.path)
        let cancel = Question<SaveAnswer>.Choice(.escape, words: "cancel", .cancel)
        switch check {
        case .replacesOtherFile:
            let what = request.path == editing ? "\(name) is the file you are editing." : "\(name) already exists."
            let verb = if case .export(let form) = request.purpose { "with the \(form.title)" } else { "with this push" }
            return Question(title: "Replace the file?", text: [what, "Replace it \(verb)?"],
                            choices: [[.init(.letter("r"), words: "replace", .goAhead), .init(.letter("n"), words: "choose another name", .elsewhere),
                                       cancel]])
        case .changedOnDisk:
            return Question(title: "Changed on disk",
                            text: ["\(name) changed on disk since you opened or saved it.", "Saving now would lose those changes."],
                            choices: [[.init(.letter("o"), words: "overwrite", .goAhead), .init(.letter("s"), words: "save elsewhere", .elsewhere),
                                       cancel],
                                      [.init(.letter("r"), words: "reload it from disk (drops your changes)", .reload)]])
        case .readOnly:
            return Question(title: "Read-only file", text: ["\(name) is read-only: its owner took away write permission."],
                            choices: [[.init(.letter("w"), words: "write anyway (it stays read-only)", .goAhead)],
                                      [.init(.letter("s"), words: "save elsewhere", .elsewhere), cancel]])
        }
    }
}

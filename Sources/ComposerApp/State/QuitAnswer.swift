/// The answer to quitting with unsaved changes.
enum QuitAnswer: Sendable, Equatable {
    case save, discard, cancel

    /// The question, asked as the composer quits with unsaved changes.
    static let question = Question<QuitAnswer>(
        title: "Unsaved changes", text: ["Save before quitting?"],
        choices: [[.init(.letter("s"), words: "save", .save), .init(.letter("d"), words: "discard", .discard),
                   .init(.escape, .letter("c"), words: "cancel", .cancel)]])
}

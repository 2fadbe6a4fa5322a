import TerminalKit

/// The answer to text from `$EDITOR` that is not a push.
enum EditedTextAnswer: Sendable, Equatable {
    case editAgain, drop

    /// The question, saying `problem` (why the text is not a push).
    static func question(problem: String) -> Question<EditedTextAnswer> {
        Question(title: "The edited text was kept", text: [Sanitizer.sanitize(problem), "Your draft is unchanged."],
                 choices: [[.init(.letter("e"), .enter, words: "edit it again, from where you left it", .editAgain),
                            .init(.letter("d"), .escape, words: "drop it", .drop)]])
    }
}

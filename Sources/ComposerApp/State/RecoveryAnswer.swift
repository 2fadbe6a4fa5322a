/// The answer to a draft recovered from an earlier session.
enum RecoveryAnswer: Sendable, Equatable {
    case keep, discard

    /// The question, for a draft autosaved `savedAt` (as the status line words a time).
    static func question(savedAt: String) -> Question<RecoveryAnswer> {
        Question(title: "Draft recovered", text: ["A draft autosaved \(savedAt) was not saved to a file.", "It is loaded now."],
                 choices: [[.init(.enter, .letter("r"), words: "keep it", .keep), .init(.letter("d"), words: "discard it", .discard)]])
    }
}

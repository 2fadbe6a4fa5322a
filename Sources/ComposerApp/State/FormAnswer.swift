import TerminalKit

/// The answer to saving, into a file whose form has no place for it, an audience the user set.
enum FormAnswer: Sendable, Equatable {
    case keepForm, writeRequest, cancel

    /// The question for saving to `path`, a file in `form`. A `.apns` file holds a device
    /// payload: a request is not offered under that name.
    static func question(path: String, form: FileForm) -> Question<FormAnswer> {
        let request: [[Question<FormAnswer>.Choice]] = FileForm.holdsOnlyDevicePayload(path)
            ? [] : [[.init(.letter("r"), words: "write a Braze request instead (replaces the file's form)", .writeRequest)]]
        return Question(
            title: "Which form to save?",
            text: ["\(Sanitizer.sanitize(path)) is \(form.title), which has no place",
                   "for the audience you set (user ids, segment, campaign keys)."],
            choices: [[.init(.letter("k"), words: "keep its form (the audience is not written)", .keepForm)]] + request
                + [[.init(.escape, words: "cancel", .cancel)]])
    }
}

import TerminalKit

/// The answer to saving a request that names no audience.
enum AudienceAnswer: Sendable, Equatable {
    case addAudience, addressToTestUsers, saveAsItIs, cancel

    /// The question for saving to `path`; the test users are offered when the config names some.
    static func question(path: String, testUsers: [String]) -> Question<AudienceAnswer> {
        let shown = testUsers.prefix(3).map { Sanitizer.sanitize($0) }.joined(separator: ", ") + (testUsers.count > 3 ? ", …" : "")
        let toTestUsers: [[Question<AudienceAnswer>.Choice]] = testUsers.isEmpty
            ? [] : [[.init(.letter("t"), words: "address it to the test users (\(shown)) and save", .addressToTestUsers)]]
        return Question(
            title: "Who receives it?",
            text: ["\(Sanitizer.sanitize(path)) names no audience: Braze would send it to no one,",
                   "and validate --strict fails it."],
            choices: toTestUsers + [[.init(.letter("a"), words: "add an audience (Audience › External user ids)", .addAudience)],
                                    [.init(.letter("s"), words: "save it as it is", .saveAsItIs), .init(.escape, words: "cancel", .cancel)]])
    }
}

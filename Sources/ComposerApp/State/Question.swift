import TerminalKit

/// A question in a box: what it says, and the keys that answer it. Each choice carries the
/// words the box shows for it, so the keys a question takes and the keys it names are one list.
struct Question<Answer: Sendable & Equatable>: Sendable {
    /// A key that answers: a letter (either case, no Ctrl or Alt), Enter or Esc.
    enum AnswerKey: Sendable, Equatable {
        case letter(Character)
        case enter
        case escape

        /// How the box names it: `S`, `Enter`, `Esc`.
        var name: String {
            switch self {
            case .letter(let c): c.uppercased()
            case .enter: "Enter"
            case .escape: "Esc"
            }
        }

        /// Whether `key` is this one. A letter with Ctrl or Alt is not: ^S pressed in a
        /// question is not "S save elsewhere".
        func matches(_ key: KeyEvent) -> Bool {
            switch self {
            case .letter(let c):
                guard case .character(let typed) = key.key, key.modifiers.subtracting(.shift).isEmpty else { return false }
                return typed.lowercased() == c.lowercased()
            case .enter: return key.key == .enter
            case .escape: return key.key == .escape
            }
        }
    }

    /// One way to answer: its keys (the first one named in the box), its words, its answer.
    struct Choice: Sendable {
        let keys: [AnswerKey]
        let words: String
        let answer: Answer

        init(_ keys: AnswerKey..., words: String, _ answer: Answer) {
            self.keys = keys
            self.words = words
            self.answer = answer
        }

        /// `S save`, as the box shows it.
        var label: String { (keys.first?.name ?? "") + " " + words }
    }

    /// The box's title.
    let title: String
    /// What it says, line by line; a line wider than the box is wrapped, never cut.
    let text: [String]
    /// The choices, a row of the box each group, joined with " · ".
    let choices: [[Choice]]

    /// The answer `key` gives, or nil for a key this question does not take.
    func answer(to key: KeyEvent) -> Answer? {
        for row in choices {
            for choice in row where choice.keys.contains(where: { $0.matches(key) }) { return choice.answer }
        }
        return nil
    }

    /// The lines the box shows: the text, a blank line, then the choices.
    func lines(width: Int) -> [String] {
        text.flatMap { $0.isEmpty ? [""] : TextLayout.wrap($0, width: width) }
            + [""] + choices.map { $0.map(\.label).joined(separator: " · ") }
    }
}

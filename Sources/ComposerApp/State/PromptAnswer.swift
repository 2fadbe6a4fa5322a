import TerminalKit

/// What a prompt's line gives the composer: what was typed, with Enter or with ^S (saving it
/// too, where the prompt offers that), or Esc.
enum PromptAnswer: Sendable, Equatable {
    case enter(LineEditor)
    case enterAndSave(LineEditor)
    case escape

    /// Applies `key` to the prompt's `line`: typing edits it, Enter, ^S and Esc answer.
    /// Only the new-user prompt takes ^S (it saves the user in the users file too).
    static func update(_ key: KeyEvent, _ prompt: Overlay.Prompt, line: inout LineEditor) -> OverlayReply<PromptAnswer> {
        switch key.key {
        case .escape: return .answer(.escape)
        case .enter: return .answer(.enter(line))
        default:
            if case .newUser = prompt, KeyMap.standard.action(for: key) == .save { return .answer(.enterAndSave(line)) }
            if let c = key.typedCharacter { line.insert(String(c)) } else { _ = line.handle(key) }
            return .stay
        }
    }
}

/// The editing model of one line of text: graphemes and a cursor between them.
///
/// The text is kept exactly as typed or pasted (the sanitiser only changes how it is shown),
/// and every motion moves by whole graphemes, so a flag or an accented letter is one step.
public struct LineEditor: Hashable, Sendable {
    /// The graphemes.
    public private(set) var characters: [Character] {
        didSet { revision = revision.next(editedFrom: editPoint ?? 0) }
    }
    /// The cursor, as the number of graphemes before it.
    public var cursor: Int { didSet { cursor = min(max(0, cursor), characters.count) } }
    /// Which version of the text this is, and where the last edits began: how a layout of the
    /// line made earlier is found and reused from its unchanged start (not part of equality).
    public private(set) var revision = LineRevision.fresh()
    /// Where the edit under way begins: the graphemes before it stay as they were.
    private var editPoint: Int?
    /// The graphemes as one string, kept in step with every edit: the draft reads the text on
    /// every key, and joining a long line's graphemes again each time would cost its length.
    private var joined: String
    /// How the graphemes are shown, kept in step likewise: drawing the line on every key then
    /// needs no pass over it.
    private(set) var view: LineView

    /// An editor holding `text` with the cursor at its end.
    public init(_ text: String = "") {
        characters = Array(text)
        joined = text
        view = LineView(characters, joined: text)
        cursor = characters.count
    }

    /// The text.
    public var text: String {
        get { joined }
        set {
            editPoint = 0
            characters = Array(newValue)
            joined = newValue
            view = LineView(characters, joined: newValue)
            cursor = characters.count
        }
    }

    /// Equal when the text and the cursor are; the revision is bookkeeping.
    public static func == (lhs: LineEditor, rhs: LineEditor) -> Bool {
        lhs.cursor == rhs.cursor && lhs.characters == rhs.characters
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
        hasher.combine(cursor)
    }

    /// Changes the graphemes from `start` on (those before stay), recording where the edit began.
    /// `appending` is the text a typed key added at the end, and `droppingLast` says the last
    /// grapheme went: the string follows those at no cost, and is joined again after any other edit.
    private mutating func edit(from start: Int, appending added: String? = nil, droppingLast: Bool = false,
                               _ change: (inout [Character]) -> Void) {
        editPoint = start
        change(&characters)
        editPoint = nil
        if let added {
            joined += added
            view.append(ascii: added)
        } else if droppingLast {
            joined.removeLast()
            view.dropLast()
        } else {
            joined = String(joining: characters)
            view = LineView(characters, joined: joined)
        }
    }

    /// Inserts `text` at the cursor and moves past it.
    public mutating func insert(_ text: String) {
        if LineEditor.standsAlone(text, after: cursor > 0 ? characters[cursor - 1] : nil,
                                  before: cursor < characters.count ? characters[cursor] : nil) {
            // Typing plain ASCII between plain ASCII: each byte is a grapheme of its own, and
            // nothing around it can join it, so the line needs no re-segmenting.
            let at = cursor
            edit(from: at, appending: at == characters.count ? text : nil) { $0.insert(contentsOf: text, at: at) }
            cursor += text.utf8.count
            return
        }
        // Re-segment around the cursor: a combining mark typed after "e" joins it.
        let before = String(joining: characters[..<cursor]) + text
        let after = characters[cursor...]
        let joined = Array(before + String(joining: after))
        // A mark typed after a letter joins the grapheme before the cursor.
        edit(from: max(0, cursor - 1)) { $0 = joined }
        cursor = max(0, joined.count - after.count)
    }

    /// Whether `text` is printable ASCII that can join neither neighbour: printable ASCII only
    /// joins a cluster after a prepended mark, which no printable ASCII neighbour is.
    static func standsAlone(_ text: String, after previous: Character?, before next: Character?) -> Bool {
        func printable(_ neighbour: Character?) -> Bool {
            neighbour.map { $0.utf8.count == 1 && $0.utf8.first!.isPrintableASCII } ?? true
        }
        guard !text.isEmpty, text.utf8.allSatisfy(\.isPrintableASCII) else { return false }
        return printable(previous) && printable(next)
    }

    /// Deletes the grapheme before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        let at = cursor - 1
        edit(from: at, droppingLast: cursor == characters.count) { _ = $0.remove(at: at) }
        cursor -= 1
    }

    /// Deletes the grapheme after the cursor.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        let at = cursor
        edit(from: at) { _ = $0.remove(at: at) }
    }

    /// Moves one grapheme left.
    public mutating func moveLeft() { cursor -= 1 }
    /// Moves one grapheme right.
    public mutating func moveRight() { cursor += 1 }
    /// Moves to the start.
    public mutating func moveToStart() { cursor = 0 }
    /// Moves to the end.
    public mutating func moveToEnd() { cursor = characters.count }

    /// Moves to the start of the word before the cursor.
    public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }
    /// Moves to the end of the word after the cursor.
    public mutating func moveWordRight() { cursor = wordEnd(after: cursor) }

    /// Deletes from the start of the previous word to the cursor (Ctrl-W).
    public mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        let end = cursor
        edit(from: start) { $0.removeSubrange(start..<end) }
        cursor = start
    }

    /// Deletes from the cursor to the end of the next word (Alt-D).
    public mutating func deleteWordForward() {
        let range = cursor..<wordEnd(after: cursor)
        edit(from: range.lowerBound) { $0.removeSubrange(range) }
    }

    /// Deletes from the cursor to the end (Ctrl-K).
    public mutating func deleteToEnd() {
        let at = cursor
        edit(from: at) { $0.removeSubrange(at...) }
    }

    /// Deletes from the start to the cursor (Ctrl-U).
    public mutating func deleteToStart() {
        let end = cursor
        edit(from: 0) { $0.removeSubrange(..<end) }
        cursor = 0
    }

    /// Whether a grapheme belongs to a word (letters, digits, CJK, emoji; not spaces or punctuation).
    static func isWord(_ c: Character) -> Bool { !c.isWhitespace && !c.isPunctuation && !c.isSymbol || c.isEmoji }

    private func wordStart(before index: Int) -> Int {
        var i = index
        while i > 0 && !LineEditor.isWord(characters[i - 1]) { i -= 1 }
        while i > 0 && LineEditor.isWord(characters[i - 1]) { i -= 1 }
        return i
    }

    private func wordEnd(after index: Int) -> Int {
        var i = index
        while i < characters.count && !LineEditor.isWord(characters[i]) { i += 1 }
        while i < characters.count && LineEditor.isWord(characters[i]) { i += 1 }
        return i
    }

    /// Applies the usual line-editing keys; true when the key was one of them.
    public mutating func handle(_ key: KeyEvent) -> Bool {
        if let c = key.typedCharacter { insert(String(c)); return true }
        let ctrl = key.modifiers.contains(.ctrl), alt = key.modifiers.contains(.alt)
        switch key.key {
        case .left where ctrl || alt: moveWordLeft()
        case .right where ctrl || alt: moveWordRight()
        case .left: moveLeft()
        case .right: moveRight()
        case .home: moveToStart()
        case .end: moveToEnd()
        case .backspace where ctrl || alt: deleteWordBackward()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .character("a") where ctrl: moveToStart()
        case .character("e") where ctrl: moveToEnd()
        case .character("b") where alt: moveWordLeft()
        case .character("f") where alt: moveWordRight()
        case .character("d") where alt: deleteWordForward()
        case .character("d") where ctrl: deleteForward()
        case .character("w") where ctrl: deleteWordBackward()
        case .character("k") where ctrl: deleteToEnd()
        case .character("u") where ctrl: deleteToStart()
        default: return false
        }
        return true
    }
}

extension Character {
    /// Whether this grapheme is drawn as an emoji.
    var isEmoji: Bool {
        unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }
}

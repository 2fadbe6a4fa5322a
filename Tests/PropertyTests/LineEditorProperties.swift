import PropertyBased
import TerminalKit
import Testing

/// Typing anywhere in a line gives the text a string insertion gives, segmented as Swift would.
@Suite struct LineEditorProperties {
    /// What is typed: mostly single ASCII keys (the editor's fast path), and any piece of text.
    static let keystrokes = Generator<String, Shrink.None<String>>(run: { rng in
        Int.random(in: 0..<3, using: &rng) == 0
            ? TextSamples.piece(&rng)
            : String(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
    }).array(of: 1...40)

    @Test func typingAnywhereMatchesStringInsertion() async {
        await propertyCheck(count: 400, input: TextSamples.texts(pieces: 0...6), Self.keystrokes) { start, typed in
            var editor = LineEditor(start)
            var model = start
            for (i, key) in typed.enumerated() {
                // Move the cursor somewhere before each key, as arrows and clicks do.
                editor.cursor = (i * 7919) % (editor.characters.count + 1)
                let offset = editor.characters[..<editor.cursor].reduce(0) { $0 + $1.utf8.count }
                let index = model.utf8.index(model.utf8.startIndex, offsetBy: offset)
                model.insert(contentsOf: key, at: index)
                editor.insert(key)
                #expect(editor.text == model)
                #expect(editor.characters == Array(model), "after typing \(key.debugDescription) into \(model.debugDescription)")
            }
        }
    }
}

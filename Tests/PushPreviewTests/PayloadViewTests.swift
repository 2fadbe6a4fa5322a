import PushCore
import PushPreview
import TerminalKit
import Testing
import TextFormats

@Suite("The payload pane")
struct PayloadViewTests {
    @Test("A long string wraps after a space, with a two-cell hanging indent")
    func wrapsAtSpaces() {
        let value = JSONValue.object(JSONObject(pairs: ["body": .string("Tap to see what is new in your size today")]))
        let lines = PayloadView(value).render(width: 24).lines.map { $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
        #expect(lines == [
            "{",
            #"  "body": "Tap to see"#,
            "  what is new in your",
            #"  size today""#,
            "}",
        ])
    }

    @Test("A word longer than a line is cut between graphemes, and no line is wider than the pane")
    func cutsLongWords() {
        let word = String(repeating: "日本語", count: 6) + " and " + String(repeating: "x", count: 40)
        let buffer = PayloadView(.object(JSONObject(pairs: ["t": .string(word)]))).render(width: 16)
        for line in buffer.lines { #expect(DisplayWidth.of(line) <= 16) }
        let joined = buffer.lines.joined().filter { $0 != " " }
        #expect(joined.contains(word.filter { $0 != " " }))
    }
}

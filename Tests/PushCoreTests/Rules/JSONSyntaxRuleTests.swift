import Testing
import TextFormats
@testable import PushCore

/// A file that is not JSON gets one `json.*` error at the place reading stopped, and nothing else.
struct JSONSyntaxRuleTests {
    /// Text inputs whose error and position are known.
    static let textCases: [Expected] = [
        .bare("trailing comma", """
        {
          "alert": "Hi",
        }
        """, "json.syntax", .error, "", 3, 1),
        .bare("duplicate key, reported at the second", """
        {
          "alert": "a",
          "alert": "b"
        }
        """, "json.duplicate-key", .error, "", 3, 3),
        .bare("lone surrogate escape", """
        {"alert": "\\ud800"}
        """, "json.encoding", .error, "", 1, 12),
        .bare("only whitespace", "  \n  ", "json.empty", .error, "", 2, 3),
        .request("syntax error inside a request", """
        {
          "external_user_ids": ["u"],
          "messages": {
            "apple_push": {"alert": 'Hi'}
          }
        }
        """, "json.syntax", .error, "", 4, 29),
        .apns("syntax error inside a payload", """
        {
          "aps": {
            "alert": "Hi" "badge": 1
          }
        }
        """, "json.syntax", .error, "", 3, 19),
    ]

    @Test(arguments: textCases)
    func reportsEachCode(_ e: Expected) {
        let a = analyze(e.json)
        #expect(a.diagnostics.map(Finding.init) == [e.finding])
    }

    @Test func nestingDeeperThanTheLimit() {
        // `{"extra":` is 9 columns; the 64th `[` opens the 65th level, at column 9 + 64.
        let json = #"{"extra":"# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
        let a = analyze(json)
        #expect(a.diagnostics.map(Finding.init) == [Finding(code: "json.depth", severity: .error, path: "", line: 1, column: 73)])
    }

    @Test func invalidUTF8Byte() {
        // {"a":"<FF>"}: the bad byte follows six ASCII bytes.
        let a = analyze(bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D])
        #expect(a.diagnostics.map(Finding.init) == [Finding(code: "json.encoding", severity: .error, path: "", line: 1, column: 7)])
    }

    @Test func utf16File() {
        let a = analyze(bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])
        #expect(a.diagnostics.map(Finding.init) == [Finding(code: "json.encoding", severity: .error, path: "", line: 1, column: 1)])
    }

    @Test func inputLargerThanTheReaderTakes() {
        let reader = PushReader(json: JSONReader(maxBytes: 16))
        let a = analyze(bytes: Array(#"{"alert": "Hello, world"}"#.utf8), reader: reader)
        #expect(a.diagnostics.map(Finding.init) == [Finding(code: "json.size", severity: .error, path: "", line: 1, column: 1)])
    }

    @Test func emptyInput() {
        let a = analyze("")
        #expect(a.diagnostics.map(Finding.init) == [Finding(code: "json.empty", severity: .error, path: "", line: 1, column: 1)])
    }

    @Test func casesCoverEveryCode() {
        let covered = Set(Self.textCases.map(\.finding.code)).union(["json.depth", "json.size"])
        #expect(covered == Set(JSONSyntaxRule().codes))
        #expect(Validator.allRules.contains { $0 is JSONSyntaxRule })
    }

    @Test func anUnreadableFileGetsNoPushRules() {
        // The push rules would say "no alert"; an unreadable file has no push to judge.
        let a = analyze(#"{"badge": 1,}"#)
        #expect(codes(a) == ["json.syntax"])
        #expect(!a.document.hasPush)
    }

    @Test(arguments: Clean.documents)
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: JSONSyntaxRule()).isEmpty)
    }
}

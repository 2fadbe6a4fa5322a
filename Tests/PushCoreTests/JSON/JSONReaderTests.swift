import Testing
import TextFormats
@testable import PushCore

@Suite struct JSONReaderTests {
    func fail(_ text: String) -> JSONReadError? {
        do { _ = try JSONReader().read(text); return nil } catch { return error }
    }

    @Test func keepsKeyOrderAndNumberText() throws {
        let node = try JSONReader().read(#"{"z": 1.50, "a": -0, "m": 1E+2}"#)
        let object = try #require(node.value.objectValue)
        #expect(object.keys == ["z", "a", "m"])
        #expect(object["z"] == .number("1.50"))
        #expect(object["a"] == .number("-0"))
        #expect(object["m"] == .number("1E+2"))
    }

    @Test func rejectsDuplicateKeysAtTheSecondKey() {
        let error = fail("{\n  \"a\": 1,\n  \"a\": 2\n}")
        #expect(error?.kind == .duplicateKey)
        #expect(error?.location == SourceLocation(line: 3, column: 3))
    }

    @Test func findsARepeatedKeyInALargeObjectAndNamesTheFirst() {
        // Past sixteen members repeated keys are found through an index rather than a scan.
        let members = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let error = fail("{\(members), \"k3\": 1}")
        #expect(error?.kind == .duplicateKey)
        #expect(error?.message.contains("first at 1:") == true)
        let laterDuplicate = fail("{\(members), \"k19\": 1}")
        #expect(laterDuplicate?.kind == .duplicateKey)
        var lenient = JSONReader()
        lenient.rejectsDuplicateKeys = false
        let object = try? lenient.read("{\(members), \"k17\": \"last\"}").value.objectValue
        #expect(object?.keys.count == 20)
        #expect(object?["k17"] == .string("last"))
    }

    @Test func aKeyThatStartsWithACombiningMarkIsLocated() throws {
        // "/" and U+05A3 make one Character, so a Character-wise "/" prefix test missed the pointer.
        let root = try JSONReader().read("{\n  \"\u{05A3}ertV\": 1\n}")
        #expect(SourceMap(root: root).location(of: "/\u{05A3}ertV") == SourceLocation(line: 2, column: 3))
    }

    @Test func escapedTokensAndArrayIndexesAreLocated() throws {
        let root = try JSONReader().read("{\n  \"a/b\": {\"c~d\": [1,\n 2]},\n  \"e\": 0\n}")
        let map = SourceMap(root: root)
        #expect(map.location(of: "/a~1b") == SourceLocation(line: 2, column: 3))
        #expect(map.location(of: "/a~1b/c~0d") == SourceLocation(line: 2, column: 11))
        #expect(map.location(of: "/a~1b/c~0d/1") == SourceLocation(line: 3, column: 2))
        // Unescaped, or past what was written: the nearest written ancestor.
        #expect(map.location(of: "/a/b") == SourceLocation(line: 1, column: 1))
        #expect(map.location(of: "/a~1b/c~0d/01") == SourceLocation(line: 2, column: 11))
        #expect(map.location(of: "/e/x") == SourceLocation(line: 4, column: 3))
    }

    @Test func rejectsTrailingCommas() {
        #expect(fail("[1,]")?.kind == .syntax)
        #expect(fail(#"{"a":1,}"#)?.kind == .syntax)
        #expect(fail(#"{"a":1,}"#)?.message.contains("trailing comma") == true)
    }

    @Test func columnsCountCharactersNotBytes() {
        // "日本" is six bytes but two columns; the error is at the 'x' after it.
        let error = fail(#"["日本" x]"#)
        #expect(error?.location == SourceLocation(line: 1, column: 7))
    }

    @Test func rejectsLoneSurrogates() {
        #expect(fail(#"["\uD800"]"#)?.kind == .encoding)
        #expect(fail(#"["\uDC00"]"#)?.kind == .encoding)
        #expect(fail(#"["\uD800\u0041"]"#)?.kind == .encoding)
    }

    @Test func decodesSurrogatePairs() throws {
        let node = try JSONReader().read(#"["\uD83D\uDE00"]"#)
        #expect(node.value.arrayValue?.first?.value == .string("😀"))
    }

    @Test func rejectsInvalidUTF8WithEncodingCode() {
        do {
            _ = try JSONReader().read([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D])
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.kind == .encoding)
        }
    }

    @Test func capsDepth() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(fail(deep)?.kind == .depth)
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(fail(ok) == nil)
    }

    @Test func capsSize() {
        do {
            _ = try JSONReader(maxBytes: 10).read("[1,2,3,4,5,6]")
            Issue.record("accepted oversize input")
        } catch {
            #expect(error.kind == .size)
        }
    }

    @Test func namesEmptyInputAndUTF16() {
        #expect(fail("")?.kind == .empty)
        #expect(fail("  \n ")?.kind == .empty)
        do {
            _ = try JSONReader().read([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])
            Issue.record("accepted UTF-16")
        } catch {
            #expect(error.kind == .encoding)
            #expect(error.message.contains("UTF-16"))
        }
    }

    @Test func writerIsCompactRawAndDoesNotEscapeSlash() throws {
        let node = try JSONReader().read(#"{"u": "https://x.y/z", "t": "Grüße 日本 😀", "c": "a\"b\\c\n\u0001"}"#)
        #expect(JSONWriter.string(node.value) == #"{"u":"https://x.y/z","t":"Grüße 日本 😀","c":"a\"b\\c\n\u0001"}"#)
        #expect(JSONWriter.compactCount(node.value) == JSONWriter.bytes(node.value).count)
    }

    /// Strings are read and measured eight plain bytes at a time: a quote, a backslash, a
    /// control, DEL or a letter beyond ASCII at every place around those words reads back whole
    /// and measures what the writer writes.
    @Test(arguments: ["\"", "\\", "\n", "\u{1}", "\u{7F}", "é", "😀"])
    func everyPlaceOfASpecialByteReadsAndMeasuresRight(_ special: String) throws {
        for length in [1, 7, 8, 9, 17] {
            for place in 0..<length {
                let text = String(repeating: "a", count: place) + special + String(repeating: "b", count: length - place - 1)
                let written = JSONWriter.string(.string(text))
                #expect(try JSONReader().read(written).value == .string(text), "\(written)")
                #expect(JSONWriter.quotedCount(text) == written.utf8.count, "\(written)")
            }
        }
    }

    @Test func prettyOutputReadsBackEqual() throws {
        let node = try JSONReader().read(#"{"a":[1,{"b":null}],"c":{},"d":[]}"#)
        let pretty = JSONWriter.string(node.value, style: .pretty)
        #expect(pretty == "{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ],\n  \"c\": {},\n  \"d\": []\n}")
        #expect(try JSONReader().read(pretty) == node)
    }
}

/// Invisible characters past the Basic Multilingual Plane are escaped as surrogate pairs.
struct InvisibleEscapeTests {
    @Test(arguments: ["\u{1D177}", "\u{E0041}", "a\u{202E}b", "\u{FEFF}"])
    func escapedForTerminalsReadsBackTheSame(_ text: String) throws {
        let written = JSONWriter.string(.string(text), escaping: .invisibles)
        #expect(written.unicodeScalars.allSatisfy { $0.isASCII || !JSONWriter.isInvisible($0.value) })
        #expect(try JSONReader().read(written).value == .string(text), "\(written)")
    }

    @Test func aMusicalFormatCharacterIsTheSurrogatePair() {
        #expect(JSONWriter.unicodeEscape("\u{1D177}") == "\\ud834\\udd77")
        #expect(PushCompiler.escapeInvisibles("x\u{1D177}") == "x\\ud834\\udd77")
    }
}

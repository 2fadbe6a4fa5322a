import Testing
@testable import ComposerSettings

@Suite("The TOML subset")
struct TOMLReaderTests {
    @Test("Comments, tables, strings, booleans and integers")
    func readsTheSubset() throws {
        let document = try TOMLReader.read("""
            \u{FEFF}# a comment
            title = "Hello \\"you\\"\\t\\u00e9\\U0001F600" # trailing comment
            'quoted key' = 'C:\\path # not a comment'
              indented = true

            [roles]
            "gauge-ok" = false
            count = -1_000
            zero = 0
            plus = +7\r
            """)
        let top = try #require(document.table(""))
        #expect(top.entry("title")?.value == .string("Hello \"you\"\té😀"))
        #expect(top.entry("quoted key")?.value == .string("C:\\path # not a comment"))
        #expect(top.entry("indented")?.value == .bool(true))
        #expect(top.entry("indented")?.line == 4)
        #expect(top.entry("indented")?.column == 3)
        let roles = try #require(document.table("roles"))
        #expect(roles.line == 6)
        #expect(roles.entries.map(\.key) == ["gauge-ok", "count", "zero", "plus"])
        #expect(roles.entry("count")?.value == .integer(-1000))
        #expect(roles.entry("zero")?.value == .integer(0))
        #expect(roles.entry("plus")?.value == .integer(7))
    }

    @Test("Errors carry line and column", arguments: [
        ("a = \"open", 1, 5, "not closed on this line"),
        ("\n\nb = [1, [2]]", 3, 9, "lists inside lists are not supported"),
        ("b = [1, 2", 1, 5, "the list is not closed on this line"),
        ("c = { x = 1 }", 1, 5, "inline tables are not supported"),
        ("d = 1.5", 1, 5, "fraction or exponent"),
        ("e = 2026-01-01", 1, 5, "dates and times are not supported"),
        ("f = cyan", 1, 5, "strings need quotes"),
        ("g = 012", 1, 5, "not a whole number"),
        ("h = 1__0", 1, 5, "not a whole number"),
        ("i = 99999999999999999999", 1, 5, "not a whole number"),
        ("j.k = 1", 1, 2, "dotted keys are not supported"),
        ("[[x]", 1, 5, "expected ]] to close"),
        ("[a", 1, 3, "expected ] to close"),
        ("l = \"x\" y", 1, 9, "unexpected text after the value"),
        ("m \"x\"", 1, 3, "expected = after \"m\""),
        ("= 1", 1, 1, "a key is missing"),
        ("n =", 1, 4, "a value is missing"),
        ("o = \"\"\"x\"\"\"", 1, 5, "multi-line strings"),
        ("p = \"\\q\"", 1, 6, "\\q is not an escape"),
        ("q = \"\\u12\"", 1, 6, "4 hexadecimal digits"),
        ("r = \"\\uD800\"", 1, 6, "naming a Unicode scalar"),
        ("s = \"a\u{07}b\"", 1, 7, "control character U+0007"),
        ("t = 1\nt = 2", 2, 1, "already set on line 1"),
        ("[x]\n[y]\n[x]", 3, 1, "[x] already appears on line 1"),
    ])
    func errors(_ text: String, _ line: Int, _ column: Int, _ fragment: String) {
        do {
            _ = try TOMLReader.read(text)
            Issue.record("read \(text) without an error")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
        }
    }

    @Test("One-line lists, dotted table names and arrays of tables")
    func listsAndArraysOfTables() throws {
        let document = try TOMLReader.read("""
            [braze]
            test_users = ["ana-test", 'bo', ]
            empty = []
            [[apns.devices]]
            name = "one"
            [[apns.devices]]
            name = "two"
            """)
        #expect(document.table("braze")?.entry("test_users")?.value == .array([.string("ana-test"), .string("bo")]))
        #expect(document.table("braze")?.entry("empty")?.value == .array([]))
        let devices = document.elements("apns.devices")
        #expect(devices.map { $0.entry("name")?.value } == [.string("one"), .string("two")])
        #expect(devices.map(\.line) == [4, 6])
        #expect(document.table("apns.devices") == nil)
    }

    @Test("The same key in two tables is fine")
    func sameKeyInTwoTables() throws {
        let document = try TOMLReader.read("a = 1\n[t]\na = 2\n")
        #expect(document.tables.map(\.name) == ["", "t"])
    }

    @Test("A table with an empty name is refused, not taken for the top level", arguments: ["[\"\"]", "[[\"\"]]", "[a.\"\"]"])
    func emptyTableName(_ header: String) {
        #expect {
            try TOMLReader.read("a = 1\n\(header)\nb = 2\n")
        } throws: { error in
            (error as? SettingsError).map { $0.line == 2 && $0.message.hasPrefix("a table name cannot be empty") } == true
        }
    }

    @Test("Invalid UTF-8 and oversized input are refused")
    func bytes() {
        #expect(throws: SettingsError(line: 2, "the file is not valid UTF-8; save it as UTF-8")) {
            try TOMLReader.read(Array("a = 1\nb = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
        }
        #expect {
            try TOMLReader.read([UInt8](repeating: 0x23, count: TOMLReader.maxBytes + 1))
        } throws: { error in
            (error as? SettingsError)?.message.contains("at most") == true
        }
    }
}

import Glibc
import Testing
@testable import TerminalKit

/// Display width against glibc `wcwidth` under a UTF-8 locale, which is what ncurses uses.
@Suite struct DisplayWidthTests {
    init() { setlocale(LC_ALL, "C.UTF-8") }

    /// glibc's `wcwidth`, looked up at run time: the Glibc module does not export it.
    static let wcwidth: @convention(c) (Int32) -> Int32 = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { fatalError("no wcwidth in libc") }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    /// glibc's width of a cluster as ncurses draws it: the sum of its scalars (-1 if any is unprintable).
    static func glibcWidth(_ character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars {
            let w = Int(Self.wcwidth(Int32(scalar.value)))
            if w < 0 { return -1 }
            total += w
        }
        return total
    }

    /// Graphemes with the width we expect; all agree with glibc.
    static let corpus: [(String, Int)] = [
        ("a", 1), ("中", 2), ("日本語", 6), ("ｶ", 1), ("Ａ", 2), ("。", 2),
        ("한", 2), ("한국어", 6), ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining jamo L V T
        ("e\u{301}", 1), ("a\u{300}\u{301}\u{302}", 1), ("नमस्ते", 4), ("ก\u{E34}", 1),
        ("👍", 2), ("🎉", 2), ("😀", 2),
        ("👍🏽", 4), ("👋🏿", 4),  // skin tone modifiers are wide scalars of their own in glibc
        ("🇯🇵", 2), ("🇫🇷", 2),  // regional indicators are 1 each
        ("👨\u{200D}👩\u{200D}👧", 6),  // ZWJ sequence: one grapheme, each emoji drawn
        ("❤\u{FE0F}", 1), ("☺\u{FE0F}", 1), ("1\u{FE0F}\u{20E3}", 1),  // VS16 adds no width in glibc
        ("⌚", 2), ("…", 1), ("─", 1), ("␛", 1), ("⟨", 1), ("◌", 1),
    ]

    @Test func corpusMatchesExpectedAndGlibc() {
        for (text, expected) in Self.corpus {
            #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            for character in text {
                #expect(DisplayWidth.of(character) == Self.glibcWidth(character), "glibc disagrees on \(character)")
            }
        }
    }

    @Test func clustersStayOneGrapheme() {
        #expect("👨\u{200D}👩\u{200D}👧".count == 1)
        #expect("🇯🇵".count == 1)
        #expect("👍🏽".count == 1)
        #expect("e\u{301}".count == 1)
    }

    /// The intended differences: every grapheme gets at least one cell, unprintables count one.
    @Test func intendedDifferencesFromGlibc() {
        let cases: [(Character, ours: Int, glibc: Int)] = [
            ("\u{301}", 1, 0),  // lone combining mark: drawn on a dotted circle
            ("\u{200B}", 1, 0),  // zero-width space alone (the sanitiser shows it as ⟨U+200B⟩)
            ("\u{7}", 1, -1),  // control: drawn as U+FFFD if it ever got through unsanitised
            ("\u{378}", 1, -1),  // unassigned
        ]
        for (character, ours, glibc) in cases {
            #expect(DisplayWidth.of(character) == ours)
            #expect(Self.glibcWidth(character) == glibc)
        }
    }

    /// The generated table equals the running glibc for every scalar.
    @Test func tableMatchesGlibcForEveryScalar() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
            let ours = DisplayWidth.scalarWidth(Unicode.Scalar(value)!)
            let theirs = Int(Self.wcwidth(Int32(value)))
            if ours != theirs && mismatches.count < 10 { mismatches.append("U+\(String(value, radix: 16)) ours \(ours) glibc \(theirs)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("the Basic Multilingual Plane's table, filled range by range, gives every scalar the width the range search gives")
    func basicPlaneTableMatchesTheSearch() {
        var mismatches: [String] = []
        for value in 0..<0x10000 where Int(DisplayWidth.basicPlane[value]) != DisplayWidth.searchedWidth(UInt32(value)) {
            if mismatches.count < 10 { mismatches.append("U+\(String(value, radix: 16))") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}

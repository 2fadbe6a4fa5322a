import Testing
@testable import TerminalKit

/// Inputs the fuzzer found where sanitising twice changed the text: a placeholder or a dotted
/// circle made the second pass see a different cluster.
@Suite struct SanitizerIdempotenceTests {
    static let inputs = [
        "a\u{1161}\n",                      // a vowel jamo that joins no syllable, then a kept newline
        "\u{FFFD}\u{11A8}x",                 // a final jamo after U+FFFD
        "\u{1FAF7}\u{1F3FD}\u{200D}\u{1F466}",  // a ZWJ after an emoji base newer than glibc's tables
        "\u{0301}start",
        "\u{1F469}\u{200D}\u{1FAF7}",            // a ZWJ before an emoji newer than glibc's tables                     // a mark with no base at all
        "e\u{0301} \u{200D} 👩‍👩‍👧 🏴󠁧󠁢󠁥󠁮󠁧󠁿",
    ]

    @Test(arguments: inputs)
    func sanitisingTwiceChangesNothing(_ text: String) {
        for keepingNewlines in [false, true] {
            let once = Sanitizer.sanitize(text, keepingNewlines: keepingNewlines)
            #expect(Sanitizer.sanitize(once, keepingNewlines: keepingNewlines) == once, "\(Array(once.unicodeScalars))")
        }
    }

    @Test func aJoinerAfterAReplacedBaseIsShown() {
        let once = Sanitizer.sanitize("\u{1FAF7}\u{1F3FD}\u{200D}\u{1F466}")
        #expect(once.contains("⟨U+200D⟩"))
    }
}

import PlainText
import Testing
import TextFormats
@testable import PushCore

/// Controls, bidi overrides and zero-width characters in what a person sees or taps are warned
/// about, with their position and name; emoji spelled with joiners are not.
struct HiddenCharacterRuleTests {
    static let cases: [Expected] = [
        .bare("a bidi override in the title", #"""
        {
          "alert": {"title": "Sale \u202Eends today", "body": "Hi"}
        }
        """#, HiddenCharacterRule.code, .warning, "/alert/title", 2, 13),
        .apns("a zero-width space in the body", #"""
        {
          "aps": {"alert": {"body": "Tap\u200Bhere"}}
        }
        """#, HiddenCharacterRule.code, .warning, "/aps/alert/body", 2, 21),
        .bare("an escape in a link", #"""
        {
          "alert": "Hi",
          "custom_uri": "myapp://x\u001B"
        }
        """#, HiddenCharacterRule.code, .warning, "/custom_uri", 3, 3),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(HiddenCharacterRule().codes))
        #expect(Validator.allRules.contains { $0 is HiddenCharacterRule })
    }

    @Test func theMessageNamesTheCharacterAndWhereItIs() throws {
        let json = #"{"alert": {"title": "Sale \u202Eends \u200B", "body": "x"}}"#
        let d = try #require(diagnostics(analyze(json, now: Clean.now), of: HiddenCharacterRule()).first)
        #expect(d.message.contains("U+202E RIGHT-TO-LEFT OVERRIDE at character 6 (and 1 more)"), "\(d.message)")
    }

    @Test(arguments: Clean.documents + [
        #"{"alert": "Family 👨‍👩‍👧 and 🏴󠁧󠁢󠁥󠁮󠁧󠁿 flags"}"#,
        #"{"alert": "Line one\nLine two\tindented"}"#,
        #"{"alert": "العربية والعبرية עברית"}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: HiddenCharacterRule()).isEmpty)
    }

    /// Joiners and tags found beside what they cannot spell: a joiner with no emoji on one side,
    /// a joiner after a flag's tags, tags after no black flag, a joiner before another invisible.
    @Test(arguments: ["a\u{200D}b", "👍\u{200D}b", "a\u{200D}👍", "🏴\u{E0067}\u{200D}👍", "👍\u{E0067}\u{E007F}",
                      "👍\u{200D}\u{200B}", "\u{200D}👍", "👍\u{200D}", "Family 👨‍👩‍👧 then a\u{200D}b"])
    func strayJoinersAndTagsAreFound(_ text: String) {
        #expect(!InvisibleScalar.find(in: text, allowingNewlines: true).isEmpty, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    /// One definition: whatever the JSON writer escapes for a terminal, the sanitiser replaces,
    /// and the reverse, for every scalar of the ranges either ever listed.
    @Test func theWriterAndTheRuleShareTheSanitisersDefinition() {
        for value in [0x00AD, 0x061C, 0x180E, 0x3164, 0xFFF9, 0xE0001, 0x202E, 0x2066, 0x200B, 0xFEFF, 0x85] as [UInt32] {
            #expect(JSONWriter.isInvisible(value), "\(String(value, radix: 16))")
            #expect(InvisibleScalar.contains(value))
        }
    }
}

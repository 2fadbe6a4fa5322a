import PropertyBased
import TerminalKit
import Testing

/// The sanitiser's output never holds a control or bidi character, whatever the text.
@Suite struct SanitizerProperties {
    /// C0 and C1 controls and DEL.
    static func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F...0x9F).contains(s.value) }

    /// Bidi formatting characters: ALM, LRM, RLM, LRE…RLO, LRI…PDI.
    static func isBidi(_ s: Unicode.Scalar) -> Bool {
        [0x061C, 0x200E, 0x200F].contains(s.value) || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
    }

    @Test func outputHasNoControlOrBidiCharacter() async {
        await propertyCheck(count: 500, input: TextSamples.runs(pieces: 0...20)) { text in
            let output = Sanitizer.sanitize(text)
            #expect(!output.unicodeScalars.contains { Self.isControl($0) || Self.isBidi($0) }, "\(output.debugDescription)")
            #expect(output.unicodeScalars.allSatisfy { DisplayWidth.scalarWidth($0) >= 0 }, "\(output.debugDescription)")
        }
    }

    @Test func keepingNewlinesKeepsOnlyLineFeeds() async {
        await propertyCheck(count: 300, input: TextSamples.texts(pieces: 0...20)) { text in
            let output = Sanitizer.sanitize(text, keepingNewlines: true)
            #expect(!output.unicodeScalars.contains { ($0 != "\n" && Self.isControl($0)) || Self.isBidi($0) }, "\(output.debugDescription)")
            #expect(output.filter { $0 == "\n" }.count == text.filter { $0 == "\n" || $0 == "\r\n" }.count)
        }
    }
}

import PropertyBased
import TerminalKit
import Testing

/// Wrapped and truncated text never takes more cells than it is given, and graphemes stay whole.
@Suite struct TextLayoutProperties {
    static let widths = Gen.int(in: 1...80)

    @Test func wrappedLinesNeverExceedTheWidth() async {
        await propertyCheck(count: 500, input: TextSamples.texts(), Self.widths) { text, width in
            for line in TextLayout.wrap(text, width: width) {
                // A single grapheme wider than the whole width (a CJK character at width 1) has a line of its own.
                let alone = line.count == 1 && DisplayWidth.of(line) > width
                #expect(DisplayWidth.of(line) <= width || alone, "width \(width): \(line.debugDescription)")
            }
        }
    }

    @Test func wrappingWithoutSpacesBreaksBetweenGraphemes() async {
        await propertyCheck(count: 300, input: TextSamples.runs(), Self.widths) { text, width in
            let lines = TextLayout.wrap(text, width: width)
            for line in lines {
                #expect(DisplayWidth.of(line) <= width || line.count == 1, "width \(width): \(line.debugDescription)")
            }
            // Nothing but spaces and line breaks is dropped, and nothing is reordered.
            let kept = lines.joined().unicodeScalars.filter { $0 != " " && $0 != "\n" }
            #expect(kept.elementsEqual(text.unicodeScalars.filter { $0 != " " && $0 != "\n" }))
        }
    }

    @Test func truncationFitsAndNeverSplitsAGrapheme() async {
        await propertyCheck(count: 500, input: TextSamples.runs(pieces: 0...16), Self.widths) { text, width in
            let truncated = TextLayout.truncate(text, toWidth: width)
            #expect(DisplayWidth.of(truncated) <= width, "width \(width): \(truncated.debugDescription)")
            guard truncated != text else { return }
            let ellipsis = Array(TextLayout.ellipsis.unicodeScalars)
            let scalars = Array(truncated.unicodeScalars)
            #expect(Array(scalars.suffix(ellipsis.count)) == ellipsis)
            let kept = Array(scalars.dropLast(ellipsis.count))
            // The part kept is a run of whole graphemes from the start of the text.
            var whole: [Unicode.Scalar] = []
            for character in text where whole.count < kept.count { whole += character.unicodeScalars }
            #expect(whole == kept, "width \(width): \(truncated.debugDescription) from \(text.debugDescription)")
        }
    }
}

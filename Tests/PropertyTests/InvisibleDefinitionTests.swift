import PlainText
import PushCore
import Testing
import TextFormats
@testable import TerminalKit

/// The JSON writer, the sanitiser and the push rules once had three ideas of an invisible
/// character; now there is one, and this holds them to it over every scalar.
struct InvisibleDefinitionTests {
    @Test func everyScalarTheWriterEscapesTheSanitiserReplaces() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let invisible = JSONWriter.isInvisible(value)
            #expect(invisible == InvisibleScalar.contains(scalar))
            if invisible && Sanitizer.placeholder(for: scalar) == nil {
                Issue.record("U+\(String(value, radix: 16)) is escaped by the writer but drawn raw")
            }
            // The warning's fast byte scan lets every one of them through.
            if invisible && InvisibleScalar.find(in: "a" + String(scalar) + "b", allowingNewlines: false).isEmpty {
                Issue.record("U+\(String(value, radix: 16)) is not found by the hidden-character warning")
            }
            checked += 1
        }
        #expect(checked > 1_000_000)
    }

    /// A stray byte of a file name is shown as such, never drawn raw.
    @Test func strayFileNameBytesAreShownAsBytes() {
        let name = EscapedByte.decode([0x61, 0xFF, 0x1B, 0x62])
        #expect(Sanitizer.sanitize(name) == "a⟨0xFF⟩␛b")
        #expect(EscapedByte.encode(name) == [0x61, 0xFF, 0x1B, 0x62])
    }
}

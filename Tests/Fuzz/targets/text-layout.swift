@testable import TerminalKit

// libFuzzer target: wrapping, truncation and padding, module TerminalKit.
//
// The first byte gives the width (1…80); the rest is the text, as UTF-8 (invalid bytes become
// U+FFFD). Checks, with widths in cells as DisplayWidth counts them:
// - every wrapped line fits the width, unless it is one grapheme wider than the width on its own;
// - wrapping keeps every grapheme of the text but spaces and line breaks, in order;
// - `truncate` fits the width and is the text itself or a prefix of whole graphemes plus "…";
// - `pad` is exactly the width.

/// Whether `prefix` ends on a grapheme boundary of `text` and is a prefix of it.
private func isGraphemePrefix(_ prefix: String, of text: String) -> Bool {
    let wanted = Array(prefix.unicodeScalars)
    var taken: [Unicode.Scalar] = []
    for character in text {
        if taken.count >= wanted.count { break }
        taken.append(contentsOf: character.unicodeScalars)
    }
    return taken == wanted
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard let first = bytes.first else { return 0 }
    let width = Int(first % 80) + 1
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)

    let lines = TextLayout.wrap(text, width: width)
    for line in lines {
        fuzzRequire(DisplayWidth.of(line) <= width || line.count == 1,
                    "wrap(\(width)) gave a line of \(DisplayWidth.of(line)) cells: \(fuzzDescribe(line)) from \(fuzzDescribe(text))")
    }
    let kept = lines.joined().unicodeScalars.filter { $0 != " " && $0 != "\n" }
    let given = text.unicodeScalars.filter { $0 != " " && $0 != "\n" }
    fuzzRequire(kept.elementsEqual(given), "wrap(\(width)) lost or added text: \(fuzzDescribe(text))")

    let truncated = TextLayout.truncate(text, toWidth: width)
    fuzzRequire(DisplayWidth.of(truncated) <= width,
                "truncate(\(width)) gave \(DisplayWidth.of(truncated)) cells: \(fuzzDescribe(truncated)) from \(fuzzDescribe(text))")
    if truncated != text {
        let ellipsis = Array(TextLayout.ellipsis.unicodeScalars)
        let scalars = Array(truncated.unicodeScalars)
        fuzzRequire(scalars.count >= ellipsis.count && Array(scalars.suffix(ellipsis.count)) == ellipsis,
                    "truncate(\(width)) does not end in an ellipsis: \(fuzzDescribe(truncated))")
        let body = String(String.UnicodeScalarView(scalars.dropLast(ellipsis.count)))
        fuzzRequire(isGraphemePrefix(body, of: text),
                    "truncate(\(width)) split a grapheme: \(fuzzDescribe(truncated)) from \(fuzzDescribe(text))")
    }

    let padded = TextLayout.pad(text, toWidth: width)
    fuzzRequire(DisplayWidth.of(padded) == width,
                "pad(\(width)) gave \(DisplayWidth.of(padded)) cells: \(fuzzDescribe(padded)) from \(fuzzDescribe(text))")
    return 0
}

@testable import TerminalKit

// libFuzzer target: the sanitiser, module TerminalKit.
//
// The input is turned into text two ways, chosen by its first byte: as UTF-8 (invalid bytes become
// U+FFFD), or as a list of scalars, three bytes each, so that every code point is reachable.
// Whatever the text, the sanitised output never holds a C0 or C1 control, DEL, a bidi control or a
// scalar that glibc cannot print; only "\n" survives, and only with `keepingNewlines`. Sanitising
// twice changes nothing more (widgets sanitise and Buffer.write sanitises again, so a second pass
// that changes the text changes its width); FUZZ_SANITIZER_IDEMPOTENCE=0 leaves that check out.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let checksIdempotence = getenv("FUZZ_SANITIZER_IDEMPOTENCE").map { String(cString: $0) != "0" } ?? true

/// Bidi formatting characters: ALM, LRM, RLM, LRE…RLO, LRI…PDI.
private func isBidiControl(_ v: UInt32) -> Bool {
    v == 0x061C || v == 0x200E || v == 0x200F || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
}

private func text(from bytes: [UInt8]) -> String {
    guard let mode = bytes.first else { return "" }
    let rest = bytes.dropFirst()
    if mode & 1 == 0 { return String(decoding: rest, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    var i = rest.startIndex
    while i + 2 < rest.endIndex {
        let v = (UInt32(rest[i]) << 16 | UInt32(rest[i + 1]) << 8 | UInt32(rest[i + 2])) % 0x11_0000
        if let s = Unicode.Scalar(v) { scalars.append(s) }
        i += 3
    }
    return String(scalars)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSanitizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = text(from: fuzzBytes(data, size))
    for keepingNewlines in [false, true] {
        let output = Sanitizer.sanitize(input, keepingNewlines: keepingNewlines)
        for scalar in output.unicodeScalars {
            let v = scalar.value
            if keepingNewlines && v == 0x0A { continue }
            fuzzRequire(!(v < 0x20 || (0x7F...0x9F).contains(v)),
                        "control U+\(String(v, radix: 16)) in \(fuzzDescribe(output)) from \(fuzzDescribe(input))")
            fuzzRequire(!isBidiControl(v), "bidi control U+\(String(v, radix: 16)) in \(fuzzDescribe(output)) from \(fuzzDescribe(input))")
            fuzzRequire(DisplayWidth.scalarWidth(scalar) >= 0,
                        "unprintable U+\(String(v, radix: 16)) in \(fuzzDescribe(output)) from \(fuzzDescribe(input))")
        }
        fuzzRequire(!checksIdempotence || Sanitizer.sanitize(output, keepingNewlines: keepingNewlines) == output,
                    "sanitising twice changes \(fuzzDescribe(output)) (from \(fuzzDescribe(input)))")
        fuzzRequire(Sanitizer.needsSanitizing(input) == (Sanitizer.sanitize(input) != input), "needsSanitizing disagrees")
    }
    return 0
}

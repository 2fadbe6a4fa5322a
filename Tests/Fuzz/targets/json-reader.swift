@testable import TextFormats

// libFuzzer target: the strict JSON reader, module TextFormats.
//
// Any input: the reader either returns a value or throws a JSONReadError with a location inside
// the input, never crashes or traps. A value it returns is written back (compact and pretty) by
// JSONWriter and read again: the writer's output must always be readable and mean the same value,
// also with `.invisibles` escaping (what a terminal is shown).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    for rejectsDuplicates in [true, false] {
        let reader = JSONReader(rejectsDuplicateKeys: rejectsDuplicates)
        let root: JSONNode
        do {
            root = try reader.read(bytes)
        } catch {
            fuzzRequire(error.location.line >= 1 && error.location.column >= 1,
                        "error location \(error.location) is not 1-based")
            fuzzRequire(!error.message.isEmpty, "empty error message for \(error.kind)")
            continue
        }
        _ = SourceMap(root: root)
        for style in [JSONWriter.Style.compact, .pretty] {
            let written = JSONWriter.bytes(root.value, style: style)
            fuzzRequire(written.count == (style == .compact ? JSONWriter.compactCount(root.value) : written.count),
                        "compactCount \(JSONWriter.compactCount(root.value)) != written \(written.count)")
            let again: JSONNode
            do {
                // Written output never repeats a key: members are unique after reading.
                again = try JSONReader(maxBytes: Int.max).read(written)
            } catch {
                fatalError("fuzz property failed: the writer's \(style) output does not read back: \(error.kind) \(error.message) in \(fuzzDescribe(String(decoding: written, as: UTF8.self)))")
            }
            fuzzRequire(again.value == root.value, "round trip changed the value (\(style))")
            fuzzRequire(JSONWriter.bytes(again.value, style: style) == written, "writing the value read back gives other bytes (\(style))")
        }
        // What a terminal is shown (invisible and bidi characters as \u escapes) is the same JSON.
        let shown = JSONWriter.bytes(root.value, escaping: .invisibles)
        do {
            let again = try JSONReader(maxBytes: Int.max).read(shown)
            fuzzRequire(JSONWriter.bytes(again.value) == JSONWriter.bytes(root.value), "the .invisibles output reads back as another value")
        } catch {
            fatalError("fuzz property failed: the .invisibles output does not read back: \(error.kind) \(error.message)")
        }
    }
    return 0
}

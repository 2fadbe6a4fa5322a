@testable import ComposerSettings

// libFuzzer target: the reader of theme and config files, TOMLReader in ComposerSettings (only
// its own three files are compiled).
//
// Whatever the bytes: reading ends in a document or in one error with a message and, when it
// names a place, a line within the input (and a column from 1); a document's entries sit on lines
// of the input, in file order within each table, with keys and tables named; reading is a function
// of the bytes (the same document or error twice).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTOML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let lines = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let text = String(decoding: bytes, as: UTF8.self)
    let first: Result<TOMLDocument, SettingsError>
    do { first = .success(try TOMLReader.read(bytes)) } catch { first = .failure(error) }
    let second: Result<TOMLDocument, SettingsError>
    do { second = .success(try TOMLReader.read(bytes)) } catch { second = .failure(error) }
    fuzzRequire(first == second, "read differently twice: \(fuzzDescribe(text))")
    switch first {
    case .failure(let error):
        fuzzRequire(!error.message.isEmpty, "an error without a message for \(fuzzDescribe(text))")
        if let line = error.line { fuzzRequire(line >= 1 && line <= lines, "error line \(line) of \(lines): \(fuzzDescribe(text))") }
        if let column = error.column { fuzzRequire(column >= 1, "error column \(column): \(fuzzDescribe(text))") }
    case .success(let document):
        fuzzRequire(document.tables.first?.name == "", "the top level is not first: \(fuzzDescribe(text))")
        for table in document.tables {
            fuzzRequire(table.line >= 0 && table.line <= lines, "table \(table.name) on line \(table.line): \(fuzzDescribe(text))")
            fuzzRequire(table.line == 0 || !table.name.isEmpty, "a nameless table on line \(table.line): \(fuzzDescribe(text))")
            var previous = table.line
            for entry in table.entries {
                fuzzRequire(entry.line > previous && entry.line <= lines && entry.column >= 1,
                            "entry \(entry.key) at \(entry.line):\(entry.column) after line \(previous): \(fuzzDescribe(text))")
                previous = entry.line
            }
        }
    }
    return 0
}

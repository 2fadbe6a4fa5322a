import PushCore
import TextFormats

/// A finding as LSP shows it: at the value (or key) the checker points to, spanning that token.
enum DiagnosticRange {
    /// The bytes the finding covers: from its line and column to the end of the value there
    /// (the first line's start, empty, for a finding about the whole file).
    static func of(_ d: Diagnostic, in document: OpenDocument) -> Range<Int>? {
        guard let line = d.line, let column = d.column else { return 0..<0 }
        let start = document.offset(line: line, scalarColumn: column)
        let bytes = document.bytes
        guard start < bytes.count else { return start..<start }
        // An object or a list is marked by its first character, not its whole extent.
        if bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") { return start..<start + 1 }
        return start..<min(bytes.count, JSONMembers.valueEnd(bytes, from: start))
    }

    /// The finding as an LSP `Diagnostic`: range, severity, code, source and message, with its
    /// JSON Pointer as `data`.
    static func lsp(_ d: Diagnostic, in document: OpenDocument, range: LSPRange) -> JSONValue {
        var o = JSONObject()
        o["range"] = range.range(of(d, in: document) ?? 0..<0)
        o["severity"] = .number(d.severity == .error ? "1" : d.severity == .warning ? "2" : "3")
        o["code"] = .string(d.code)
        o["source"] = .string("push-composer")
        o["message"] = .string(d.message)
        var data = JSONObject()
        data["path"] = .string(d.path)
        o["data"] = .object(data)
        return .object(o)
    }
}

import TextFormats

/// LSP positions and ranges as JSON, from byte offsets of a document.
struct LSPRange: Sendable {
    let document: OpenDocument
    let encoding: PositionEncoding

    func position(_ offset: Int) -> JSONValue {
        let p = document.position(of: offset, encoding: encoding)
        var o = JSONObject()
        o["line"] = .number(String(p.line))
        o["character"] = .number(String(p.character))
        return .object(o)
    }

    func range(_ range: Range<Int>) -> JSONValue {
        var o = JSONObject()
        o["start"] = position(range.lowerBound)
        o["end"] = position(range.upperBound)
        return .object(o)
    }

    /// The byte offset of an LSP position given as JSON (`{"line", "character"}`), or nil.
    func offset(_ value: JSONValue?) -> Int? {
        guard let o = value?.objectValue, let line = o["line"]?.numberText.flatMap({ Int($0) }),
              let character = o["character"]?.numberText.flatMap({ Int($0) }) else { return nil }
        return document.offset(line: line, character: character, encoding: encoding)
    }

    /// A text edit replacing `range` by `text`.
    func edit(_ range: Range<Int>, _ text: String) -> JSONNode {
        var o = JSONObject()
        o["range"] = self.range(range)
        o["newText"] = .string(text)
        return JSONNode(.object(o))
    }
}

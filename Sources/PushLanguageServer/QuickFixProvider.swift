import PushCore
import TextFormats

/// Quick fixes for what the checker already knows how to put right: a mistyped key renamed to
/// the one it suggests, a custom key moved out of `aps` to the top level, a missing
/// `asset_file_type` added from the URL's extension.
struct QuickFixProvider: Sendable {
    let document: OpenDocument
    let facts: DocumentFacts
    let range: LSPRange

    /// The fixes for the findings in `range` of the document (`start..<end`).
    func actions(in requested: Range<Int>) -> JSONValue {
        let members = JSONMembers(document.bytes)
        let navigator = SchemaNavigator(kind: facts.kind)
        var out: [JSONNode] = []
        for d in facts.diagnostics {
            guard let place = DiagnosticRange.of(d, in: document), place.overlaps(requested) || place.lowerBound == requested.lowerBound else { continue }
            let path = JSONPointer.tokens(d.path)
            switch d.code {
            case UnknownKeyRule.unknown:
                guard let key = path.last, let member = members.member(path) else { continue }
                if facts.kind == InputKind.apns.rawValue, path.count == 2, path[0] == "aps",
                   let move = moveToTop(member, key: key, members: members) {
                    out.append(action("Move \"\(key)\" out of aps, to the top level", d, move, preferred: true))
                } else if let near = navigator.flatMap({ NameSuggester.suggest(key, among: $0.keys(at: Array(path.dropLast())).map(\.name)) }) {
                    out.append(action("Rename \"\(key)\" to \"\(near)\"", d, [range.edit(member.key, "\"\(near)\"")], preferred: true))
                }
            case AssetRule.fileTypeRequired:
                let urlPath = Array(path.dropLast()) + [PushField.assetURL.key]
                guard let member = members.member(path.last == PushField.assetURL.key ? path : urlPath),
                      let url = JSONCursor.at(member.value.lowerBound + 1, in: document.bytes).token?.text,
                      let type = AssetFileType.guess(fromURL: url) else { continue }
                out.append(action("Add \"asset_file_type\": \"\(type.rawValue)\" (from the URL)", d,
                                  [range.edit(member.value.upperBound..<member.value.upperBound, ", \"asset_file_type\": \"\(type.rawValue)\"")],
                                  preferred: true))
            default:
                continue
            }
        }
        return .array(out)
    }

    /// Edits that take a member out of `aps` and put it first at the top level.
    private func moveToTop(_ member: JSONMembers.Member, key: String, members: JSONMembers) -> [JSONNode]? {
        let bytes = document.bytes
        guard let open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return nil }
        let text = String(decoding: bytes[member.key.lowerBound..<member.value.upperBound], as: UTF8.self)
        // The member goes with the comma after it, or, when it is last, the one before it.
        var start = member.key.lowerBound, end = member.value.upperBound
        var after = end
        while after < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: ",") {
            end = after + 1
            while end < bytes.count, [0x20, 0x09].contains(bytes[end]) { end += 1 }
        } else {
            var before = start - 1
            while before > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before]) { before -= 1 }
            guard before >= 0, bytes[before] == UInt8(ascii: ",") else { return nil }
            start = before
        }
        return [range.edit(open + 1..<open + 1, " \(text),"), range.edit(start..<end, "")]
    }

    private func action(_ title: String, _ d: Diagnostic, _ edits: [JSONNode], preferred: Bool) -> JSONNode {
        var changes = JSONObject()
        changes[document.uri] = .array(edits)
        var edit = JSONObject()
        edit["changes"] = .object(changes)
        var o = JSONObject()
        o["title"] = .string(title)
        o["kind"] = .string("quickfix")
        o["diagnostics"] = .array([JSONNode(DiagnosticRange.lsp(d, in: document, range: range))])
        o["isPreferred"] = .bool(preferred)
        o["edit"] = .object(edit)
        return JSONNode(.object(o))
    }
}

import BrazeLiquid
import PushCore
import TextFormats

/// Completion: the keys an object takes at the cursor (not those it has), a field's values
/// (choices, true and false, the app's categories), and Liquid attributes inside text.
struct CompletionProvider: Sendable {
    let document: OpenDocument
    let facts: DocumentFacts
    let settings: LanguageServerSettings
    let range: LSPRange

    /// LSP's CompletionItemKind values used here.
    private enum Kind: Int { case property = 10, value = 12, enumMember = 20, variable = 6 }

    func complete(at offset: Int) -> JSONValue {
        let cursor = JSONCursor.at(offset, in: document.bytes)
        // The token typed so far is replaced whole by the item.
        let replaced = cursor.token.map { $0.range.lowerBound..<max(offset, $0.range.lowerBound) } ?? offset..<offset
        var items: [JSONNode] = []
        if cursor.token?.isString == true, cursor.role == .value, let liquid = liquidItems(cursor.typed, at: offset) {
            items = liquid
        } else if let navigator = SchemaNavigator(kind: facts.kind) {
            switch cursor.role {
            case .key:
                let present = Set(cursor.siblings).subtracting([cursor.token?.text ?? ""])
                for (name, description) in navigator.keys(at: cursor.path) where !present.contains(name) {
                    let text = cursor.token == nil ? "\"\(name)\": " : "\"\(name)\""
                    items.append(item(name, .property, detail: description, edit: range.edit(replaced, text), filter: "\"\(name)\""))
                }
            case .value:
                let path = cursor.path + [cursor.key ?? ""]
                var values = navigator.values(at: path)
                if cursor.key == PushField.category.key || cursor.key == "category" {
                    values += (settings.categories + DefaultCategory.allCases.map(\.rawValue)).map { JSONValue.string($0) }
                }
                for value in values {
                    let text = JSONWriter.string(value)
                    items.append(item(text, .enumMember, detail: navigator.description(at: path) ?? "", edit: range.edit(replaced, text), filter: text))
                }
            }
        }
        var o = JSONObject()
        o["isIncomplete"] = .bool(false)
        o["items"] = .array(items)
        return .object(o)
    }

    /// Attributes after `${` or `{{` in text: Braze's standard ones, and the test users' custom ones.
    private func liquidItems(_ typed: String, at offset: Int) -> [JSONNode]? {
        let opensVariable = typed.hasSuffix("${")
        let opensOutput = typed.hasSuffix("{{") || typed.hasSuffix("{{ ")
        guard opensVariable || opensOutput else { return nil }
        let standard = settings.attributes.topLevel.sorted()
        let custom = (settings.attributes.custom ?? []).sorted()
        func text(_ reference: String) -> String { opensVariable ? String(reference.dropFirst(2)) : reference + "}}" }
        let here = offset..<offset
        return standard.map { name in
            item("${\(name)}", .variable, detail: "Braze's standard attribute", edit: range.edit(here, text("${\(name)}")), filter: text("${\(name)}"))
        } + custom.map { name in
            let reference = "custom_attribute.${\(name)}"
            return item(reference, .variable, detail: "A custom attribute of the test users", edit: range.edit(here, opensVariable ? "\(name)}" : reference + "}}"),
                        filter: opensVariable ? "\(name)}" : reference)
        }
    }

    private func item(_ label: String, _ kind: Kind, detail: String, edit: JSONNode, filter: String) -> JSONNode {
        var o = JSONObject()
        o["label"] = .string(label)
        o["kind"] = .number(String(kind.rawValue))
        if !detail.isEmpty { o["detail"] = .string(detail) }
        o["filterText"] = .string(filter)
        o["textEdit"] = edit.value
        return JSONNode(.object(o))
    }
}

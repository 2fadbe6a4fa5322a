import PushCore
import TextFormats

/// Walks a kind's JSON Schema (`PushSchemas`) by a document path: what keys an object takes, what
/// values a field takes and what it is for. Completion and hover read the same schema an editor
/// would be given, written from the reader's field tables.
struct SchemaNavigator: Sendable {
    let root: JSONObject

    /// The navigator of `kind`'s schema, or nil for a kind with none.
    init?(kind: String) {
        guard let root = PushSchemas.document(kind) else { return nil }
        self.root = root
    }

    /// The schema of the value at `path` (`$ref`s followed), or nil where the schema says nothing.
    func node(at path: [String]) -> JSONObject? {
        var node = resolve(root)
        for component in path {
            guard let current = node, let next = child(of: current, component) else { return nil }
            node = resolve(next)
        }
        return node
    }

    /// The keys an object at `path` takes, each with what it is for, in the schema's order.
    func keys(at path: [String]) -> [(name: String, description: String)] {
        guard let node = node(at: path), let object = alternatives(node).first(where: { $0["properties"] != nil }),
              case .object(let properties)? = object["properties"] else { return [] }
        return properties.members.map { member in
            let description = member.value.value.objectValue.flatMap { resolve($0)?["description"]?.stringValue ?? $0["description"]?.stringValue }
            return (member.key, description ?? "")
        }
    }

    /// The values a field at `path` takes, when the schema lists them (choices, true and false).
    func values(at path: [String]) -> [JSONValue] {
        guard let node = node(at: path) else { return [] }
        var out: [JSONValue] = []
        for alternative in alternatives(node) {
            if case .array(let items)? = alternative["enum"] { out += items.map(\.value) }
            if alternative["type"]?.stringValue == "boolean" { out += [.bool(true), .bool(false)] }
        }
        return out
    }

    /// What the field at `path` is for.
    func description(at path: [String]) -> String? {
        guard !path.isEmpty, let parent = node(at: Array(path.dropLast())) else { return nil }
        for alternative in alternatives(parent) {
            if case .object(let properties)? = alternative["properties"], let field = properties[path[path.count - 1]]?.objectValue {
                return field["description"]?.stringValue ?? resolve(field)?["description"]?.stringValue
            }
        }
        return nil
    }

    /// `node` with its `$ref` followed (nil for a reference that names nothing).
    private func resolve(_ node: JSONObject) -> JSONObject? {
        var node = node
        var hops = 0
        while let reference = node["$ref"]?.stringValue, hops < 8 {
            guard reference.hasPrefix("#/$defs/"), let defined = root["$defs"]?.objectValue?[String(reference.dropFirst(8))]?.objectValue
            else { return nil }
            // A reference beside a description keeps the description.
            var merged = defined
            if let description = node["description"], merged["description"] == nil { merged["description"] = description }
            node = merged
            hops += 1
        }
        return node
    }

    /// The shapes a value may take: the node's `anyOf` alternatives (resolved), or the node.
    private func alternatives(_ node: JSONObject) -> [JSONObject] {
        guard case .array(let options)? = node["anyOf"] else { return [node] }
        return options.compactMap { $0.value.objectValue.flatMap(resolve) }
    }

    /// The schema of a member or element of `node`.
    private func child(of node: JSONObject, _ component: String) -> JSONObject? {
        for alternative in alternatives(node) {
            if case .object(let properties)? = alternative["properties"], let field = properties[component]?.objectValue {
                return field
            }
            if Int(component) != nil, let items = alternative["items"]?.objectValue { return items }
        }
        return nil
    }
}

/// Where each JSON Pointer of a parsed document was written, for line:column in diagnostics.
public struct SourceMap: Sendable {
    private var locations: [String: SourceLocation] = [:]

    /// An empty map, for documents built in memory.
    public init() {}

    /// Indexes every value of a parsed document; members point at their key.
    public init(root: JSONNode) {
        index(root, pointer: "", location: root.location)
    }

    private mutating func index(_ node: JSONNode, pointer: String, location: SourceLocation?) {
        if let location { locations[pointer] = location }
        switch node.value {
        case .object(let object):
            for member in object.members {
                index(member.value, pointer: JSONPointer.appending(pointer, member.key),
                      location: member.keyLocation ?? member.value.location)
            }
        case .array(let items):
            for (i, item) in items.enumerated() {
                index(item, pointer: JSONPointer.appending(pointer, i), location: item.location)
            }
        default:
            break
        }
    }

    /// The location of `pointer`, or of its nearest ancestor that was written.
    public func location(of pointer: String) -> SourceLocation? {
        var current: String? = pointer
        while let p = current {
            if let found = locations[p] { return found }
            current = JSONPointer.parent(of: p)
        }
        return nil
    }
}

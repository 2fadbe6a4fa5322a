/// Where each JSON Pointer of a parsed document was written, for line:column in diagnostics.
///
/// Pointers are resolved on demand by walking the parsed tree: only the few diagnostics without a
/// line of their own ask, so indexing every value of every file up front was wasted work.
public struct SourceMap: Sendable {
    private let root: JSONNode?

    /// An empty map, for documents built in memory.
    public init() {
        self.root = nil
    }

    /// Maps a parsed document; members point at their key.
    public init(root: JSONNode) {
        self.root = root
    }

    /// Whether a key's UTF-8 is exactly a token's (no canonical equivalence: two spellings of
    /// "é" are two keys), compared as buffers rather than element by element through the views.
    private static func bytes(of key: String, equal token: Substring.UTF8View) -> Bool {
        guard key.utf8.count == token.count else { return false }
        var key = key
        return key.withUTF8 { keyBytes in
            token.withContiguousStorageIfAvailable { keyBytes.elementsEqual($0) } ?? keyBytes.elementsEqual(token)
        }
    }

    /// The location of `pointer`, or of its nearest ancestor that was written.
    public func location(of pointer: String) -> SourceLocation? {
        guard let root, pointer.isEmpty || pointer.utf8.first == UInt8(ascii: "/") else { return nil }
        var found = root.location
        var node = root
        // Split on the byte "/": in UTF-8 it is only ever the scalar "/", and a key may start
        // with a combining mark, which would join the "/" before it into one Character.
        for token in pointer.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst() {
            switch node.value {
            case .object(let object):
                // Tokens are compared escaped (`~0`, `~1`), as the pointers were built; a token
                // without "~" can only be a key without "~" or "/", which escaping leaves alone.
                let escaped = token.contains(UInt8(ascii: "~"))
                guard let member = object.members.first(where: { Self.bytes(of: escaped ? JSONPointer.escape($0.key) : $0.key, equal: token) })
                else { return found }
                found = member.keyLocation ?? member.value.location ?? found
                node = member.value
            case .array(let items):
                let text = String(Substring(token))
                guard let i = Int(text), String(i) == text, items.indices.contains(i) else { return found }
                found = items[i].location ?? found
                node = items[i]
            default:
                return found
            }
        }
        return found
    }
}

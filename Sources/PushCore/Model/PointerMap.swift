import TextFormats

/// Maps pointers inside the `apple_push` object to pointers in the document it was read from.
public struct PointerMap: Sendable {
    /// Where the push object sits: "" for a bare push, `/messages/apple_push` in a request.
    public var prefix: String
    /// Exact mappings for pushes converted from another shape (an APNs payload).
    public var explicit: [String: String]

    /// Creates a map with a prefix and optional exact mappings.
    public init(prefix: String, explicit: [String: String] = [:]) {
        self.prefix = prefix
        self.explicit = explicit
    }

    /// The document pointer for a push pointer: the nearest mapped ancestor, then the prefix.
    public func documentPointer(for pushPointer: String) -> String {
        if explicit.isEmpty { return prefix + pushPointer }
        var current: String? = pushPointer
        while let p = current {
            if let mapped = explicit[p] { return mapped + pushPointer.dropFirst(p.count) }
            current = JSONPointer.parent(of: p)
        }
        return prefix + pushPointer
    }

    /// The push pointer a document pointer was read from: the mapped place that holds it most
    /// closely (a device payload's `/aps/alert/title` → `/alert/title`), or, with no explicit
    /// places, the pointer below the prefix (a request's `/messages/apple_push/badge` → `/badge`),
    /// as `documentPointer(for:)` maps the other way; nil where nothing maps.
    public func pushPointer(for documentPointer: String) -> String? {
        if explicit.isEmpty {
            guard documentPointer == prefix || documentPointer.hasPrefix(prefix + "/") else { return nil }
            return String(documentPointer.dropFirst(prefix.count))
        }
        var best: (push: String, document: String)?
        for (push, document) in explicit where !document.isEmpty {
            guard documentPointer == document || documentPointer.hasPrefix(document + "/") else { continue }
            // Equal lengths: the shorter push pointer is the field itself, not a part of it.
            if let b = best, b.document.count > document.count || (b.document.count == document.count && b.push.count <= push.count) { continue }
            best = (push, document)
        }
        return best.map { $0.push + documentPointer.dropFirst($0.document.count) }
    }
}

import TextFormats

extension PushDocument {
    /// Whether the input was JSON at all; when not, its kind means nothing.
    public var isReadable: Bool {
        !readIssues.contains { if case .unreadable = $0 { true } else { false } }
    }

    /// Whether the document holds a push object the rules can check: not for unreadable files,
    /// non-objects, or requests whose push (`messages.apple_push`, `notification`) is missing or
    /// not an object, or whose endpoint carries none.
    public var hasPush: Bool {
        // Named only when a type is wrong: most documents have no issue at all.
        lazy var container = endpoint.flatMap { JSONPointer.parent(of: $0.pushPointer) }
        for issue in readIssues {
            switch issue {
            case .unreadable: return false
            case .wrongType(let pointer, _, _) where pointer.isEmpty || pointer == "/aps"
                    || (pointer == container && container != ""): return false
            default: continue
            }
        }
        if kind == .request {
            return pushObject != nil
        }
        return true
    }

    /// The push object inside a request body, where its endpoint keeps it.
    public var pushObject: JSONObject? {
        guard let path = endpoint?.pushPath, var object = envelope else { return nil }
        for key in path.dropLast() {
            guard let next = object[key]?.objectValue else { return nil }
            object = next
        }
        return path.last.flatMap { object[$0]?.objectValue }
    }

    /// The kind as `validate --format json` and the summaries name it: `apple_push`, `apns`, or
    /// the request's endpoint (`messages/send`, `messages/schedule/create`, …, `messages`).
    public var kindName: String { endpoint?.name ?? kind.rawValue }

    /// The kind as named to people ("Braze /messages/schedule/create request").
    public var kindTitle: String { endpoint?.title ?? kind.title }
}

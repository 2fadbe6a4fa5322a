extension PushDocument {
    /// Whether the input was JSON at all; when not, its kind means nothing.
    public var isReadable: Bool {
        !readIssues.contains { if case .unreadable = $0 { true } else { false } }
    }

    /// Whether the document holds a push object the rules can check: not for unreadable files,
    /// non-objects, or requests whose `messages.apple_push` is missing or not an object.
    public var hasPush: Bool {
        for issue in readIssues {
            switch issue {
            case .unreadable: return false
            case .wrongType(let pointer, _, _) where pointer.isEmpty || pointer == "/messages" || pointer == "/aps": return false
            default: continue
            }
        }
        if kind == .request {
            return envelope?["messages"]?.objectValue?["apple_push"]?.objectValue != nil
        }
        return true
    }
}

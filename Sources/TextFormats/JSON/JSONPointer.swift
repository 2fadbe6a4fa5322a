import Foundation

/// Builds JSON Pointers (RFC 6901) such as `/messages/apple_push/alert/title`.
public enum JSONPointer {
    /// Escapes one reference token: `~` becomes `~0` and `/` becomes `~1`.
    public static func escape(_ token: String) -> String {
        // A byte scan: Foundation's substring search cost more than reading the whole file.
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// Appends one token to a pointer.
    public static func appending(_ pointer: String, _ token: String) -> String {
        pointer + "/" + escape(token)
    }

    /// Appends an array index to a pointer.
    public static func appending(_ pointer: String, _ index: Int) -> String {
        pointer + "/" + String(index)
    }

    /// The pointer one level up, or nil for the root.
    public static func parent(of pointer: String) -> String? {
        guard !pointer.isEmpty, let slash = pointer.lastIndex(of: "/") else { return nil }
        return String(pointer[..<slash])
    }
}

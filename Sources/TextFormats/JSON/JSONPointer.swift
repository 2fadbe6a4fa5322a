import Foundation

/// Builds JSON Pointers (RFC 6901) such as `/messages/apple_push/alert/title`.
public enum JSONPointer {
    /// Escapes one reference token: `~` becomes `~0` and `/` becomes `~1`.
    public static func escape(_ token: String) -> String {
        // A byte scan: Foundation's substring search cost more than reading the whole file.
        guard needsEscaping(token) else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// Appends one token to a pointer.
    public static func appending(_ pointer: String, _ token: String) -> String {
        // Decoding names every member it reads: one string grown once, not two concatenations.
        let escaped = needsEscaping(token) ? escape(token) : token
        var out = pointer
        out.reserveCapacity(pointer.utf8.count + 1 + escaped.utf8.count)
        out.append("/")
        out.append(escaped)
        return out
    }

    /// Whether a token holds "~" or "/", read from its bytes.
    private static func needsEscaping(_ token: String) -> Bool {
        var token = token
        return token.withUTF8 { bytes in bytes.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") } }
    }

    /// Appends an array index to a pointer.
    public static func appending(_ pointer: String, _ index: Int) -> String {
        pointer + "/" + String(index)
    }

    /// The pointer one level up, or nil for the root.
    public static func parent(of pointer: String) -> String? {
        // The byte "/" is only ever the scalar "/": searched as bytes, not characters.
        guard !pointer.isEmpty, let slash = pointer.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return String(pointer[..<slash])
    }

    /// The reference tokens of a pointer, unescaped (`/a~1b/0` → `["a/b", "0"]`; the root has none).
    public static func tokens(_ pointer: String) -> [String] {
        pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }
}

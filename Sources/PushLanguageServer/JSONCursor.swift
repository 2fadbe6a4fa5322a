/// Where a position is in a JSON document that may be half typed: the path of the container it
/// is in, and whether it is on a key, on a value, or between them. A forgiving scan, since an
/// editor asks for completion exactly while the text is not yet JSON.
struct JSONCursor: Sendable, Equatable {
    /// What the position is on.
    enum Role: Sendable, Equatable {
        /// A key (possibly still being typed, or not yet begun: `text` is empty).
        case key
        /// A member's value, or an element of a list.
        case value
    }

    /// The path of the container the position is in, from the root (array indices as numbers).
    var path: [String] = []
    /// What the position is on.
    var role: Role = .value
    /// The value's key in its object, or its index in its list (the value's path is
    /// `path + [key]`); nil on a key.
    var key: String?
    /// The token under the position: its byte range and its text (a string's without quotes),
    /// or nil between tokens.
    var token: (range: Range<Int>, text: String, isString: Bool)?
    /// The text of the token before the position, for completing it.
    var typed = ""
    /// The keys of the object the position is in, wherever they stand.
    var siblings: [String] = []

    static func == (a: JSONCursor, b: JSONCursor) -> Bool {
        a.path == b.path && a.role == b.role && a.key == b.key && a.typed == b.typed && a.siblings == b.siblings
            && a.token?.range == b.token?.range && a.token?.text == b.token?.text
    }

    /// The cursor at byte `offset` of `bytes`.
    static func at(_ offset: Int, in bytes: [UInt8]) -> JSONCursor {
        var scanner = Scanner(bytes: bytes, target: offset)
        return scanner.run()
    }

    /// One open container while scanning.
    private struct Frame {
        var isObject: Bool
        var path: [String]
        var expectingKey: Bool
        var key: String?
        var index = 0
        var keys: [String] = []
    }

    private struct Scanner {
        let bytes: [UInt8]
        let target: Int
        var stack: [Frame] = []
        var found: JSONCursor?
        /// The depth of the frame the target is in, once found, to collect its keys to its end.
        var foundDepth: Int?

        mutating func run() -> JSONCursor {
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                switch byte {
                case UInt8(ascii: "\""):
                    beforeToken(at: i)
                    let end = JSONCursor.stringEnd(bytes, from: i)
                    let closed = end - i > 1 && bytes[end - 1] == UInt8(ascii: "\"")
                    let contentEnd = closed ? end - 1 : end
                    let text = Self.unescaped(bytes[(i + 1)..<contentEnd])
                    let isKey = stack.last.map { $0.isObject && $0.expectingKey } ?? false
                    if found == nil && target > i && target <= end {
                        record(role: isKey ? .key : .value, token: (i..<end, text, true),
                               typed: Self.unescaped(bytes[(i + 1)..<max(i + 1, min(target, contentEnd))]))
                    }
                    if isKey, !stack.isEmpty {
                        stack[stack.count - 1].key = text
                        stack[stack.count - 1].keys.append(text)
                        // A key still being typed (its line ends before its quote): the next line
                        // starts the next member.
                        stack[stack.count - 1].expectingKey = !closed
                    }
                    i = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    beforeToken(at: i)
                    let path = childPath()
                    stack.append(Frame(isObject: byte == UInt8(ascii: "{"), path: path, expectingKey: byte == UInt8(ascii: "{")))
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    beforeToken(at: i)
                    if let depth = foundDepth, stack.count == depth, var cursor = found {
                        cursor.siblings = stack.last?.keys ?? []
                        return cursor
                    }
                    if !stack.isEmpty { stack.removeLast() }
                case UInt8(ascii: ","):
                    beforeToken(at: i)
                    if !stack.isEmpty {
                        if stack[stack.count - 1].isObject {
                            stack[stack.count - 1].expectingKey = true
                            stack[stack.count - 1].key = nil
                        } else {
                            stack[stack.count - 1].index += 1
                        }
                    }
                case UInt8(ascii: ":"):
                    beforeToken(at: i)
                    if !stack.isEmpty { stack[stack.count - 1].expectingKey = false }
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    beforeToken(at: i)
                default:
                    // A bare word: a number, true, false, null, or something half typed.
                    beforeToken(at: i)
                    var end = i
                    while end < bytes.count, !Self.isDelimiter(bytes[end]) { end += 1 }
                    let text = String(decoding: bytes[i..<end], as: UTF8.self)
                    if found == nil && target >= i && target <= end {
                        let isKey = stack.last.map { $0.isObject && $0.expectingKey } ?? false
                        record(role: isKey ? .key : .value, token: (i..<end, text, false),
                               typed: String(decoding: bytes[i..<target], as: UTF8.self))
                    }
                    i = end
                    continue
                }
                i += 1
            }
            beforeToken(at: bytes.count)
            var cursor = found ?? JSONCursor()
            if let depth = foundDepth, depth <= stack.count, depth > 0 { cursor.siblings = stack[depth - 1].keys }
            return cursor
        }

        /// The target lies between tokens, just before the one at `i`: record where it is.
        mutating func beforeToken(at i: Int) {
            guard found == nil, target <= i else { return }
            guard let frame = stack.last else {
                found = JSONCursor()
                foundDepth = 0
                return
            }
            record(role: frame.isObject && frame.expectingKey ? .key : .value, token: nil, typed: "")
        }

        mutating func record(role: Role, token: (range: Range<Int>, text: String, isString: Bool)?, typed: String) {
            let frame = stack.last
            // A value's own path is `path + [key]`: its member's key, or its index in a list.
            let key = role == .key ? nil : frame.map { $0.isObject ? $0.key : String($0.index) } ?? nil
            found = JSONCursor(path: frame?.path ?? [], role: role, key: key, token: token, typed: typed)
            foundDepth = stack.count
        }

        /// The path of a container opened now: the parent's path and the key or index it is at.
        func childPath() -> [String] {
            guard let frame = stack.last else { return [] }
            return frame.path + [frame.isObject ? (frame.key ?? "") : String(frame.index)]
        }

        static func isDelimiter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): true
            default: false
            }
        }

        /// A string's text with its simple escapes read (enough to name a key).
        static func unescaped(_ slice: ArraySlice<UInt8>) -> String {
            guard slice.contains(UInt8(ascii: "\\")) else { return String(decoding: slice, as: UTF8.self) }
            var out: [UInt8] = []
            var i = slice.startIndex
            while i < slice.endIndex {
                if slice[i] == UInt8(ascii: "\\"), i + 1 < slice.endIndex {
                    let next = slice[i + 1]
                    out.append(next == UInt8(ascii: "n") ? UInt8(ascii: "\n") : next == UInt8(ascii: "t") ? UInt8(ascii: "\t") : next)
                    i += 2
                } else {
                    out.append(slice[i])
                    i += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}

extension JSONCursor {
    /// The offset just past a string starting at `start`: after its closing quote, or at the end
    /// of its line when it is not closed yet (JSON text holds no raw line break).
    static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start + 1
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\\"): i += 2
            case UInt8(ascii: "\""): return i + 1
            case UInt8(ascii: "\n"): return i
            default: i += 1
            }
        }
        return bytes.count
    }

    /// The keys of the outermost object, however broken the rest of the text is.
    static func topLevelKeys(_ bytes: [UInt8]) -> [String] {
        // The cursor at the end lies in the outermost object while it is unclosed; otherwise a
        // cursor just inside its first brace sees its keys.
        guard let open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return [] }
        let cursor = at(open + 1, in: bytes)
        return cursor.path.isEmpty ? cursor.siblings : []
    }
}

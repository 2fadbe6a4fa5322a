/// Every member of a JSON document with where its key and value stand, read forgivingly (a
/// broken part is skipped, the rest still found): what quick fixes edit and diagnostics span.
struct JSONMembers: Sendable {
    /// One member: its path (its key last), and the byte ranges of its key and its value.
    struct Member: Sendable, Equatable {
        var path: [String]
        var key: Range<Int>
        var value: Range<Int>
    }

    private(set) var members: [Member] = []

    /// The members of `bytes`, at most `limit` of them (a bound on hostile text).
    init(_ bytes: [UInt8], limit: Int = 100_000) {
        var reader = Reader(bytes: bytes, limit: limit)
        _ = reader.value(at: reader.skipSpace(0), path: [], depth: 0)
        members = reader.found
    }

    /// The member at `path`.
    func member(_ path: [String]) -> Member? { members.first { $0.path == path } }

    /// The end of the JSON value starting at `offset` (a string, a word, or a balanced object or
    /// list), for a diagnostic's range.
    static func valueEnd(_ bytes: [UInt8], from offset: Int) -> Int {
        var reader = Reader(bytes: bytes, limit: 0)
        return reader.value(at: offset, path: [], depth: 0)
    }

    private struct Reader {
        let bytes: [UInt8]
        let limit: Int
        var found: [Member] = []

        func skipSpace(_ i: Int) -> Int {
            var i = i
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
            return i
        }

        /// Reads the value at `i` and returns where it ends.
        mutating func value(at i: Int, path: [String], depth: Int) -> Int {
            guard i < bytes.count else { return i }
            // Past the reader's own depth limit a value is skipped as a word: nothing deeper is fixed.
            switch bytes[i] {
            case UInt8(ascii: "{") where depth < 64: return object(at: i, path: path, depth: depth + 1)
            case UInt8(ascii: "[") where depth < 64: return list(at: i, path: path, depth: depth + 1)
            case UInt8(ascii: "\""): return JSONCursor.stringEnd(bytes, from: i)
            default:
                var end = i
                while end < bytes.count, !Self.ends(bytes[end]) { end += 1 }
                return max(end, i + 1)
            }
        }

        mutating func object(at start: Int, path: [String], depth: Int) -> Int {
            var i = skipSpace(start + 1)
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "}") { return i + 1 }
                if bytes[i] == UInt8(ascii: ",") { i = skipSpace(i + 1); continue }
                guard bytes[i] == UInt8(ascii: "\"") else {
                    // Not a key: the object ends here, broken.
                    return i
                }
                let keyEnd = JSONCursor.stringEnd(bytes, from: i)
                let key = String(decoding: bytes[(i + 1)..<max(i + 1, keyEnd - 1)], as: UTF8.self)
                var j = skipSpace(keyEnd)
                guard j < bytes.count, bytes[j] == UInt8(ascii: ":") else { return j }
                j = skipSpace(j + 1)
                let valueEnd = value(at: j, path: path + [key], depth: depth)
                if found.count < limit { found.append(Member(path: path + [key], key: i..<keyEnd, value: j..<valueEnd)) }
                i = skipSpace(valueEnd)
            }
            return i
        }

        mutating func list(at start: Int, path: [String], depth: Int) -> Int {
            var i = skipSpace(start + 1)
            var index = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "]") { return i + 1 }
                if bytes[i] == UInt8(ascii: ",") { i = skipSpace(i + 1); index += 1; continue }
                let end = value(at: i, path: path + [String(index)], depth: depth)
                guard end > i else { return i }
                i = skipSpace(end)
            }
            return i
        }

        static func ends(_ byte: UInt8) -> Bool {
            [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D].contains(byte)
        }
    }
}

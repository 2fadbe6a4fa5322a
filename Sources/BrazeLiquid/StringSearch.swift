/// Substring search on UTF-8 bytes (Ruby compares bytes; Foundation and grapheme-aware search are not needed).
enum StringSearch {
    /// Byte offsets of every non-overlapping occurrence of `needle` (non-empty) in `haystack`, left to right.
    static func occurrences(of needle: [UInt8], in haystack: [UInt8], limit: Int = Int.max) -> [Int] {
        guard !needle.isEmpty, needle.count <= haystack.count else { return [] }
        var found: [Int] = []
        var index = 0
        let last = haystack.count - needle.count
        let first = needle[0]
        while index <= last, found.count < limit {
            if haystack[index] == first {
                var matches = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches {
                    found.append(index)
                    index += needle.count
                    continue
                }
            }
            index += 1
        }
        return found
    }

    /// The byte offset of the last occurrence of `needle` in `haystack` (`haystack.count` for an empty needle).
    static func lastOccurrence(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        if needle.isEmpty { return haystack.count }
        guard needle.count <= haystack.count else { return nil }
        var index = haystack.count - needle.count
        while index >= 0 {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }

    static func contains(_ haystack: String, _ needle: String) -> Bool {
        needle.isEmpty || !occurrences(of: Array(needle.utf8), in: Array(haystack.utf8), limit: 1).isEmpty
    }
}

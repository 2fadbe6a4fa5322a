/// Substring search on UTF-8 bytes (Ruby compares bytes; Foundation and grapheme-aware search
/// are not needed), in time linear in the text: Knuth–Morris–Pratt never reads a byte of the text
/// twice, so a needle made to be slow costs no more than the bytes the render budget charges.
/// (glibc's linear `memmem` is a GNU extension that Swift's Glibc module does not declare.)
enum StringSearch {
    /// Byte offsets of every non-overlapping occurrence of `needle` (non-empty) in `haystack`, left to right.
    static func occurrences(of needle: [UInt8], in haystack: [UInt8], limit: Int = Int.max) -> [Int] {
        guard !needle.isEmpty, needle.count <= haystack.count else { return [] }
        let fallback = failureTable(needle)
        var found: [Int] = []
        var matched = 0
        for (index, byte) in haystack.enumerated() {
            while matched > 0 && needle[matched] != byte { matched = fallback[matched - 1] }
            if needle[matched] == byte { matched += 1 }
            if matched == needle.count {
                found.append(index + 1 - needle.count)
                if found.count >= limit { break }
                // Non-overlapping, as Ruby's gsub and split: start again after the match.
                matched = 0
            }
        }
        return found
    }

    /// For each prefix of `needle`, the length of its longest proper prefix that is also its suffix.
    private static func failureTable(_ needle: [UInt8]) -> [Int] {
        var table = [Int](repeating: 0, count: needle.count)
        var length = 0
        for index in needle.indices.dropFirst() {
            while length > 0 && needle[index] != needle[length] { length = table[length - 1] }
            if needle[index] == needle[length] { length += 1 }
            table[index] = length
        }
        return table
    }

    /// The byte offset of the last occurrence of `needle` in `haystack` (`haystack.count` for an
    /// empty needle): the first occurrence of both reversed, so it is linear too.
    static func lastOccurrence(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        if needle.isEmpty { return haystack.count }
        guard let reversed = occurrences(of: needle.reversed(), in: haystack.reversed(), limit: 1).first else { return nil }
        return haystack.count - reversed - needle.count
    }

    static func contains(_ haystack: String, _ needle: String) -> Bool {
        needle.isEmpty || !occurrences(of: Array(needle.utf8), in: Array(haystack.utf8), limit: 1).isEmpty
    }
}

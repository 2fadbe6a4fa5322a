/// Fitting text into cells: truncation with an ellipsis, padding and word wrapping.
///
/// Everything works on grapheme clusters and display width, so a wide character is
/// never cut in half and a cluster (flag, ZWJ sequence, accented letter) never split.
public enum TextLayout {

    /// The ellipsis used by `truncate`.
    public static let ellipsis = "…"

    /// `text` if it fits in `width` cells, otherwise its longest prefix that fits with "…" appended.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = TextLayout.ellipsis) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let room = width - DisplayWidth.of(ellipsis)
        guard room >= 0 else { return "" }
        return prefix(text, width: room).text + ellipsis
    }

    /// The longest prefix of `text` taking at most `width` cells, and the cells it takes.
    public static func prefix(_ text: String, width: Int) -> (text: String, width: Int) {
        // Printable ASCII is one cell a byte: no grapheme breaking.
        if isPrintableASCII(text, allowingNewlines: false) {
            let count = min(width, text.utf8.count)
            return (String(decoding: text.utf8.prefix(count), as: UTF8.self), count)
        }
        var used = 0
        var result = ""
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > width { break }
            used += w
            result.append(character)
        }
        return (result, used)
    }

    /// `text` padded with spaces (or truncated) to exactly `width` cells.
    public static func pad(_ text: String, toWidth width: Int) -> String {
        let fitted = truncate(text, toWidth: width)
        return fitted + String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
    }

    /// Items joined by " · " in lines at most `width` wide, each line breaking between items, so
    /// a key and what it does stay together (an item wider than a line is wrapped on its own).
    public static func joinItems(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            let joined = line.isEmpty ? item : line + " · " + item
            if DisplayWidth.of(joined) <= width || line.isEmpty {
                line = joined
            } else {
                lines.append(line)
                line = item
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.flatMap { DisplayWidth.of($0) <= width ? [$0] : wrap($0, width: width) }
    }

    /// Wraps `text` into lines of at most `width` cells, breaking at spaces where it can.
    ///
    /// Newlines start a new line; a word longer than a line (or text without spaces, like
    /// Japanese) is broken between graphemes; spaces at a break are dropped.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        // Hints and notes are mostly printable ASCII: wrapped from their bytes, a tenth of the cost.
        if isPrintableASCII(text, allowingNewlines: true) {
            var text = text
            return text.withUTF8 { wrapASCII($0, width: width) }
        }
        var lines: [String] = []
        // Splitting bytes is safe when no scalar can join a space into a cluster (no marks),
        // and far cheaper than breaking graphemes.
        let simple = DisplayWidth.isOneScalarPerGrapheme(text.replacingNewlinesBySpaces)
        let paragraphs: [Substring] = simple
            ? text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
            : text.split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            lines.append(contentsOf: wrapParagraph(paragraph, width: width, simple: simple))
        }
        return lines
    }

    /// Wraps one paragraph (no newlines).
    static func wrapParagraph(_ paragraph: Substring, width: Int, simple: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        let words: [Substring] = simple
            ? paragraph.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
            : paragraph.split(separator: " ", omittingEmptySubsequences: true)
        for word in words {
            let wordWidth = DisplayWidth.of(word)
            let gap = lineWidth == 0 ? 0 : 1
            if lineWidth + gap + wordWidth <= width {
                if gap == 1 { line += " " }
                line += word
                lineWidth += gap + wordWidth
                continue
            }
            if lineWidth > 0 && wordWidth <= width {
                lines.append(line)
                line = String(word)
                lineWidth = wordWidth
                continue
            }
            // The word is longer than a line: fill the current line, then break it by grapheme.
            if lineWidth > 0 && lineWidth + 1 < width { line += " "; lineWidth += 1 } else if lineWidth > 0 {
                lines.append(line); line = ""; lineWidth = 0
            }
            for character in word {
                let w = DisplayWidth.of(character)
                if lineWidth + w > width && lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += w
            }
        }
        lines.append(line)
        return lines
    }
}

extension TextLayout {
    /// Whether every byte is printable ASCII (one cell each), newlines too when allowed.
    static func isPrintableASCII(_ text: String, allowingNewlines: Bool) -> Bool {
        text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || (allowingNewlines && $0 == 0x0A) }
    }

    /// `wrap` for printable ASCII and newlines, step for step as `wrapParagraph` does it, on bytes.
    static func wrapASCII(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [String] {
        var lines: [String] = []
        var line: [UInt8] = []
        line.reserveCapacity(width)
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            // One paragraph: words are runs between spaces.
            line.removeAll(keepingCapacity: true)
            var i = start
            while i < end {
                while i < end, bytes[i] == 0x20 { i += 1 }
                guard i < end else { break }
                var j = i
                while j < end, bytes[j] != 0x20 { j += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[i..<j])
                let gap = line.isEmpty ? 0 : 1
                if line.count + gap + word.count <= width {
                    if gap == 1 { line.append(0x20) }
                    line.append(contentsOf: word)
                } else if !line.isEmpty && word.count <= width {
                    lines.append(String(decoding: line, as: UTF8.self))
                    line.removeAll(keepingCapacity: true)
                    line.append(contentsOf: word)
                } else {
                    // Longer than a line: fill the current line, then break it between characters.
                    if !line.isEmpty && line.count + 1 < width {
                        line.append(0x20)
                    } else if !line.isEmpty {
                        lines.append(String(decoding: line, as: UTF8.self))
                        line.removeAll(keepingCapacity: true)
                    }
                    for byte in word {
                        if line.count + 1 > width && !line.isEmpty {
                            lines.append(String(decoding: line, as: UTF8.self))
                            line.removeAll(keepingCapacity: true)
                        }
                        line.append(byte)
                    }
                }
                i = j
            }
            lines.append(String(decoding: line, as: UTF8.self))
            start = end + 1
        }
        return lines
    }
}

private extension String {
    /// The text with line breaks as spaces, so that the one-scalar check ignores them.
    var replacingNewlinesBySpaces: String {
        guard utf8.contains(0x0A) else { return self }
        return String(decoding: utf8.map { $0 == 0x0A ? 0x20 : $0 }, as: UTF8.self)
    }
}

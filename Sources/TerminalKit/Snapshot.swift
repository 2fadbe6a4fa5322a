/// A plain-text picture of a frame, meant to be stored in git and read in a diff.
///
/// Format:
/// ```
/// frame 12x2 cursor 3,0
///  0|Hi 世界     |
///  1|            |
/// styles
///  0 0..<2 bold fg=red
/// ```
/// Each row sits between bars so trailing spaces are visible; a wide grapheme is written
/// once (its row looks shorter in an editor without wide fonts, but the count is exact).
/// Style runs are listed by row and cell range; cells in the plain style are not listed.
public enum Snapshot {
    /// The snapshot text of a frame.
    public static func render(_ frame: Frame) -> String {
        render(frame.buffer, cursor: frame.cursor, showsCursor: true)
    }

    /// The snapshot text of a buffer (no cursor line).
    public static func render(_ buffer: Buffer) -> String {
        render(buffer, cursor: nil, showsCursor: false)
    }

    private static func render(_ buffer: Buffer, cursor: Point?, showsCursor: Bool) -> String {
        let size = buffer.size
        var header = "frame \(size)"
        if showsCursor { header += cursor.map { " cursor \($0)" } ?? " cursor hidden" }
        var lines = [header]
        let digits = String(max(0, size.height - 1)).count
        func label(_ row: Int) -> String {
            let text = String(row)
            return String(repeating: " ", count: digits - text.count + 1) + text
        }
        for y in 0..<size.height { lines.append(label(y) + "|" + buffer.text(row: y) + "|") }
        var runs: [String] = []
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let style = buffer[x, y].style
                var end = x + 1
                while end < size.width && buffer[end, y].style == style { end += 1 }
                if style != .plain { runs.append("\(label(y)) \(x)..<\(end) \(style)") }
                x = end
            }
        }
        if !runs.isEmpty {
            lines.append("styles")
            lines.append(contentsOf: runs)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// nil when the two snapshots are equal, otherwise a line-by-line account of the differences.
    public static func difference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var report: [String] = []
        for i in 0..<max(old.count, new.count) {
            let a = i < old.count ? String(old[i]) : "(missing)"
            let b = i < new.count ? String(new[i]) : "(missing)"
            if a != b { report.append("line \(i + 1):\n  expected: \(a)\n  actual:   \(b)") }
        }
        return report.joined(separator: "\n")
    }
}

/// Columns of text padded to their widest cell, by display width: the one way tables are laid
/// out on the command line and in the composer alike.
public enum TextTable {
    /// The header and rows as lines, indented by `indent`, two spaces between columns. A row
    /// shorter than the header (a note such as why a user gets nothing) runs on past the
    /// columns it does not fill and does not widen them. Cells must already be sanitised.
    public static func lines(header: [String], rows: [[String]], indent: String = "  ") -> [String] {
        var widths = header.map { DisplayWidth.of($0) }
        for row in rows where row.count == header.count {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], DisplayWidth.of(cell)) }
        }
        if !widths.isEmpty { widths[0] = max(widths[0], rows.compactMap { $0.first.map { DisplayWidth.of($0) } }.max() ?? 0) }
        func line(_ cells: [String]) -> String {
            var text = indent
            for (column, cell) in cells.enumerated() {
                text += column == cells.count - 1 ? cell : TextLayout.pad(cell, toWidth: widths[column]) + "  "
            }
            return text
        }
        return [line(header)] + rows.map(line)
    }
}

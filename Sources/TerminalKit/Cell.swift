/// One terminal cell: the grapheme that starts in it, how many cells it covers, and its style.
///
/// A wide grapheme lives in its leading cell with `width` 2 (or more); the cells it also covers
/// are continuations (`width` 0, empty grapheme) so that a row always has exactly one entry per column.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn here; empty for a continuation cell.
    public var grapheme: String
    /// Columns covered by `grapheme`: 1 or 2 (more for rare clusters); 0 for a continuation.
    public var width: Int
    /// How the cell is drawn.
    public var style: Style

    /// Creates a cell; `width` is measured when not given.
    public init(_ grapheme: String, width: Int? = nil, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width ?? DisplayWidth.of(grapheme)
        self.style = style
    }

    /// A blank cell in the given style.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", width: 1, style: style) }

    /// The cell covered by the right part of a wide grapheme.
    public static func continuation(_ style: Style) -> Cell { Cell("", width: 0, style: style) }

    /// Whether this cell is covered by the grapheme of a cell to its left.
    public var isContinuation: Bool { width == 0 }
}

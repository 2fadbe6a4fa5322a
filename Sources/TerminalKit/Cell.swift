/// One terminal cell: the grapheme that starts in it, how many cells it covers, and its style.
///
/// A wide grapheme lives in its leading cell with `width` 2 (or more); the cells it also covers
/// are continuations (`width` 0, empty grapheme) so that a row always has exactly one entry per column.
/// Every stored part is plain bytes, so a frame of cells is copied and freed without reference counting.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn here, as bytes.
    public var glyph: Glyph
    /// How the cell is drawn.
    public var style: Style
    /// `width`, in a byte: a cluster covers at most a handful of columns.
    private var columns: UInt8

    /// The grapheme cluster drawn here; empty for a continuation cell.
    public var grapheme: String {
        get { glyph.string }
        set { glyph = Glyph(newValue) }
    }

    /// Columns covered by `grapheme`: 1 or 2 (more for rare clusters); 0 for a continuation.
    public var width: Int {
        get { Int(columns) }
        set { columns = UInt8(clamping: newValue) }
    }

    /// Creates a cell; `width` is measured when not given.
    public init(_ grapheme: String, width: Int? = nil, style: Style = .plain) {
        self.init(Glyph(grapheme), width: width ?? DisplayWidth.of(grapheme), style: style)
    }

    /// Creates a cell from a glyph already made.
    @inline(__always)
    public init(_ glyph: Glyph, width: Int, style: Style) {
        self.glyph = glyph
        self.style = style
        self.columns = UInt8(clamping: width)
    }

    /// A blank cell in the given style.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(.space, width: 1, style: style) }

    /// The cell covered by the right part of a wide grapheme.
    public static func continuation(_ style: Style) -> Cell { Cell(.empty, width: 0, style: style) }

    /// Whether this cell is covered by the grapheme of a cell to its left.
    public var isContinuation: Bool { columns == 0 }
}

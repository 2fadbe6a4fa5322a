/// A grid of cells that widgets draw into; the whole screen or any part of it.
///
/// Invariants kept by every mutation: each row has exactly `width` cells, a wide grapheme is
/// followed by its continuation cells, and no wide grapheme is cut at the right border.
public struct Buffer: Hashable, Sendable {
    /// Size in cells.
    public private(set) var size: Size
    /// Row-major cells.
    public internal(set) var cells: [Cell]

    /// A buffer of blank cells in `style`.
    public init(size: Size, style: Style = .plain) {
        self.size = size
        self.cells = Array(repeating: .blank(style), count: size.width * size.height)
    }

    /// A buffer `width` by `height` of blank cells.
    public init(width: Int, height: Int) { self.init(size: Size(width: width, height: height)) }

    /// The whole area.
    public var area: Rect { Rect(size: size) }

    /// The cell at `x`, `y` (which must be inside).
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
    }

    /// The cell at `point`, or nil outside.
    public func cell(at point: Point) -> Cell? {
        area.contains(point) ? self[point.x, point.y] : nil
    }

    /// Writes one grapheme at `x`, `y` clipped to `clip`; returns the columns it took (0 if it did not fit).
    ///
    /// Overwriting half of a wide grapheme blanks the other half, so no orphan halves remain.
    @discardableResult
    public mutating func set(_ grapheme: String, width: Int? = nil, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        let bounds = clip.map { $0.intersection(area) } ?? area
        guard y >= bounds.y, y < bounds.maxY, x >= bounds.x, x < bounds.maxX else { return 0 }
        let w = width ?? DisplayWidth.of(grapheme)
        guard w > 0, x + w <= bounds.maxX else { return 0 }
        for column in x..<(x + w) { clearWide(at: column, y: y) }
        cells[y * size.width + x] = Cell(grapheme, width: w, style: style)
        for column in (x + 1)..<(x + w) { cells[y * size.width + column] = .continuation(style) }
        return w
    }

    /// Blanks every cell of `rect` (clipped to the buffer) in `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            // Wide graphemes straddling the edges of the rectangle lose their outside half too.
            clearWide(at: r.x, y: y)
            clearWide(at: r.maxX - 1, y: y)
            for x in r.x..<r.maxX { cells[y * size.width + x] = .blank(style) }
        }
    }

    /// Changes only the style of the cells in `rect`, keeping their text.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY { for x in r.x..<r.maxX { cells[y * size.width + x].style = style } }
    }

    /// Applies `transform` to the style of each cell in `rect`.
    public mutating func updateStyle(in rect: Rect, _ transform: (Style) -> Style) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { cells[y * size.width + x].style = transform(cells[y * size.width + x].style) }
        }
    }

    /// Makes the cell at `x` part of no wide grapheme: the grapheme covering it becomes blanks.
    mutating func clearWide(at x: Int, y: Int) {
        guard x >= 0, x < size.width else { return }
        let row = y * size.width
        var lead = x
        while lead > 0 && cells[row + lead].isContinuation { lead -= 1 }
        let span = max(1, cells[row + lead].width)
        guard span > 1 || cells[row + x].isContinuation else { return }
        let style = cells[row + lead].style
        for column in lead..<min(size.width, lead + span) { cells[row + column] = .blank(style) }
    }

    /// A buffer of `rows` of this one, whole rows (clipped to the buffer).
    public func rows(_ rows: Range<Int>) -> Buffer {
        let kept = rows.clamped(to: 0..<size.height)
        var part = Buffer(size: Size(width: size.width, height: 0))
        part.size = Size(width: size.width, height: kept.count)
        part.cells = Array(cells[(kept.lowerBound * size.width)..<(kept.upperBound * size.width)])
        return part
    }

    /// The text of row `y`: leading graphemes only, so wide graphemes appear once.
    public func text(row y: Int) -> String { text(row: y, columns: 0..<size.width) }

    /// The text of `columns` of row `y` (clipped to the buffer), leading graphemes only.
    public func text(row y: Int, columns: Range<Int>) -> String {
        var line = ""
        for x in columns.clamped(to: 0..<size.width) where !self[x, y].isContinuation { line += self[x, y].grapheme }
        return line
    }

    /// All rows as text.
    public var lines: [String] { (0..<size.height).map { text(row: $0) } }
}

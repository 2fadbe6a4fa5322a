/// A size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int
    /// Creates a size; negative values become zero.
    public init(width: Int, height: Int) { self.width = max(0, width); self.height = max(0, height) }
    /// "WxH".
    public var description: String { "\(width)x\(height)" }
}

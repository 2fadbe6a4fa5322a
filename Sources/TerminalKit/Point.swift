/// A position in cells: `x` is the column, `y` the row, both from zero at the top left.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Column.
    public var x: Int
    /// Row.
    public var y: Int
    /// Creates a point.
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    /// The origin.
    public static let zero = Point(x: 0, y: 0)
    /// "x,y".
    public var description: String { "\(x),\(y)" }
}

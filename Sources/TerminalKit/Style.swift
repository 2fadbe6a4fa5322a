/// How a cell is drawn: foreground and background colour plus text attributes.
public struct Style: Hashable, Sendable {
    /// Text attributes that every terminal, even a monochrome one, can show.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates attributes from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Bold (often also brighter).
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Dim (faint); ignored by some terminals.
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Foreground and background swapped; the monochrome way to highlight.
        public static let reverse = Attributes(rawValue: 1 << 2)
        /// Underlined.
        public static let underline = Attributes(rawValue: 1 << 3)
    }

    /// Foreground colour.
    public var foreground: Color
    /// Background colour.
    public var background: Color
    /// Text attributes.
    public var attributes: Attributes

    /// Creates a style; every part defaults to the terminal's own.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default style.
    public static let plain = Style()

    /// This style with another foreground colour.
    public func fg(_ color: Color) -> Style { var copy = self; copy.foreground = color; return copy }
    /// This style with another background colour.
    public func bg(_ color: Color) -> Style { var copy = self; copy.background = color; return copy }
    /// This style with bold added.
    public var bold: Style { adding(.bold) }
    /// This style with dim added.
    public var dim: Style { adding(.dim) }
    /// This style with reverse video added.
    public var reversed: Style { adding(.reverse) }
    /// This style with underline added.
    public var underlined: Style { adding(.underline) }

    /// This style with `extra` attributes added.
    public func adding(_ extra: Attributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}

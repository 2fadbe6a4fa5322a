/// A horizontal bar showing a value against a maximum, changing style past thresholds.
///
/// The bar is drawn with spaces in reverse video (plus colour when there is any), so it
/// reads the same on monochrome terminals and needs no block characters of uncertain width.
public struct Gauge: Widget, Sendable {
    /// How full a gauge is. One pair of thresholds for every gauge in the product: amber over
    /// 80 %, red over 100 % (a value at exactly 80 % is still fine).
    public enum Level: Sendable, Hashable {
        case ok, warning, over

        /// The level of a value that is `fraction` of its maximum.
        public init(fraction: Double) {
            self = fraction > 1 ? .over : fraction > 0.8 ? .warning : .ok
        }
    }

    /// The value.
    public var value: Int
    /// The maximum (the full bar).
    public var maximum: Int
    /// Text centred on the bar, e.g. "120 / 178 bytes".
    public var label: String
    /// The bar's style at each level.
    public var styles: [Level: Style]

    /// A gauge: green, yellow over 80 %, red past 100 %, unless told otherwise.
    public init(value: Int, maximum: Int, label: String? = nil,
                styles: [Level: Style] = [.ok: Style().fg(.green).reversed, .warning: Style().fg(.yellow).reversed,
                                          .over: Style().fg(.red).reversed.bold]) {
        self.value = value
        self.maximum = maximum
        self.label = label ?? "\(value) / \(maximum)"
        self.styles = styles
    }

    /// The value as a fraction of the maximum.
    public var fraction: Double { maximum > 0 ? Double(value) / Double(maximum) : (value > 0 ? 1.0001 : 0) }

    /// The style for the current value.
    public var currentStyle: Style { styles[Level(fraction: fraction)] ?? .plain }

    /// Draws the bar on the first row of `area` with the label centred over it.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard area.height > 0, area.width > 0 else { return }
        let row = area.row(0)
        buffer.fill(row)
        let filled = min(area.width, Int((min(fraction, 1) * Double(area.width)).rounded(.down)))
        let bar = currentStyle
        buffer.fill(Rect(x: area.x, y: area.y, width: filled, height: 1), style: bar)
        let text = TextLayout.truncate(Sanitizer.sanitize(label), toWidth: area.width)
        let start = area.x + (area.width - DisplayWidth.of(text)) / 2
        var x = start
        for character in text {
            let w = DisplayWidth.of(character)
            // Label cells inside the filled part take the bar's style, the rest stay plain.
            buffer.set(String(character), width: w, x: x, y: area.y, style: x < area.x + filled ? bar : .plain, clip: row)
            x += w
        }
    }
}

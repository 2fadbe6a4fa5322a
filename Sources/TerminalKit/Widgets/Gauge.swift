/// A horizontal bar showing a value against a maximum, changing style past thresholds.
///
/// The bar is drawn with spaces in reverse video (plus colour when there is any), so it
/// reads the same on monochrome terminals and needs no block characters of uncertain width.
public struct Gauge: Widget, Sendable {
    /// A style that applies from a fraction of the maximum upwards.
    public struct Threshold: Hashable, Sendable {
        /// From this fraction of the maximum (0.8 is 80 %).
        public var fraction: Double
        /// The bar's style from there on.
        public var style: Style
        /// Creates a threshold.
        public init(_ fraction: Double, _ style: Style) { self.fraction = fraction; self.style = style }
    }

    /// The value.
    public var value: Int
    /// The maximum (the full bar).
    public var maximum: Int
    /// Text centred on the bar, e.g. "120 / 178 bytes".
    public var label: String
    /// Style below every threshold.
    public var style: Style
    /// Thresholds, any order.
    public var thresholds: [Threshold]

    /// A gauge with the default thresholds: yellow from 80 %, red past 100 %.
    public init(value: Int, maximum: Int, label: String? = nil, style: Style = Style().fg(.green).reversed,
                thresholds: [Threshold] = [Threshold(0.8, Style().fg(.yellow).reversed), Threshold(1.0001, Style().fg(.red).reversed.bold)]) {
        self.value = value
        self.maximum = maximum
        self.label = label ?? "\(value) / \(maximum)"
        self.style = style
        self.thresholds = thresholds
    }

    /// The value as a fraction of the maximum.
    public var fraction: Double { maximum > 0 ? Double(value) / Double(maximum) : (value > 0 ? 1.0001 : 0) }

    /// The style for the current value: the highest threshold reached.
    public var currentStyle: Style {
        thresholds.sorted { $0.fraction < $1.fraction }.last { fraction >= $0.fraction }?.style ?? style
    }

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

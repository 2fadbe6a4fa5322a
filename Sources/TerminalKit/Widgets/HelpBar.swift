/// A bottom line of key hints, "Tab next  ^C quit", dropping whole hints that do not fit.
public struct HelpBar: Widget, Sendable {
    /// One key and what it does.
    public struct Hint: Hashable, Sendable {
        /// The key as shown, e.g. "Tab" or "^C".
        public var key: String
        /// What it does, e.g. "next field".
        public var action: String
        /// Creates a hint.
        public init(_ key: String, _ action: String) { self.key = key; self.action = action }
    }

    /// The hints, most important first.
    public var hints: [Hint]

    /// A bar of `hints`.
    public init(_ hints: [Hint]) { self.hints = hints }

    /// Draws as many hints as fit, keys in bold; never cuts one in half.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard area.height > 0 else { return }
        let row = area.row(0)
        buffer.fill(row)
        var x = area.x
        for hint in hints {
            let key = Sanitizer.sanitize(hint.key), action = Sanitizer.sanitize(hint.action)
            let needed = (x == area.x ? 0 : 2) + DisplayWidth.of(key) + 1 + DisplayWidth.of(action)
            guard x + needed <= area.maxX else { break }
            if x != area.x { x += 2 }
            x += buffer.write(key, x: x, y: area.y, style: Style().bold.reversed, clip: row)
            x += 1
            x += buffer.write(action, x: x, y: area.y, clip: row)
        }
    }
}

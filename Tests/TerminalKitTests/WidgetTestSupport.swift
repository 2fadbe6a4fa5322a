import TerminalKit

/// Renders a widget into a fresh buffer and returns its rows.
func rows<W: Widget>(_ widget: inout W, width: Int, height: Int = 1) -> [String] {
    var buffer = Buffer(width: width, height: height)
    widget.render(in: buffer.area, buffer: &buffer)
    return buffer.lines
}

/// Renders a widget and returns the whole buffer.
func buffer<W: Widget>(_ widget: inout W, width: Int, height: Int = 1) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    widget.render(in: buffer.area, buffer: &buffer)
    return buffer
}

extension InteractiveWidget {
    /// Feeds events in order.
    mutating func send(_ events: [Event]) {
        for event in events { _ = handle(event) }
    }

    /// Types text key by key.
    mutating func type(_ text: String) { send(Event.typing(text)) }
}

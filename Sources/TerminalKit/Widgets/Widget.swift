/// Something that draws itself into a rectangle of a buffer.
///
/// `render` is mutating so a widget can remember what it learnt from the size it was
/// given (scroll offsets, where the cursor landed); stateless widgets ignore that.
public protocol Widget {
    /// Draws into `area` of `buffer`, never outside it.
    mutating func render(in area: Rect, buffer: inout Buffer)
}

/// A widget that takes input while it has the focus.
public protocol InteractiveWidget: Widget {
    /// Whether it has the focus (drawn highlighted, shows the cursor).
    var isFocused: Bool { get set }
    /// Handles an event; true when it was used, false to let the screen handle it.
    mutating func handle(_ event: Event) -> Bool
    /// Where the terminal cursor should stand after the last render, if anywhere.
    var cursor: Point? { get }
}

extension InteractiveWidget {
    /// No cursor unless the widget says otherwise.
    public var cursor: Point? { nil }
}

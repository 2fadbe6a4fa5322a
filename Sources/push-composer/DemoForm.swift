import TerminalKit

/// The demo's screen: two text fields, a gauge of their size, a sanitised preview and key help.
///
/// Pure state plus `update` and `view`, so the loop around it is the only part that needs a terminal.
struct DemoForm {
    /// Which part takes keys.
    enum Focus { case title, body, none }

    /// What the loop should do after an event.
    enum Outcome: Equatable { case keepGoing, quit(Int32) }

    /// Byte budget shown by the gauge.
    static let budget = 120
    /// Smallest size the form can be drawn in.
    static let minimumSize = Size(width: 30, height: 14)

    var title = TextField(placeholder: "Title")
    var body = TextField(placeholder: "Body")
    var preview = ScrollPane(text: "")
    var focus = Focus.title
    var lastKey = "none"
    var notice: String?

    init(body text: String = "") {
        body.text = text
        body.editor.moveToStart()
    }

    /// Applies one event.
    mutating func update(_ event: Event) -> Outcome {
        switch event {
        case .shutdown(let signal):
            return .quit(128 + signal)
        case .resize:
            return .keepGoing
        case .key(let key):
            lastKey = key.description
            if key == .ctrl("c") { return .quit(0) }
            switch key.key {
            case .tab: focus = focus == .title ? .body : .title; return .keepGoing
            case .backTab: focus = focus == .body ? .title : .body; return .keepGoing
            case .escape: focus = .none; return .keepGoing
            default: break
            }
            if focus == .none {
                if key == .char("q") { return .quit(0) }
                _ = preview.handle(event)
                return .keepGoing
            }
        case .paste:
            lastKey = "paste"
        case .mouse:
            break
        }
        switch focus {
        case .title: _ = title.handle(event)
        case .body: _ = body.handle(event)
        case .none: _ = preview.handle(event)
        }
        return .keepGoing
    }

    /// Draws the whole screen at `size`.
    mutating func view(size: Size) -> Frame {
        var buffer = Buffer(size: size)
        guard size.width >= DemoForm.minimumSize.width, size.height >= DemoForm.minimumSize.height else {
            let message = "Terminal too small: \(size.width)×\(size.height), need \(DemoForm.minimumSize.width)×\(DemoForm.minimumSize.height)"
            for (i, line) in TextLayout.wrap(message, width: max(1, size.width)).enumerated() where i < size.height {
                buffer.write(line, x: 0, y: i)
            }
            return Frame(buffer: buffer)
        }
        let full = buffer.area
        buffer.fill(full.row(0), style: Style().reversed.bold)
        buffer.writeTruncated(" PushComposer · terminal demo", in: full.row(0), style: Style().reversed.bold)
        let inner = Rect(x: 2, y: 0, width: size.width - 4, height: size.height)
        title.isFocused = focus == .title
        body.isFocused = focus == .body
        buffer.write("Title", x: inner.x, y: 2, style: focus == .title ? Style().bold : .plain)
        title.render(in: Rect(x: inner.x, y: 3, width: inner.width, height: 1), buffer: &buffer)
        buffer.write("Body", x: inner.x, y: 5, style: focus == .body ? Style().bold : .plain)
        body.render(in: Rect(x: inner.x, y: 6, width: inner.width, height: 1), buffer: &buffer)
        let bytes = title.text.utf8.count + body.text.utf8.count
        buffer.write("Bytes (UTF-8)", x: inner.x, y: 8)
        Gauge(value: bytes, maximum: DemoForm.budget, label: "\(bytes) / \(DemoForm.budget) bytes")
            .render(in: Rect(x: inner.x, y: 9, width: inner.width, height: 1), buffer: &buffer)
        buffer.write("Preview", x: inner.x, y: 11, style: Style().dim)
        preview.text = "Title: \(title.text)\nBody: \(body.text)"
        preview.isFocused = focus == .none
        preview.render(in: Rect(x: inner.x, y: 12, width: inner.width, height: size.height - 15), buffer: &buffer)
        let status = notice ?? "\(size.width)×\(size.height) · last key: \(lastKey)"
        buffer.writeTruncated(status, in: Rect(x: 0, y: size.height - 2, width: size.width, height: 1), style: Style().dim)
        var hints = [HelpBar.Hint("Tab", "next field"), HelpBar.Hint("Esc", "leave field"), HelpBar.Hint("^C", "quit")]
        if focus == .none { hints.insert(HelpBar.Hint("q", "quit"), at: 2) }
        HelpBar(hints).render(in: full.row(size.height - 1), buffer: &buffer)
        let cursor = focus == .title ? title.cursor : focus == .body ? body.cursor : nil
        return Frame(buffer: buffer, cursor: cursor)
    }
}

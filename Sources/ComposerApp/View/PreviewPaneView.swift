import TerminalThemes
import PushCore
import PushPersonalization
import PushPreview
import TerminalKit
import TextFormats

/// The preview pane: the lock-screen card, then the compiled form chosen with Ctrl-O.
struct PreviewPaneView {
    let state: AppState
    let theme: Theme

    /// Draws the pane; returns the card's picture in pixels when it is drawn so and all on screen.
    @discardableResult
    func render(_ layout: ComposerLayout, buffer: inout Buffer) -> FrameImage? {
        let rect = layout.preview, cardWidth = layout.cardWidth
        var area = rect
        if layout.isSideBySide {
            for y in rect.y..<rect.maxY { buffer.write("│", x: rect.x - 1, y: y, style: theme[.border]) }
        }
        area = area.inset(dx: 1, dy: 0)
        guard area.width >= CardOptions.minimumWidth else { return nil }
        // The text was laid out once for this push; the card only draws it at this width.
        let facts = state.facts
        var drawn = LockScreenCard(content: facts.card, layout: facts.cardLayout, options: state.cardOptions(width: cardWidth),
                                   theme: theme.cardTheme, subtitle: facts.cardSubtitle)
        let picture = state.shownPicture
        if picture?.request.cardWidth == cardWidth { drawn.art = picture?.art }
        var (card, media) = drawn.renderLocatingMedia()
        if let name = state.previewUserName, let reason = state.personalized?.reason {
            // The user gets nothing: no card, and why.
            let lines = TextLayout.wrap(Sanitizer.sanitize("Not sent to \(name): \(reason)"), width: cardWidth)
            card = Buffer(width: cardWidth, height: max(1, lines.count))
            media = nil
            for (y, line) in lines.enumerated() { card.write(line, x: 0, y: y, style: theme[.warning]) }
        } else if let name = state.previewUserName, state.personalized == nil {
            // The first rendering for this user has not come yet.
            let lines = TextLayout.wrap(Sanitizer.sanitize("Rendering the push as \(name) receives it…"), width: cardWidth)
            card = Buffer(width: cardWidth, height: max(1, lines.count))
            media = nil
            for (y, line) in lines.enumerated() { card.write(line, x: 0, y: y, style: theme[.muted]) }
        }
        buffer.write(state.cardState.title, x: area.x, y: area.y, style: theme[.accent])
        var x = area.x + DisplayWidth.of(state.cardState.title) + 1
        x += buffer.write("^T", x: x, y: area.y, style: theme[.muted])
        x += buffer.writeTruncated(" · \(state.phone.rawValue)", in: Rect(x: x, y: area.y, width: max(0, area.maxX - x), height: 1),
                                   style: theme[.accent])
        if layout.cardIsCut {
            // Never clip the phone's words silently: say so, and name a phone whose card fits.
            let needs = CardOptions.naturalWidth(state.phone) + ComposerLayout.previewPadding
            let offer = layout.fittingPhone.map { "; \($0.rawValue) fits" } ?? ""
            x += buffer.writeTruncated(" cut (needs \(needs) columns\(offer))", in: Rect(x: x, y: area.y, width: max(0, area.maxX - x), height: 1),
                                       style: theme[.warning])
        }
        x += buffer.writeTruncated(" Alt-P", in: Rect(x: x, y: area.y, width: max(0, area.maxX - x), height: 1), style: theme[.muted])
        if let name = state.previewUserName {
            // A rendering that takes a while is marked, so a stale card is never taken for the new one.
            let rendering = ClockFace(state).showsRenderingMark ? " · rendering…" : ""
            buffer.writeTruncated(" · as " + Sanitizer.sanitize(name) + " (Alt-U)" + rendering,
                                  in: Rect(x: x, y: area.y, width: max(0, area.maxX - x), height: 1), style: theme[.accent])
        }
        // The whole card whenever it fits with the pane's heading and a few rows of the form below.
        let cardRows = min(card.size.height, max(0, area.height - 4))
        buffer.paste(card, at: Point(x: area.x, y: area.y + 1),
                     clip: Rect(x: area.x, y: area.y + 1, width: area.width, height: cardRows))
        // The picture in pixels only where its whole place is on screen.
        var image: FrameImage?
        if let media, let pixels = picture?.pixels, let format = state.picture.pixelFormat, media.maxY <= cardRows, media.maxX <= area.width {
            image = FrameImage(rect: Rect(x: area.x + media.x + pixels.fit.x, y: area.y + 1 + media.y + pixels.fit.y,
                                          width: pixels.fit.width, height: pixels.fit.height),
                               format: format, sequence: pixels.sequence)
        }
        let top = area.y + 1 + cardRows + 1
        guard top < area.maxY else { return image }
        let calls = state.userPreview.live.isShown
        let title = calls ? "Connected Content calls (live)" : state.showsAllUsers ? "Every test user × phone" : state.previewForm.title
        buffer.write(title, x: area.x, y: top, style: theme[.accent])
        buffer.write("^O", x: area.x + DisplayWidth.of(title) + 1, y: top, style: theme[.muted])
        let body = Rect(x: area.x, y: top + 1, width: area.width, height: area.maxY - top - 1)
        guard !body.isEmpty else { return image }
        let rows = state.previewScroll..<(state.previewScroll + body.height)
        let content = calls ? wrapped(state.userPreview.live.paneLines(for: state.previewUserName).joined(separator: "\n"), width: body.width, rows: rows)
            : state.showsAllUsers ? table(allUsers, width: body.width, rows: rows) : compiled(width: body.width, rows: rows)
        buffer.paste(content, at: Point(x: body.x, y: body.y), clip: body)
        return image
    }

    /// The all-users table as text: what each test user gets on each phone, its exact bytes and
    /// the lock screen's cuts, rendered off the loop as the push changes.
    private var allUsers: [String] {
        if state.testUsers.users.isEmpty { return ["No test users: Alt-U adds one, or push-composer users add."] }
        guard !state.userPreview.userReports.isEmpty else { return ["Rendering for every test user…"] }
        return state.personalizingSince != nil ? state.userPreview.userTableLines + ["(rendering the latest change…)"] : state.userPreview.userTableLines
    }

    /// A table's visible rows, each cut at the pane's edge rather than wrapped, so columns stay columns.
    private func table(_ lines: [String], width: Int, rows: Range<Int>) -> Buffer {
        let top = min(rows.lowerBound, max(0, lines.count - rows.count))
        let shown = lines.dropFirst(top).prefix(rows.count)
        var out = Buffer(width: width, height: max(1, shown.count))
        for (y, line) in shown.enumerated() {
            out.write(TextLayout.truncate(line, toWidth: width), x: 0, y: y, style: y == 0 && top == 0 ? theme[.muted] : theme[.text])
        }
        return out
    }

    /// The visible rows of the chosen form, coloured when it is JSON, wrapped to the pane otherwise.
    /// Scrolling past the end shows the last rows.
    private func compiled(width: Int, rows: Range<Int>) -> Buffer {
        var out: Buffer
        switch state.facts.compiled {
        case .json(let json): out = payload(json, width: width, rows: rows)
        case .text(let text): out = wrapped(text, width: width, rows: rows)
        }
        // Looked at only when the form holds Liquid: a push without it costs nothing here.
        if state.facts.compiledHasLiquid {
            let only: Style? = if case .json = state.facts.compiled { theme.cardTheme.jsonString } else { nil }
            LiquidPainter(theme: theme).paint(out.area, only: only, buffer: &out)
        }
        return out
    }

    /// Text wrapped to the pane: lines are wrapped only until the last row shown, so the end is
    /// reached only when it is near.
    private func wrapped(_ text: String, width: Int, rows: Range<Int>) -> Buffer {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if lines.count >= rows.upperBound { break }
            let text = String(line)
            // A line far longer than the rows left can show is cut before it is wrapped.
            let room = (rows.upperBound - lines.count) * max(1, width) * 4
            lines += TextLayout.wrap(Sanitizer.sanitize(text.utf8.count > room ? String(text.prefix(room)) : text), width: width)
        }
        let top = min(rows.lowerBound, max(0, lines.count - rows.count))
        let shown = lines.dropFirst(top).prefix(rows.count)
        var out = Buffer(width: width, height: max(1, shown.count))
        for (y, line) in shown.enumerated() { out.write(line, x: 0, y: y, style: theme[.text]) }
        return out
    }

    /// Coloured JSON; only the visible rows are drawn, as the payload can be far taller than the pane.
    private func payload(_ json: JSONValue, width: Int, rows: Range<Int>) -> Buffer {
        let view = PayloadView(json, theme: theme.cardTheme)
        let first = view.render(width: width, visibleRows: rows)
        guard first.buffer.size.height < rows.count, first.totalRows > rows.count else { return first.buffer }
        return view.render(width: width, visibleRows: (first.totalRows - rows.count)..<first.totalRows).buffer
    }
}

import ComposerSettings
import PushCore
import PushPreview
import TerminalKit

/// The preview pane: the lock-screen card, then the compiled form chosen with Ctrl-O.
struct PreviewPaneView {
    let state: AppState
    let theme: Theme

    func render(in rect: Rect, buffer: inout Buffer, separator: Bool) {
        var area = rect
        if separator {
            for y in rect.y..<rect.maxY { buffer.write("│", x: rect.x - 1, y: y, style: theme[.border]) }
        }
        area = area.inset(dx: 1, dy: 0)
        guard area.width >= CardOptions.minimumWidth else { return }
        let cardWidth = min(area.width, 48)
        let options = CardOptions(width: cardWidth, state: state.cardState, appName: state.appName,
                                  buttonLabels: state.draft.buttonLabels)
        let card = LockScreenCard(push: state.draft.push, options: options, theme: theme.cardTheme).render()
        buffer.write(state.cardState.title, x: area.x, y: area.y, style: theme[.accent])
        buffer.write("^T", x: area.x + DisplayWidth.of(state.cardState.title) + 1, y: area.y, style: theme[.muted])
        let cardRows = min(card.size.height, max(0, area.height / 2 + 2))
        for y in 0..<cardRows {
            for x in 0..<card.size.width {
                let cell = card[x, y]
                if cell.isContinuation { continue }
                buffer.set(cell.grapheme, width: cell.width, x: area.x + x, y: area.y + 1 + y, style: cell.style, clip: area)
            }
        }
        let top = area.y + 1 + cardRows + 1
        guard top < area.maxY else { return }
        buffer.write(state.previewForm.title, x: area.x, y: top, style: theme[.accent])
        buffer.write("^O", x: area.x + DisplayWidth.of(state.previewForm.title) + 1, y: top, style: theme[.muted])
        let body = Rect(x: area.x, y: top + 1, width: area.width, height: area.maxY - top - 1)
        guard !body.isEmpty else { return }
        let content = compiled(width: body.width)
        let scroll = min(state.previewScroll, max(0, content.size.height - body.height))
        for y in 0..<min(body.height, content.size.height - scroll) {
            for x in 0..<content.size.width {
                let cell = content[x, y + scroll]
                if cell.isContinuation { continue }
                buffer.set(cell.grapheme, width: cell.width, x: body.x + x, y: body.y + y, style: cell.style, clip: body)
            }
        }
    }

    /// The chosen form, coloured when it is JSON, wrapped to the pane otherwise.
    private func compiled(width: Int) -> Buffer {
        let draft = state.draft
        switch state.previewForm {
        case .payload:
            return PayloadView(.object(DevicePayload.build(draft.push)), theme: theme.cardTheme).render(width: width)
        case .request:
            return PayloadView(.object(draft.requestBody), theme: theme.cardTheme).render(width: width)
        case .simctl:
            var file = JSONObject()
            if let bundle = state.bundleID { file["Simulator Target Bundle"] = .string(bundle) }
            file.members += DevicePayload.build(draft.push).members
            return PayloadView(.object(file), theme: theme.cardTheme).render(width: width)
        case .curl, .headers:
            let lines = state.compiledText(state.previewForm).split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { TextLayout.wrap(Sanitizer.sanitize(String($0)), width: width) }
            var out = Buffer(width: width, height: max(1, lines.count))
            for (y, line) in lines.enumerated() { out.write(line, x: 0, y: y, style: theme[.text]) }
            return out
        }
    }
}

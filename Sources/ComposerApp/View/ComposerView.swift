import TerminalThemes
import PushCore
import PushPreview
import TerminalKit

/// Draws the whole composer for a state: a pure function of state, theme and size.
public struct ComposerView {
    public let state: AppState
    public let theme: Theme

    /// Creates the view.
    public init(state: AppState, theme: Theme) {
        self.state = state
        self.theme = theme
    }

    /// The frame: every cell and where the cursor stands.
    public func render() -> Frame {
        var buffer = Buffer(size: state.size)
        let layout = state.layout
        guard layout.fits else { return TooSmallView(size: state.size, theme: theme, held: state.held.events.count).render() }
        drawTitle(layout.titleBar, &buffer)
        drawTabs(layout, &buffer)
        buffer.writeTruncated(state.screen.summary, in: layout.summary.inset(dx: 1, dy: 0), style: theme[.muted])
        var cursor: Point?
        var images: [FrameImage] = []
        if !layout.form.isEmpty {
            cursor = FormView(state: state, theme: theme).render(in: layout.form, buffer: &buffer)
        }
        if !layout.preview.isEmpty, let image = PreviewPaneView(state: state, theme: theme).render(layout, buffer: &buffer) {
            images.append(image)
        }
        GaugeView(state: state, theme: theme).render(in: layout.gauge, buffer: &buffer)
        drawHelpBar(layout.helpBar, &buffer)
        if let overlay = state.overlay {
            cursor = OverlayView(state: state, theme: theme).render(overlay, buffer: &buffer)
            // A dialog covers the pane: pixels would stand over it.
            images = []
        }
        return Frame(buffer: buffer, cursor: cursor, images: images)
    }

    /// The focused value drawn again over `last`: what a typed key shows before the rest of the
    /// frame follows from it (`AppState.typeIntoEditor`). Nil when the form is not on screen as
    /// it was.
    /// A function of the state rather than of a view, so that the state is copied once, into
    /// the form's view, on the way to the screen.
    public static func echo(_ state: AppState, theme: Theme, over last: Frame) -> FramePatch? {
        let layout = state.layout
        guard last.size == state.size, layout.fits, !layout.form.isEmpty, state.overlay == nil else { return nil }
        return FormView(state: state, theme: theme).echo(in: layout.form, over: last)
    }

    private func drawTitle(_ rect: Rect, _ buffer: inout Buffer) {
        buffer.fill(rect, style: theme[.titleBar])
        let name = state.filePath ?? "new draft"
        let dirty = state.isDirty ? " ●" : ""
        // The user the push is shown as, in full: the pane's header may be too narrow for it.
        let who = state.previewUserName.map { " · as \(Sanitizer.sanitize($0))" } ?? ""
        // The profile sends go out as, when the config has several apps or workspaces.
        let profile = state.profile.map { " · profile \(Sanitizer.sanitize($0))" } ?? ""
        let left = " PushComposer · \(name)\(dirty)\(profile)\(who)"
        let right = headline + " "
        buffer.writeTruncated(left, in: Rect(x: 0, y: rect.y, width: max(0, rect.width - DisplayWidth.of(right)), height: 1),
                              style: theme[.titleBar])
        if rect.width > DisplayWidth.of(left) + DisplayWidth.of(right) {
            buffer.write(right, x: rect.width - DisplayWidth.of(right), y: rect.y, style: theme[.titleBar])
        }
    }

    /// What the file is written as; a request for another endpoint than `/messages/send` names it.
    private var headline: String {
        guard state.fileForm == .request, let endpoint = state.analysis.document.endpoint, endpoint != .messagesSend else {
            return state.fileForm.headline
        }
        return "apple_push → Braze \(endpoint.description)"
    }

    private func drawTabs(_ layout: ComposerLayout, _ buffer: inout Buffer) {
        for tab in layout.tabLabels(state.screens, active: state.screen) {
            let active = tab.screen == state.screen
            let style = active ? theme[.tabActive] : theme[.tabInactive]
            let used = buffer.write(tab.label, x: tab.x, y: layout.tabs.y, style: style)
            if state.facts.screensWithErrors.contains(tab.screen) {
                buffer.write("!", x: tab.x + used - 1, y: layout.tabs.y, style: active ? style : theme[.error])
            }
        }
    }

    /// The help bar, or the status message while one is showing (a refused key must be read),
    /// on the `status_bar` background.
    private func drawHelpBar(_ rect: Rect, _ buffer: inout Buffer) {
        let bar = theme[.statusBar]
        func onBar(_ style: Style) -> Style {
            var merged = style
            if merged.background == .default { merged.background = bar.background }
            merged.attributes.formUnion(bar.attributes)
            return merged
        }
        buffer.fill(rect, style: bar)
        // A send under way shows itself, unless an error must be read.
        if let progress = state.sending, let frame = ClockFace(state).spinnerFrame, state.status?.kind != .error {
            buffer.writeTruncated(SendProgressLine.text(progress, spinnerFrame: frame), in: rect, style: onBar(theme[.info]))
            return
        }
        if let status = state.status {
            let style: Style
            switch status.kind {
            case .info: style = theme[.info]
            case .ok: style = theme[.ok]
            case .warning: style = theme[.warning]
            case .error: style = theme[.error]
            }
            buffer.writeTruncated(" " + status.text, in: rect, style: onBar(style))
            return
        }
        var x = 0
        let context: HelpBar.Context? = switch state.focusedField {
        case .button?, .extra?: .list
        case .assetURL?: .mediaURL
        case let field? where field.kind.holdsWords: .textField
        default: nil
        }
        for entry in HelpBar.entries(for: context) {
            let keyWidth = DisplayWidth.of(entry.key), labelWidth = DisplayWidth.of(entry.label)
            guard x + keyWidth + 1 + labelWidth <= rect.width else { break }
            buffer.write(entry.key, x: x, y: rect.y, style: onBar(theme[.helpKey]))
            buffer.write(entry.label, x: x + keyWidth + 1, y: rect.y, style: onBar(theme[.helpText]))
            x += keyWidth + labelWidth + 3
        }
    }
}

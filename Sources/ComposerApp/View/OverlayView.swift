import Foundation
import TerminalThemes
import PushCore
import PushPersonalization
import PushSending
import SafeFiles
import TerminalKit

/// Help, the problem list, the byte breakdown and the prompts, drawn in a box over the form.
struct OverlayView {
    let state: AppState
    let theme: Theme

    /// Draws the overlay; returns the cursor for prompts.
    func render(_ overlay: Overlay, buffer: inout Buffer) -> Point? {
        switch overlay {
        case .palette(let palette):
            let content = CommandPaletteView(palette: palette, width: buffer.size.width).content()
            return finder("Every action: type to find, Enter runs it", content, filter: palette.filter, buffer: &buffer)
        case .diagnostics(let list):
            // Each problem is wrapped whole, never cut: the message is what a marketer acts on.
            // The box is at most the screen less 4, its text 4 narrower still, and continuation
            // lines are indented 2: wrapped this way no line is ever cut.
            let width = max(20, buffer.size.width - 10)
            var lines: [String] = []
            var selectedLines: Range<Int>?
            for (index, d) in state.analysis.diagnostics.enumerated() {
                let icon = d.severity == .error ? "✖" : d.severity == .warning ? "▲" : "ℹ"
                let place = state.field(for: d).map { "\(ComposerDraft.screen(of: $0).title) › \($0.label.trimmingCharacters(in: .whitespaces)): " } ?? ""
                let wrapped = TextLayout.wrap(Sanitizer.sanitize("\(icon) \(place)\(d.message)"), width: width)
                if index == list.selected { selectedLines = lines.count..<(lines.count + wrapped.count) }
                lines += wrapped.enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }
            }
            box("Problems: Enter jumps to the field, Esc closes", lines, selected: selectedLines, buffer: &buffer)
        case .breakdown:
            let budget = state.shownBudget
            var lines = state.previewUserName.map { ["As \($0) receives it:"] } ?? []
            lines.append("Braze \(budget.brazeBytes)/\(ByteBudget.brazeLimit) B")
            for route in budget.routes {
                let note = route == .braze ? " (incl. \(ByteBudget.campaignKeyReserve) B for Braze's ab.c)" : " (the payload as compiled)"
                lines.append("APNs \(route.label) \(budget.apnsBytes(route))/\(ByteBudget.apnsLimit) B" + note)
            }
            lines.append("")
            lines += budget.rows.map { TextLayout.pad($0.field, toWidth: 28) + " " + TextLayout.pad($0.deviceKey, toWidth: 24) + String(format: "%5d", $0.bytes) }
            lines.append(TextLayout.pad("(structure)", toWidth: 53) + String(format: "%5d", budget.structureBytes))
            if budget.isLowerBound && state.personalizedAnalysis == nil {
                lines += ["", "Liquid expands per user when sent: these are lower bounds (Alt-U previews as a test user)."]
            }
            box("Bytes per field (largest first)", lines, scroll: state.overlayScroll, buffer: &buffer)
        case .confirmQuit:
            ask(QuitAnswer.question, buffer: &buffer)
        case .recovery(let savedAt):
            ask(RecoveryAnswer.question(savedAt: savedAt), buffer: &buffer)
        case .message(let text):
            // Wrapped, never cut: a note often ends with its fix (a chmod, a path).
            let width = max(20, buffer.size.width - 8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { TextLayout.wrap(Sanitizer.sanitize(String($0)), width: width) }
            box("Note", lines + ["", "Enter closes this."], scroll: state.overlayScroll, buffer: &buffer)
        case .confirmSave(let request, let check):
            ask(SaveAnswer.question(request, check, editing: state.filePath), buffer: &buffer)
        case .chooseForm(let path):
            ask(FormAnswer.question(path: path, form: state.form(forSavingTo: path)), buffer: &buffer)
        case .confirmAudience(let path):
            ask(AudienceAnswer.question(path: path, testUsers: state.brazeRecipients), buffer: &buffer)
        case .editorProblem(let problem, _):
            ask(EditedTextAnswer.question(problem: problem), buffer: &buffer)
        case .send(let dialog):
            let content = SendDialogView(state: state, dialog: dialog, width: buffer.size.width).content()
            box(content.title, content.lines, selected: content.selected, scroll: state.overlayScroll, buffer: &buffer)
        case .previewAs(let picker):
            let content = UserPickerView(state: state, picker: picker, width: buffer.size.width, height: buffer.size.height).content()
            return finder("Preview as", content, filter: picker.filter, buffer: &buffer)
        case .attributes(let picker):
            let content = AttributePickerView(picker: picker, width: buffer.size.width, height: buffer.size.height).content()
            return finder("Insert an attribute", content, filter: picker.filter, buffer: &buffer)
        case .prompt(let prompt, let line):
            // The field goes on the line after `above`.
            let title: String, above: [String], hint: String
            switch prompt {
            case .saveAs:
                // The form follows the name typed: a .apns file holds a device payload.
                let form = state.form(forSavingTo: line.text.trimmingCharacters(in: .whitespaces))
                (title, above, hint) = ("Save as (\(form.title))", [""], "Enter saves · Esc cancels")
            case .export(let form):
                let raw = (form == .payload || form == .simctl) && state.exportShowsLiquidRaw
                (title, above, hint) = ("Export \(form.title) to",
                                        raw ? ["Its Liquid is written as is: a phone or a simulator shows {{…}} raw.",
                                               "To export what a test user gets, preview as them first (\(state.previewAsKeys)).", ""] : [""],
                                        "Enter saves · Esc cancels")
            case .recipient(let dialog):
                title = dialog.route == .apns ? "Send to a device token" : "Send to a Braze test user"
                above = [dialog.route == .apns ? "The hex token the app logs after registering for pushes:" : "The user's external id:"]
                hint = "Enter adds it, ticked, without saving it · Esc goes back"
            case .newUser:
                title = "Preview as a new user"
                above = ["A name, then attributes as users add --set writes them, such as:",
                         "walk-in first_name=Mary Ann language=ja custom_attribute.tier=gold"]
                hint = "Enter previews as them (kept until you quit) · ^S also saves them in the users file · Esc goes back"
            case .saveRecipient(let dialog, let typed):
                let file = TextLayout.truncate(Sanitizer.sanitize(state.configFile), toWidth: max(20, buffer.size.width - 30))
                if dialog.route == .apns {
                    title = "Save the device"
                    above = ["Token \(DeviceToken(typed)?.short ?? Sanitizer.sanitize(typed)), in \(file).", "Its name (what --device and this list call it):"]
                } else {
                    title = "Save the test user"
                    above = ["Adds the id to test_users in [braze], in \(file):"]
                }
                hint = "Enter writes it to the config · Esc goes back"
            case .certificatePassword(_, _, let file, let wrong):
                title = "Password of the push certificate"
                let name = TextLayout.truncate(Sanitizer.sanitize(file), toWidth: max(20, buffer.size.width - 40))
                above = [wrong ? "That password does not open \(name). Again:" : "\(name) needs its password to send:"]
                hint = "Enter sends · Esc cancels · not shown, never saved ('push-composer login apns-certificate' saves it)"
            }
            let rect = box(title, above + ["", hint], buffer: &buffer)
            var field = TextField(text: "", style: theme[.fieldValue], focusedStyle: theme[.fieldValue].underlined)
            field.editor = line
            if case .certificatePassword = prompt {
                // A dot per character, the cursor where it is: the password itself is never drawn.
                var dots = LineEditor(String(repeating: "•", count: line.characters.count))
                dots.cursor = line.cursor
                field.editor = dots
            }
            field.isFocused = true
            field.render(in: Rect(x: rect.x + 2, y: rect.y + 1 + above.count, width: rect.width - 4, height: 1), buffer: &buffer)
            return field.cursor
        }
        return nil
    }

    /// A question in a box: its text wrapped to the widest box, then its choices.
    private func ask<Answer>(_ question: Question<Answer>, buffer: inout Buffer) {
        box(question.title, question.lines(width: max(20, buffer.size.width - 8)), buffer: &buffer)
    }

    /// A box whose first line is "Find:" followed by what is typed, as the pickers draw it; the cursor.
    /// It stands still while the list shrinks and grows under the typing: the screen's width less
    /// 4, its top on the second row, and its "Find:" line never scrolled away.
    private func finder(_ title: String, _ content: (lines: [String], selected: Range<Int>?), filter: LineEditor,
                        buffer: inout Buffer) -> Point? {
        let rect = box(title, content.lines, selected: content.selected, pinned: 2, finder: true, buffer: &buffer)
        var field = TextField(text: "", style: theme[.fieldValue], focusedStyle: theme[.fieldValue].underlined)
        field.editor = filter
        field.isFocused = true
        field.render(in: Rect(x: rect.x + 8, y: rect.y + 1, width: max(1, rect.width - 10), height: 1), buffer: &buffer)
        return field.cursor
    }

    /// A box with a title and lines (scrolled to keep the `selected` lines in view, the first
    /// `pinned` lines always shown), centred, or as a `finder` at the top; returns its rect.
    @discardableResult
    private func box(_ title: String, _ lines: [String], selected: Range<Int>? = nil, scroll: Int = 0, pinned: Int = 0,
                     finder: Bool = false, buffer: inout Buffer) -> Rect {
        let size = buffer.size
        let widest = max(DisplayWidth.of(title) + 4, lines.map { DisplayWidth.of($0) }.max() ?? 0)
        let width = finder ? size.width - 4 : min(size.width - 4, max(40, widest + 4))
        let height = min(size.height - 2, lines.count + 2)
        let rect = Rect(x: (size.width - width) / 2, y: finder ? 1 : max(0, (size.height - height) / 2), width: width, height: height)
        // Below the box the composer stays in view, dimmed, so its edges never read as the box's.
        buffer.updateStyle(in: Rect(x: 0, y: 0, width: size.width, height: size.height)) { $0.dim }
        buffer.fill(rect, style: theme[.text])
        buffer.drawBox(rect, title: title, style: theme[.border], titleStyle: theme[.accent])
        let head = min(pinned, lines.count, height - 2)
        let visible = height - 2 - head
        let body = Array(lines.dropFirst(head))
        let last = max(0, body.count - visible)
        // The selection sits in the middle where it can, and its first line always shows.
        let first = selected.map { $0.lowerBound - head }.map { start in
            max(0, min(start - max(0, (visible - (selected?.count ?? 1)) / 2), last))
        } ?? min(scroll, last)
        let shown = Array(lines.prefix(head)) + body.dropFirst(first).prefix(visible)
        for (i, line) in shown.enumerated() {
            let index = i < head ? i : head + first + (i - head)
            let isSelected = selected?.contains(index) ?? false
            let row = Rect(x: rect.x + 2, y: rect.y + 1 + i, width: rect.width - 4, height: 1)
            if isSelected { buffer.fill(row, style: theme[.selection]) }
            buffer.writeTruncated(line, in: row, style: isSelected ? theme[.selection] : theme[.text])
        }
        // Markers on the border say there is more above or below.
        if first > 0 { buffer.write(" ↑ more ", x: rect.maxX - 10, y: rect.y, style: theme[.muted]) }
        if first < last { buffer.write(" ↓ more ", x: rect.maxX - 10, y: rect.maxY - 1, style: theme[.muted]) }
        return rect
    }
}

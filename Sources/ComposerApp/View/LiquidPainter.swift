import BrazeLiquid
import ComposerSettings
import TerminalKit

/// Colours Liquid in text already drawn: `{% tags %}`, `{{ outputs }}` and the `${attributes}`
/// in them take the theme's Liquid roles. It works on the cells drawn, so the fields, the text
/// areas and the payload view colour alike whatever wrapped or scrolled them; only the cells on
/// screen are looked at.
struct LiquidPainter {
    let theme: Theme

    /// Restyles the Liquid in `rect`, read row by row as one text. With `only`, cells of any other
    /// style (JSON keys and punctuation, indents) are passed over: the payload's strings alone.
    func paint(_ rect: Rect, only base: Style? = nil, from context: LiquidMarkup.Context = .text, buffer: inout Buffer) {
        let area = rect.intersection(buffer.area)
        guard !area.isEmpty else { return }
        var points: [Point] = []
        var characters: [Character] = []
        var mayHold = context != .text
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                guard let cell = buffer.cell(at: Point(x: x, y: y)), !cell.isContinuation else { continue }
                if let base, cell.style != base { continue }
                // A cell holds one grapheme; a blank continuation of a row reads as a space.
                let character = cell.grapheme.first ?? " "
                if character == "{" || character == "$" { mayHold = true }
                points.append(Point(x: x, y: y))
                characters.append(character)
            }
        }
        guard mayHold else { return }
        for (point, kind) in zip(points, LiquidMarkup.kinds(of: characters, from: context)) {
            guard let kind, let cell = buffer.cell(at: point) else { continue }
            buffer.setStyle(style(kind), in: Rect(x: point.x, y: point.y, width: max(1, cell.width), height: 1))
        }
    }

    private func style(_ kind: LiquidMarkup.Kind) -> Style {
        switch kind {
        case .tag: theme[.liquidTag]
        case .output: theme[.liquidOutput]
        case .attribute: theme[.liquidAttribute]
        }
    }
}

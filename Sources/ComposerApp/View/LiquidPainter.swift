import BrazeLiquid
import TerminalThemes
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
        let stride = buffer.size.width
        // A first look for an opening brace, the common answer being none: no arrays are made.
        if context == .text {
            let opens = (area.y..<area.maxY).contains { y in
                buffer.cells[(y * stride + area.x)..<(y * stride + area.maxX)].contains { $0.glyph == Glyph(ascii: 0x7B) }
            }
            guard opens else { return }
        }
        var indices: [Int] = []
        var characters: [Character] = []
        for y in area.y..<area.maxY {
            for index in (y * stride + area.x)..<(y * stride + area.maxX) {
                let cell = buffer.cells[index]
                guard !cell.isContinuation else { continue }
                if let base, cell.style != base { continue }
                indices.append(index)
                characters.append(cell.glyph.firstCharacter ?? " ")
            }
        }
        for (index, kind) in zip(indices, LiquidMarkup.kinds(of: characters, from: context)) {
            guard let kind else { continue }
            let point = Point(x: index % stride, y: index / stride)
            buffer.setStyle(style(kind), in: Rect(x: point.x, y: point.y, width: max(1, buffer.cells[index].width), height: 1))
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

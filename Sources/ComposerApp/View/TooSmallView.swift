import TerminalThemes
import TerminalKit

/// Shown instead of the composer when the terminal is below the minimum size.
struct TooSmallView {
    let size: Size
    let theme: Theme
    /// Keys typed meanwhile, held until the form can be shown.
    var held = 0

    func render() -> Frame {
        var buffer = Buffer(size: size)
        let need = ComposerLayout.minimumSize
        var lines = ["Terminal too small", "\(size.width)×\(size.height), need \(need.width)×\(need.height)", "Ctrl-Q quits; changes are kept as a draft"]
        if held > 0 { lines.append("\(held) key\(held == 1 ? "" : "s") held until it is larger") }
        let top = max(0, (size.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < size.height {
            let fitted = TextLayout.truncate(line, toWidth: size.width)
            let x = max(0, (size.width - DisplayWidth.of(fitted)) / 2)
            buffer.write(fitted, x: x, y: top + i, style: i == 0 ? theme[.warning] : theme[.muted])
        }
        return Frame(buffer: buffer, cursor: nil)
    }
}

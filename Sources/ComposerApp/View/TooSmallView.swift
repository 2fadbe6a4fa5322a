import ComposerSettings
import TerminalKit

/// Shown instead of the composer when the terminal is below the minimum size.
struct TooSmallView {
    let size: Size
    let theme: Theme

    func render() -> Frame {
        var buffer = Buffer(size: size)
        let need = ComposerLayout.minimumSize
        let lines = ["Terminal too small", "\(size.width)×\(size.height), need \(need.width)×\(need.height)", "Ctrl-Q quits; changes are kept as a draft"]
        let top = max(0, (size.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < size.height {
            let fitted = TextLayout.truncate(line, toWidth: size.width)
            let x = max(0, (size.width - DisplayWidth.of(fitted)) / 2)
            buffer.write(fitted, x: x, y: top + i, style: i == 0 ? theme[.warning] : theme[.muted])
        }
        return Frame(buffer: buffer, cursor: nil)
    }
}

import CPictureLibraries
import PushMedia
import TerminalKit

/// Draws a picture in terminal cells with libchafa: half blocks (▀ ▄ ▌ ▐ █), each cell two
/// colours, so it works in any terminal, inside tmux and over SSH. A cell is taken to be twice as
/// tall as it is wide, as terminal fonts are.
public enum CellPicture {
    /// The rows a picture `width` cells wide takes at its own aspect ratio, within `maxRows`.
    public static func rows(for picture: Picture, width: Int, maxRows: Int) -> Int {
        let rows = Double(width) * Double(picture.height) / Double(picture.width) / 2
        return min(max(1, Int(rows.rounded())), max(1, maxRows))
    }

    /// The cells a picture takes whole, its aspect ratio kept, centred in `box`.
    public static func fitted(_ picture: Picture, in box: Size) -> Rect {
        var cells = Rect(x: 0, y: 0, width: box.width, height: box.height)
        let boxAspect = Double(box.width) / Double(max(1, box.height) * 2)
        let pictureAspect = Double(picture.width) / Double(picture.height)
        if pictureAspect > boxAspect {
            cells.height = max(1, min(box.height, Int((Double(box.width) / pictureAspect / 2).rounded())))
        } else {
            cells.width = max(1, min(box.width, Int((Double(box.height * 2) * pictureAspect).rounded())))
        }
        cells.x = (box.width - cells.width) / 2
        cells.y = (box.height - cells.height) / 2
        return cells
    }

    /// The picture in a `width` × `height` buffer; cells it leaves uncovered (`.fit`) are blank.
    public static func render(_ picture: Picture, width: Int, height: Int, fit: PictureFit, palette: CellPalette) -> Buffer {
        var buffer = Buffer(width: max(0, width), height: max(0, height))
        guard width > 0, height > 0, pl_open_chafa() != 0 else { return buffer }
        // The source rectangle and the cells it is drawn into, in "half-cell" units for aspect.
        var source = (x: 0, y: 0, width: picture.width, height: picture.height)
        let cells = fit == .fit ? fitted(picture, in: Size(width: width, height: height)) : Rect(x: 0, y: 0, width: width, height: height)
        if fit == .fill {
            let boxAspect = Double(width) / Double(height * 2)
            if Double(picture.width) / Double(picture.height) > boxAspect {
                let w = max(1, Int((Double(picture.height) * boxAspect).rounded()))
                source.x = (picture.width - w) / 2
                source.width = w
            } else {
                let h = max(1, Int((Double(picture.width) / boxAspect).rounded()))
                source.y = (picture.height - h) / 2
                source.height = h
            }
        }
        let config = pl_chafa_canvas_config_new()
        defer { pl_chafa_canvas_config_unref(config) }
        pl_chafa_canvas_config_set_geometry(config, Int32(cells.width), Int32(cells.height))
        pl_chafa_canvas_config_set_canvas_mode(config, mode(palette))
        let symbols = pl_chafa_symbol_map_new()
        defer { pl_chafa_symbol_map_unref(symbols) }
        pl_chafa_symbol_map_add_by_tags(symbols, PL_CHAFA_SYMBOL_TAG_HALF | PL_CHAFA_SYMBOL_TAG_SOLID | PL_CHAFA_SYMBOL_TAG_SPACE)
        pl_chafa_canvas_config_set_symbol_map(config, symbols)
        guard let canvas = pl_chafa_canvas_new(config) else { return buffer }
        defer { pl_chafa_canvas_unref(canvas) }
        picture.rgba.withUnsafeBufferPointer { pixels in
            let start = pixels.baseAddress! + (source.y * picture.width + source.x) * 4
            pl_chafa_canvas_draw_all_pixels(canvas, PL_CHAFA_PIXEL_RGBA8_UNASSOCIATED, start, Int32(source.width), Int32(source.height),
                                         Int32(picture.width * 4))
        }
        for y in 0..<cells.height {
            for x in 0..<cells.width {
                let scalar = Unicode.Scalar(pl_chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))) ?? " "
                var fg: Int32 = 0, bg: Int32 = 0
                if palette == .truecolor {
                    pl_chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &fg, &bg)
                } else {
                    pl_chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &fg, &bg)
                }
                // A blank shows only its background and a full block only its foreground: each is
                // written as a blank of one colour, so the frame names fewer colour pairs.
                let style: Style
                switch scalar {
                case " ": style = Style(background: color(bg, palette))
                case "█": style = Style(background: color(fg, palette))
                default: style = Style(foreground: color(fg, palette), background: color(bg, palette))
                }
                let shown = scalar == "█" ? " " : String(scalar)
                buffer.write(shown, x: cells.x + x, y: cells.y + y, style: style)
            }
        }
        return buffer
    }

    private static func mode(_ palette: CellPalette) -> Int32 {
        switch palette {
        case .truecolor: PL_CHAFA_CANVAS_MODE_TRUECOLOR
        case .palette256: PL_CHAFA_CANVAS_MODE_INDEXED_240
        case .ansi16: PL_CHAFA_CANVAS_MODE_INDEXED_16
        }
    }

    /// A chafa colour as a terminal colour: packed RGB in truecolour, a palette index otherwise;
    /// a negative or special value (transparent) is the terminal's own background.
    private static func color(_ value: Int32, _ palette: CellPalette) -> Color {
        switch palette {
        case .truecolor:
            guard value >= 0 else { return .default }
            return .rgb(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        case .palette256:
            guard (0..<256).contains(value) else { return .default }
            return .indexed(UInt8(value))
        case .ansi16:
            guard (0..<16).contains(value) else { return .default }
            return .ansi(UInt8(value))
        }
    }
}

import CPictureLibraries
import PushMedia
import TerminalKit

/// A picture as the escape sequence that draws it in real pixels, by libchafa: it covers `cells`
/// from the cursor, scaled for cells of `cellPixels`, its aspect ratio kept.
public enum PixelPicture {
    /// A cell's size in pixels when the terminal does not say.
    public static let defaultCellPixels = Size(width: 10, height: 20)

    /// The sequence that draws `picture` within `cells` in `format`; nil if libchafa made none.
    public static func sequence(_ picture: Picture, cells: Size, cellPixels: Size = defaultCellPixels, format: PixelProtocol) -> String? {
        guard cells.width > 0, cells.height > 0, cellPixels.width > 0, cellPixels.height > 0, pl_open_chafa() != 0 else { return nil }
        let config = pl_chafa_canvas_config_new()
        defer { pl_chafa_canvas_config_unref(config) }
        pl_chafa_canvas_config_set_geometry(config, Int32(cells.width), Int32(cells.height))
        pl_chafa_canvas_config_set_cell_geometry(config, Int32(cellPixels.width), Int32(cellPixels.height))
        pl_chafa_canvas_config_set_pixel_mode(config, mode(format))
        pl_chafa_canvas_config_set_canvas_mode(config, PL_CHAFA_CANVAS_MODE_TRUECOLOR)
        guard let canvas = pl_chafa_canvas_new(config) else { return nil }
        defer { pl_chafa_canvas_unref(canvas) }
        picture.rgba.withUnsafeBufferPointer {
            pl_chafa_canvas_draw_all_pixels(canvas, PL_CHAFA_PIXEL_RGBA8_UNASSOCIATED, $0.baseAddress, Int32(picture.width), Int32(picture.height),
                                         Int32(picture.width * 4))
        }
        // The fallback entry knows every protocol's sequences; which one is used is the pixel mode's.
        let database = pl_chafa_term_db_get_default()
        guard let info = pl_chafa_term_db_get_fallback_info(database) else { return nil }
        defer { pl_chafa_term_info_unref(info) }
        guard let printed = pl_chafa_canvas_print(canvas, info) else { return nil }
        let text = String(cString: printed.pointee.str)
        pl_g_string_free(printed, 1)
        return text.isEmpty ? nil : text
    }

    private static func mode(_ format: PixelProtocol) -> Int32 {
        switch format {
        case .kitty: PL_CHAFA_PIXEL_MODE_KITTY
        case .sixel: PL_CHAFA_PIXEL_MODE_SIXELS
        case .iterm2: PL_CHAFA_PIXEL_MODE_ITERM2
        }
    }
}

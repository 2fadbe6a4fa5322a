import CChafa
import PushMedia
import TerminalKit

/// A picture as the escape sequence that draws it in real pixels, by libchafa: it covers `cells`
/// from the cursor, scaled for cells of `cellPixels`, its aspect ratio kept.
public enum PixelPicture {
    /// A cell's size in pixels when the terminal does not say.
    public static let defaultCellPixels = Size(width: 10, height: 20)

    /// The sequence that draws `picture` within `cells` in `format`; nil if libchafa made none.
    public static func sequence(_ picture: Picture, cells: Size, cellPixels: Size = defaultCellPixels, format: PixelProtocol) -> String? {
        guard cells.width > 0, cells.height > 0, cellPixels.width > 0, cellPixels.height > 0 else { return nil }
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(cells.width), Int32(cells.height))
        chafa_canvas_config_set_cell_geometry(config, Int32(cellPixels.width), Int32(cellPixels.height))
        chafa_canvas_config_set_pixel_mode(config, mode(format))
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        guard let canvas = chafa_canvas_new(config) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        picture.rgba.withUnsafeBufferPointer {
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, $0.baseAddress, Int32(picture.width), Int32(picture.height),
                                         Int32(picture.width * 4))
        }
        // The fallback entry knows every protocol's sequences; which one is used is the pixel mode's.
        let database = chafa_term_db_get_default()
        guard let info = chafa_term_db_get_fallback_info(database) else { return nil }
        defer { chafa_term_info_unref(info) }
        guard let printed = chafa_canvas_print(canvas, info) else { return nil }
        let text = String(cString: printed.pointee.str)
        g_string_free(printed, 1)
        return text.isEmpty ? nil : text
    }

    private static func mode(_ format: PixelProtocol) -> ChafaPixelMode {
        switch format {
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .sixel: CHAFA_PIXEL_MODE_SIXELS
        case .iterm2: CHAFA_PIXEL_MODE_ITERM2
        }
    }
}

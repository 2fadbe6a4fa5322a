import ComposerApp
import PictureDrawing
import PushPreview
import TerminalKit

/// Draws the card's picture for the composer. The picture libraries are the runtime's: they are
/// opened here, the first time a picture needs them, never by the pure composer.
enum CardPictureDrawer {
    /// The art `request` asks for: the thumbnail and expanded view in cells, and in pixel mode
    /// the expanded view's sequence, its place in the cells left blank.
    static func draw(_ request: PictureRequest) -> DrawnPicture {
        var art = CardArt(report: request.report, cardWidth: request.cardWidth, palette: request.palette)
        var pixels: PixelArt?
        if let format = request.pixels, let picture = request.report.fetch.picture, let place = art?.expanded?.size {
            let fit = CellPicture.fitted(picture, in: place)
            let cellPixels = request.cellPixels ?? PixelPicture.defaultCellPixels
            if let sequence = PixelPicture.sequence(picture, cells: Size(width: fit.width, height: fit.height), cellPixels: cellPixels,
                                                    format: format) {
                art?.expanded = Buffer(size: place)
                pixels = PixelArt(fit: fit, sequence: sequence)
            }
        }
        return DrawnPicture(request: request, art: art, pixels: pixels)
    }
}

import PushMedia
import TerminalKit

/// The card's picture, asked of the runtime: drawing it in cells or pixels is the picture
/// libraries' work, which the pure composer never loads. The answer comes back as
/// `Msg.pictureDrawn`; the card shows it while the request is still the one the facts name.
public struct PictureRequest: Sendable, Equatable {
    /// The checked media: its picture, or what the card says instead.
    public let report: MediaReport
    /// The card's width in cells.
    public let cardWidth: Int
    /// The colours the terminal shows.
    public let palette: CellPalette
    /// The protocol the expanded view's picture is drawn in real pixels with; nil draws cells.
    public let pixels: PixelProtocol?
    /// A cell's size in pixels, as the terminal said; nil when it did not.
    public let cellPixels: Size?
}

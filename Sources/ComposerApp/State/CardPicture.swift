import PushMedia
import TerminalKit

/// The card's picture: how this terminal can show one (its colours, pixels if it draws them, its
/// cell size), the picture last asked of the runtime, and the one it drew. Each picture is asked
/// for once and shown only while it is the one the facts ask for.
public struct CardPicture: Sendable {
    /// The colours a picture is drawn in, as the terminal shows them; nil draws none (a
    /// monochrome theme, `NO_COLOR`, a terminal without colour).
    public var palette: CellPalette?
    /// The protocol a picture is drawn in real pixels with, when the user turned pixels on and the
    /// terminal answered that it draws them; nil draws cells.
    public var pixelFormat: PixelProtocol?
    /// A cell's size in pixels, as the terminal said (nil: it did not say).
    public var cellPixels: Size?
    /// The picture last asked of the runtime, so that it is asked once.
    private var asked: PictureRequest?
    /// The picture as the runtime last drew it.
    private var drawn: DrawnPicture?

    /// What to ask for the picture of `report` on a card `cardWidth` wide; nil when this
    /// terminal shows none.
    func request(for report: MediaReport?, cardWidth: Int) -> PictureRequest? {
        guard let report, let palette else { return nil }
        return PictureRequest(report: report, cardWidth: cardWidth, palette: palette, pixels: pixelFormat, cellPixels: cellPixels)
    }

    /// The effect that draws `wanted`, once: nil when it is drawn or asked for already.
    mutating func ask(_ wanted: PictureRequest?) -> Effect? {
        guard let wanted, wanted != drawn?.request, wanted != asked else { return nil }
        asked = wanted
        return .drawPicture(wanted)
    }

    /// The runtime drew a picture: kept when it is the one last asked for.
    mutating func take(_ picture: DrawnPicture) {
        if picture.request == asked { drawn = picture }
    }

    /// The drawn picture, while it is `wanted`.
    func shown(_ wanted: PictureRequest?) -> DrawnPicture? {
        guard let drawn, let wanted, drawn.request == wanted else { return nil }
        return drawn
    }
}

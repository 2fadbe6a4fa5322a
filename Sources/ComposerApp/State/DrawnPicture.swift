import PushPreview
import TerminalKit

/// The card's picture as the runtime drew it for a `PictureRequest`.
public struct DrawnPicture: Sendable, Equatable {
    /// What it was drawn for.
    public let request: PictureRequest
    /// The thumbnail and expanded view in cells, or the caption said instead; nil for nothing.
    public let art: CardArt?
    /// In pixel mode, the expanded view's picture: where in the card's media place it goes, and
    /// the sequence that draws it (the art's cells there are blank).
    public let pixels: PixelArt?

    /// Creates a drawn picture.
    public init(request: PictureRequest, art: CardArt?, pixels: PixelArt?) {
        (self.request, self.art, self.pixels) = (request, art, pixels)
    }
}

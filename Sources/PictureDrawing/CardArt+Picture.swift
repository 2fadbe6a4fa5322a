import PushMedia
import PushPreview
import TerminalKit

extension CardArt {
    /// The card's art for `picture` on a card `cardWidth` wide: the thumbnail filled from the
    /// middle as the lock screen crops it, the expanded view whole at its aspect ratio.
    public init(picture: Picture, cardWidth: Int, palette: CellPalette, caption: String? = nil) {
        let size = LockScreenCard.thumbnailSize
        let width = LockScreenCard.mediaWidth(cardWidth: cardWidth)
        let rows = CellPicture.rows(for: picture, width: width, maxRows: LockScreenCard.maxMediaRows)
        self.init(thumbnail: CellPicture.render(picture, width: size.width, height: size.height, fit: .fill, palette: palette),
                  expanded: CellPicture.render(picture, width: width, height: rows, fit: .fit, palette: palette),
                  caption: caption)
    }
}

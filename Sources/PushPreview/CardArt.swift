import TerminalKit

/// The media as the card draws it, already in cells: the lock screen's thumbnail and the
/// expanded view's picture, each drawn once for its size, and a line on what plays or moves.
public struct CardArt: Sendable, Equatable {
    /// The thumbnail, `LockScreenCard.thumbnailSize` cells, filled from the picture's middle.
    public var thumbnail: Buffer?
    /// The expanded view's picture, `LockScreenCard.mediaWidth(cardWidth:)` cells wide.
    public var expanded: Buffer?
    /// What the picture cannot show: "GIF: animates", a video's length and size.
    public var caption: String?

    /// Creates art for a card.
    public init(thumbnail: Buffer? = nil, expanded: Buffer? = nil, caption: String? = nil) {
        self.thumbnail = thumbnail
        self.expanded = expanded
        self.caption = caption
    }
}

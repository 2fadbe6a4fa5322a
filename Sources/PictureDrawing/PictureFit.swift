/// How a picture meets the box it is drawn in, as iOS places notification media.
public enum PictureFit: Sendable, Hashable {
    /// Fills the box, cut from the middle: the lock screen's square thumbnail.
    case fill
    /// Whole, its aspect ratio kept, centred: the expanded view.
    case fit
}

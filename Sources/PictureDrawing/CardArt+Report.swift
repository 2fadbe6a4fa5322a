import PushMedia
import PushPreview
import TerminalKit

extension CardArt {
    /// The card's art for checked media: its picture when the phone would show it, a line on
    /// what plays or moves, or that the phone shows the text alone; nil when there is nothing to say.
    public init?(report: MediaReport, cardWidth: Int, palette: CellPalette) {
        if report.diagnostics.contains(where: { $0.severity == .error }) {
            self.init(caption: "The phone shows the text alone: the media check found a problem (under Media URL).")
        } else if let picture = report.fetch.picture {
            self.init(picture: picture, cardWidth: cardWidth, palette: palette, caption: report.caption)
        } else if let caption = report.caption {
            self.init(caption: caption)
        } else {
            return nil
        }
    }
}

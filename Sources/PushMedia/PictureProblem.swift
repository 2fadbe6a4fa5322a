/// Why a picture could not be decoded to be drawn.
public enum PictureProblem: Error, Sendable, Equatable {
    /// The header declares more pixels than the preview decodes: a guard against decompression bombs.
    case tooManyPixels(PixelSize, cap: Int)
    /// The decoder stopped; its own words, kept short.
    case broken(String)
    /// A format the preview has no decoder for (HEIC, sound, video).
    case notDecoded(MediaFormat)
    /// The system library that decodes the format is not installed (it is opened on first use).
    case libraryMissing(String)

    /// The problem in words for the person who set the URL; decoder words are sanitised by whoever prints them.
    public var message: String {
        switch self {
        case .tooManyPixels(let size, let cap):
            "The picture declares \(size) pixels, more than the \(cap / 1_000_000) megapixels the preview decodes (a guard against decompression bombs): it is not drawn, and a phone may fail to show it too."
        case .broken(let words):
            "The picture did not decode (\(words)): the phone may show the text alone."
        case .notDecoded(let format):
            "The preview does not draw \(format.name) files."
        case .libraryMissing(let file):
            "The preview cannot draw it: the picture library \(file) is not installed."
        }
    }
}

import PushMedia

/// Decodes a picture with the system's decoders (libjpeg-turbo, libpng, giflib, libwebp) into a
/// `Picture` small enough to keep: the header's pixel count is checked against a cap before a
/// byte is decoded, and the result is scaled down to `Picture.maxSide`.
public enum PictureDecoder {
    /// The most pixels decoded: a 24-megapixel camera photo fits; a 10-gigapixel header does not.
    public static let maxPixels = 25_000_000

    /// The picture in `bytes`, a file of `format` (told from its own bytes).
    public static func decode(_ bytes: [UInt8], as format: MediaFormat, maxPixels: Int = maxPixels) throws(PictureProblem) -> Picture {
        let picture: Picture
        switch format {
        case .jpeg: picture = try JPEGDecoder.decode(bytes, maxPixels: maxPixels)
        case .png: picture = try PNGDecoder.decode(bytes, maxPixels: maxPixels)
        case .gif: picture = try GIFDecoder.decode(bytes, maxPixels: maxPixels)
        case .webp: picture = try WebPDecoder.decode(bytes, maxPixels: maxPixels)
        default: throw .notDecoded(format)
        }
        return picture.fitting(Picture.maxSide)
    }

    /// Refuses a declared size past the cap, or one with no pixels.
    static func check(width: Int, height: Int, maxPixels: Int) throws(PictureProblem) {
        guard width > 0, height > 0 else { throw .broken("the header declares no pixels") }
        guard width.multipliedReportingOverflow(by: height).partialValue <= maxPixels, width <= maxPixels, height <= maxPixels else {
            throw .tooManyPixels(PixelSize(width: width, height: height), cap: maxPixels)
        }
    }

    /// The problem when a library could not be opened (each is opened on first use).
    static func missing(_ file: UnsafePointer<CChar>) -> PictureProblem {
        .libraryMissing(String(cString: file))
    }

    /// A decoder's C message, cut to a line.
    static func words(_ message: UnsafePointer<CChar>?) -> String {
        guard let message else { return "no reason given" }
        let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "no reason given" : String(text.prefix(120))
    }
}

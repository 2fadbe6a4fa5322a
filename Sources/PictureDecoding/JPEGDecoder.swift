import CPictureLibraries
import PushMedia

/// JPEG through TurboJPEG, decoded at the smallest of its scaling factors (1/8 … 1) that still
/// gives `Picture.maxSide` pixels, so a camera photo costs an eighth of its pixels.
enum JPEGDecoder {
    static func decode(_ bytes: [UInt8], maxPixels: Int) throws(PictureProblem) -> Picture {
        guard pl_open_jpeg() != 0 else { throw PictureDecoder.missing(pl_jpeg_file) }
        guard let handle = pl_tjInitDecompress() else { throw .broken("libjpeg-turbo could not start") }
        defer { pl_tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer {
            pl_tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw .broken(PictureDecoder.words(pl_tjGetErrorStr2(handle))) }
        try PictureDecoder.check(width: Int(width), height: Int(height), maxPixels: maxPixels)
        let (w, h) = scaled(Int(width), Int(height))
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        // Progressive files are limited to 500 scans, a guard against files made to decode forever.
        let flags = TJFLAG_LIMITSCANS
        let status = bytes.withUnsafeBufferPointer { src in
            rgba.withUnsafeMutableBufferPointer { dst in
                pl_tjDecompress2(handle, src.baseAddress, UInt(src.count), dst.baseAddress, Int32(w), 0, Int32(h), Int32(TJPF_RGBA.rawValue), flags)
            }
        }
        // A warning (a file cut short) still leaves a picture, as a phone would draw it.
        if status != 0 && pl_tjGetErrorCode(handle) == TJERR_FATAL.rawValue {
            throw .broken(PictureDecoder.words(pl_tjGetErrorStr2(handle)))
        }
        return Picture(width: w, height: h, rgba: rgba, original: PixelSize(width: Int(width), height: Int(height)))
    }

    /// The size at the smallest scaling factor whose longer side reaches `Picture.maxSide`.
    private static func scaled(_ width: Int, _ height: Int) -> (Int, Int) {
        var count: Int32 = 0
        var best = (width, height)
        guard let factors = pl_tjGetScalingFactors(&count) else { return best }
        for i in 0..<Int(count) {
            let f = factors[i]
            guard f.num > 0, f.denom > 0 else { continue }
            let w = (width * Int(f.num) + Int(f.denom) - 1) / Int(f.denom)
            let h = (height * Int(f.num) + Int(f.denom) - 1) / Int(f.denom)
            if max(w, h) >= Picture.maxSide && w * h < best.0 * best.1 { best = (w, h) }
        }
        return best
    }
}

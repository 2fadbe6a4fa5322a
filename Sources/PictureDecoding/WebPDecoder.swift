import CPictureLibraries
import PushMedia

/// WebP through libwebp, scaled while it decodes. iOS attaches no WebP; it is decoded so that a
/// WebP named `.jpg` is named for what it is, with its size.
enum WebPDecoder {
    static func decode(_ bytes: [UInt8], maxPixels: Int) throws(PictureProblem) -> Picture {
        guard pl_open_webp() != 0 else { throw PictureDecoder.missing(pl_webp_file) }
        var config = WebPDecoderConfig()
        guard pl_WebPInitDecoderConfigInternal(&config, pl_webp_decoder_abi_version()) != 0 else { throw .broken("libwebp could not start") }
        let result: Result<Picture, PictureProblem> = bytes.withUnsafeBufferPointer { src in
            guard pl_WebPGetFeaturesInternal(src.baseAddress, src.count, &config.input, pl_webp_decoder_abi_version()) == VP8_STATUS_OK else {
                return .failure(.broken("libwebp could not read the header"))
            }
            let width = Int(config.input.width), height = Int(config.input.height)
            do throws(PictureProblem) {
                try PictureDecoder.check(width: width, height: height, maxPixels: maxPixels)
            } catch {
                return .failure(error)
            }
            let scale = max(1.0, Double(max(width, height)) / Double(Picture.maxSide))
            let w = max(1, Int(Double(width) / scale)), h = max(1, Int(Double(height) / scale))
            config.options.use_scaling = 1
            config.options.scaled_width = Int32(w)
            config.options.scaled_height = Int32(h)
            config.output.colorspace = MODE_RGBA
            guard pl_WebPDecode(src.baseAddress, src.count, &config) == VP8_STATUS_OK else {
                return .failure(.broken("libwebp could not decode the picture"))
            }
            defer { pl_WebPFreeDecBuffer(&config.output) }
            let out = config.output.u.RGBA
            guard let base = out.rgba, out.stride >= Int32(w * 4) else { return .failure(.broken("libwebp gave no pixels")) }
            var rgba = [UInt8](repeating: 0, count: w * h * 4)
            for y in 0..<h {
                for i in 0..<(w * 4) { rgba[y * w * 4 + i] = base[y * Int(out.stride) + i] }
            }
            return .success(Picture(width: w, height: h, rgba: rgba, original: PixelSize(width: width, height: height)))
        }
        return try result.get()
    }
}

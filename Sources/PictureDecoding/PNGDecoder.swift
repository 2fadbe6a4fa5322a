import CPictureLibraries
import PushMedia

/// PNG through libpng's simplified API, which turns libpng's longjmp errors into return values.
enum PNGDecoder {
    static func decode(_ bytes: [UInt8], maxPixels: Int) throws(PictureProblem) -> Picture {
        guard pl_open_png() != 0 else { throw PictureDecoder.missing(pl_png_file) }
        var image = png_image()
        image.version = pl_png_image_version()
        defer { pl_png_image_free(&image) }
        // libpng reads the memory lazily: begin and finish within one borrow of the bytes.
        let result: Result<Picture, PictureProblem> = bytes.withUnsafeBytes { memory in
            guard pl_png_image_begin_read_from_memory(&image, memory.baseAddress, memory.count) != 0 else {
                return .failure(.broken(message(of: image)))
            }
            let width = Int(image.width), height = Int(image.height)
            do throws(PictureProblem) {
                try PictureDecoder.check(width: width, height: height, maxPixels: maxPixels)
            } catch {
                return .failure(error)
            }
            image.format = pl_png_format_rgba()
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let finished = rgba.withUnsafeMutableBytes { pl_png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
            guard finished != 0 else { return .failure(.broken(message(of: image))) }
            return .success(Picture(width: width, height: height, rgba: rgba, original: PixelSize(width: width, height: height)))
        }
        return try result.get()
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            let text = raw.prefix { $0 != 0 }
            return text.isEmpty ? "libpng gave no reason" : String(decoding: text, as: UTF8.self)
        }
    }
}

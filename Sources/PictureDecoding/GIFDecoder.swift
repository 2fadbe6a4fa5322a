import CPictureLibraries
import PushMedia

/// A GIF's first frame through giflib, laid on its logical screen as the lock screen shows it;
/// the frames after it are never read.
enum GIFDecoder {
    /// The bytes giflib reads from, through its input callback.
    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    static func decode(_ bytes: [UInt8], maxPixels: Int) throws(PictureProblem) -> Picture {
        guard pl_open_gif() != 0 else { throw PictureDecoder.missing(pl_gif_file) }
        let source = Source(bytes)
        var error: Int32 = 0
        let opened = withExtendedLifetime(source) {
            pl_DGifOpen(Unmanaged.passUnretained(source).toOpaque(), { file, buffer, wanted in
                guard let file, let buffer, let user = file.pointee.UserData, wanted > 0 else { return 0 }
                let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
                let count = min(Int(wanted), source.bytes.count - source.offset)
                guard count > 0 else { return 0 }
                source.bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + source.offset, count: count) }
                source.offset += count
                return Int32(count)
            }, &error)
        }
        guard let gif = opened else { throw .broken(words(error)) }
        defer {
            var ignored: Int32 = 0
            pl_DGifCloseFile(gif, &ignored)
        }
        return try withExtendedLifetime(source) { () throws(PictureProblem) -> Picture in try firstFrame(gif, maxPixels: maxPixels) }
    }

    private static func firstFrame(_ gif: UnsafeMutablePointer<GifFileType>, maxPixels: Int) throws(PictureProblem) -> Picture {
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        try PictureDecoder.check(width: width, height: height, maxPixels: maxPixels)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var transparent = -1
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard pl_DGifGetRecordType(gif, &record) != GIF_ERROR else { throw .broken(words(gif.pointee.Error)) }
            switch record {
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard pl_DGifGetExtension(gif, &code, &block) != GIF_ERROR else { throw .broken(words(gif.pointee.Error)) }
                if code == GRAPHICS_EXT_FUNC_CODE, let block {
                    var control = GraphicsControlBlock()
                    if pl_DGifExtensionToGCB(Int(block[0]), block + 1, &control) != GIF_ERROR { transparent = Int(control.TransparentColor) }
                }
                while block != nil {
                    guard pl_DGifGetExtensionNext(gif, &block) != GIF_ERROR else { throw .broken(words(gif.pointee.Error)) }
                }
            case IMAGE_DESC_RECORD_TYPE:
                guard pl_DGifGetImageDesc(gif) != GIF_ERROR else { throw .broken(words(gif.pointee.Error)) }
                let frame = gif.pointee.Image
                try PictureDecoder.check(width: Int(frame.Width), height: Int(frame.Height), maxPixels: maxPixels)
                guard let map = frame.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
                    throw .broken("the frame has no colours")
                }
                let frameWidth = Int(frame.Width), frameHeight = Int(frame.Height)
                let left = Int(frame.Left), top = Int(frame.Top), count = Int(map.pointee.ColorCount)
                var line = [GifPixelType](repeating: 0, count: frameWidth)
                // An interlaced frame comes in four passes of rows.
                let passes: [(start: Int, step: Int)] = frame.Interlace ? [(0, 8), (4, 8), (2, 4), (1, 2)] : [(0, 1)]
                for pass in passes {
                    for row in stride(from: pass.start, to: frameHeight, by: pass.step) {
                        let read = line.withUnsafeMutableBufferPointer { pl_DGifGetLine(gif, $0.baseAddress, Int32(frameWidth)) }
                        guard read != GIF_ERROR else { throw .broken(words(gif.pointee.Error)) }
                        let y = top + row
                        guard y >= 0, y < height else { continue }
                        for (column, index) in line.enumerated() {
                            let x = left + column
                            guard x >= 0, x < width, Int(index) != transparent, Int(index) < count else { continue }
                            let color = colors[Int(index)], o = (y * width + x) * 4
                            rgba[o] = color.Red
                            rgba[o + 1] = color.Green
                            rgba[o + 2] = color.Blue
                            rgba[o + 3] = 255
                        }
                    }
                }
                return Picture(width: width, height: height, rgba: rgba, original: PixelSize(width: width, height: height))
            case TERMINATE_RECORD_TYPE:
                throw .broken("the GIF has no frame")
            default:
                throw .broken("the GIF's blocks are out of order")
            }
        }
    }

    private static func words(_ code: Int32) -> String {
        PictureDecoder.words(pl_GifErrorString(code))
    }
}

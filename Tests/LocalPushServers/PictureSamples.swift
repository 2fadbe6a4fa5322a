import CPNG
import CTurboJPEG
import CWebP

/// Real pictures, encoded at test time by the same system libraries that decode them: bands of
/// colour whose crop and fit can be seen in cells.
public enum PictureSamples {
    /// Three bands of red, green and blue: side by side when wider than tall, stacked otherwise.
    public static func bands(width: Int, height: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        let colors: [(UInt8, UInt8, UInt8)] = [(220, 30, 30), (30, 200, 60), (40, 60, 230)]
        for y in 0..<height {
            for x in 0..<width {
                let band = width >= height ? min(2, x * 3 / width) : min(2, y * 3 / height)
                let o = (y * width + x) * 4
                (rgba[o], rgba[o + 1], rgba[o + 2]) = colors[band]
            }
        }
        return rgba
    }

    /// A JPEG of `width` × `height` bands.
    public static func jpeg(width: Int, height: Int, quality: Int32 = 85) -> [UInt8] {
        let handle = tjInitCompress()
        defer { tjDestroy(handle) }
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let rgba = bands(width: width, height: height)
        let status = rgba.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(width), 0, Int32(height), Int32(TJPF_RGBA.rawValue), &out, &size,
                        Int32(TJSAMP_444.rawValue), quality, 0)
        }
        defer { tjFree(out) }
        guard status == 0, let out else { return [] }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    /// A PNG of `width` × `height` bands.
    public static func png(width: Int, height: Int) -> [UInt8] {
        var image = png_image()
        image.version = pc_png_image_version()
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = pc_png_format_rgba()
        let rgba = bands(width: width, height: height)
        var size = 0
        rgba.withUnsafeBytes { _ = png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, 0, nil) }
        var out = [UInt8](repeating: 0, count: size)
        let ok = out.withUnsafeMutableBytes { memory in
            rgba.withUnsafeBytes { png_image_write_to_memory(&image, memory.baseAddress, &size, 0, $0.baseAddress, 0, nil) }
        }
        png_image_free(&image)
        return ok != 0 ? Array(out.prefix(size)) : []
    }

    /// A lossless WebP of `width` × `height` bands.
    public static func webp(width: Int, height: Int) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        let rgba = bands(width: width, height: height)
        let size = rgba.withUnsafeBufferPointer { WebPEncodeLosslessRGBA($0.baseAddress, Int32(width), Int32(height), Int32(width * 4), &out) }
        defer { WebPFree(out) }
        guard size > 0, let out else { return [] }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }
}

extension PictureSamples {
    /// A PNG whose header (with its CRC, as libpng checks) declares `width` × `height`, then a
    /// few bytes of pixels and its end: the shape of a decompression bomb.
    public static func pngHeader(width: Int, height: Int) -> [UInt8] {
        func be(_ n: Int) -> [UInt8] { (0..<4).reversed().map { UInt8(truncatingIfNeeded: n >> ($0 * 8)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(data.count) + body + be(Int(crc32(body)))
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }

    /// A real JPEG whose frame header is changed to declare `width` × `height`.
    public static func jpegClaiming(width: Int, height: Int) -> [UInt8] {
        var bytes = jpeg(width: 16, height: 16)
        for i in 0..<(bytes.count - 9) where bytes[i] == 0xFF && bytes[i + 1] == 0xC0 {
            bytes[i + 5] = UInt8(height >> 8); bytes[i + 6] = UInt8(height & 0xFF)
            bytes[i + 7] = UInt8(width >> 8); bytes[i + 8] = UInt8(width & 0xFF)
            break
        }
        return bytes
    }

    /// CRC-32 as PNG and zlib define it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

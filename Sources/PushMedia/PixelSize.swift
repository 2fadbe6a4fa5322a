/// An image's size in pixels, read from its header alone: enough to say how iOS crops it,
/// without decoding a byte of the picture.
public struct PixelSize: Sendable, Equatable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }

    /// The size an image of `format` starting with `head` declares; nil when the header is not
    /// there whole or says nothing sensible.
    public static func read(_ head: [UInt8], as format: MediaFormat) -> PixelSize? {
        let size: PixelSize? = switch format {
        case .png: png(head)
        case .gif: gif(head)
        case .jpeg: jpeg(head)
        case .webp: webp(head)
        default: nil
        }
        guard let size, size.width > 0, size.height > 0 else { return nil }
        return size
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
        guard at >= 0, b.count >= at + count else { return nil }
        return b[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
        guard at >= 0, b.count >= at + count else { return nil }
        return b[at..<(at + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    private static func png(_ b: [UInt8]) -> PixelSize? {
        // The signature, then the IHDR chunk: length, "IHDR", width, height.
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8),
              let w = bigEndian(b, 16, 4), let h = bigEndian(b, 20, 4) else { return nil }
        return PixelSize(width: w, height: h)
    }

    private static func gif(_ b: [UInt8]) -> PixelSize? {
        guard let w = littleEndian(b, 6, 2), let h = littleEndian(b, 8, 2) else { return nil }
        return PixelSize(width: w, height: h)
    }

    private static func jpeg(_ b: [UInt8]) -> PixelSize? {
        // Segments after SOI: FF marker, a two-byte length; a start-of-frame holds the size.
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            guard let length = bigEndian(b, i + 2, 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let h = bigEndian(b, i + 5, 2), let w = bigEndian(b, i + 7, 2) else { return nil }
                return PixelSize(width: w, height: h)
            }
            i += 2 + length
        }
        return nil
    }

    private static func webp(_ b: [UInt8]) -> PixelSize? {
        guard b.count >= 30 else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard let w = littleEndian(b, 26, 2), let h = littleEndian(b, 28, 2) else { return nil }
            return PixelSize(width: w & 0x3FFF, height: h & 0x3FFF)
        case "VP8L":
            guard let bits = littleEndian(b, 21, 4) else { return nil }
            return PixelSize(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            guard let w = littleEndian(b, 24, 3), let h = littleEndian(b, 27, 3) else { return nil }
            return PixelSize(width: w + 1, height: h + 1)
        default:
            return nil
        }
    }
}

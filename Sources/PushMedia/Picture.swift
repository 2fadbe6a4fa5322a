/// A picture decoded to be drawn: RGBA, eight bits a channel, straight alpha, rows one after
/// another, scaled down so that neither side passes `maxSide`. Small enough to keep per URL
/// for a session; the file's own size is kept beside it for what the phone would do.
public struct Picture: Sendable, Equatable {
    /// The longest side kept: more than any terminal's cells or a card's pixels need.
    public static let maxSide = 480

    /// Width of the pixels held.
    public let width: Int
    /// Height of the pixels held.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public let rgba: [UInt8]
    /// The size the file declares, before any scaling.
    public let original: PixelSize

    /// Creates a picture; `rgba` must hold `width × height × 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8], original: PixelSize) {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "a picture's bytes are its width × height × 4")
        self.width = width
        self.height = height
        self.rgba = rgba
        self.original = original
    }

    /// This picture scaled down by averaging so that its longer side is at most `side`.
    public func fitting(_ side: Int) -> Picture {
        let scale = Double(max(width, height)) / Double(max(1, side))
        guard scale > 1 else { return self }
        let w = max(1, Int((Double(width) / scale).rounded())), h = max(1, Int((Double(height) / scale).rounded()))
        var out = [UInt8](repeating: 0, count: w * h * 4)
        rgba.withUnsafeBufferPointer { src in
            for y in 0..<h {
                let y0 = y * height / h, y1 = max(y0 + 1, (y + 1) * height / h)
                for x in 0..<w {
                    let x0 = x * width / w, x1 = max(x0 + 1, (x + 1) * width / w)
                    var sum = (0, 0, 0, 0)
                    for sy in y0..<y1 {
                        var i = (sy * width + x0) * 4
                        for _ in x0..<x1 {
                            // Colour weighted by alpha, so transparent pixels lend no colour.
                            let a = Int(src[i + 3])
                            sum.0 += Int(src[i]) * a
                            sum.1 += Int(src[i + 1]) * a
                            sum.2 += Int(src[i + 2]) * a
                            sum.3 += a
                            i += 4
                        }
                    }
                    let o = (y * w + x) * 4, count = (y1 - y0) * (x1 - x0)
                    if sum.3 > 0 {
                        out[o] = UInt8(sum.0 / sum.3)
                        out[o + 1] = UInt8(sum.1 / sum.3)
                        out[o + 2] = UInt8(sum.2 / sum.3)
                    }
                    out[o + 3] = UInt8(sum.3 / count)
                }
            }
        }
        return Picture(width: w, height: h, rgba: out, original: original)
    }
}

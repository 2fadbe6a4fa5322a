/// What a file's first bytes say about time: whether a GIF animates, and how long a sound or a
/// video plays when its container says so there (WAV and AIFF headers; an MPEG-4 file whose
/// `moov` box comes first). Nothing is decoded; every read is bounds-checked.
public struct MediaTiming: Sendable, Equatable {
    /// Seconds of play, when the header says.
    public var seconds: Double?
    /// Whether an image has more than one frame (a GIF that animates).
    public var animates: Bool

    /// Creates timing facts.
    public init(seconds: Double? = nil, animates: Bool = false) {
        self.seconds = seconds
        self.animates = animates
    }

    /// The facts `head` holds for a file of `format`.
    public static func read(_ head: [UInt8], as format: MediaFormat) -> MediaTiming {
        switch format {
        case .gif: MediaTiming(animates: gifFrames(head) > 1)
        case .wav: MediaTiming(seconds: wav(head))
        case .aiff: MediaTiming(seconds: aiff(head))
        case .mp4, .m4a: MediaTiming(seconds: mp4(head))
        default: MediaTiming()
        }
    }

    private static func le(_ b: [UInt8], _ at: Int, _ n: Int) -> Int? {
        guard at >= 0, b.count >= at + n else { return nil }
        return b[at..<(at + n)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    private static func be(_ b: [UInt8], _ at: Int, _ n: Int) -> Int? {
        guard at >= 0, b.count >= at + n else { return nil }
        return b[at..<(at + n)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func tag(_ b: [UInt8], _ at: Int) -> String? {
        guard at >= 0, b.count >= at + 4 else { return nil }
        return String(decoding: b[at..<(at + 4)], as: UTF8.self)
    }

    /// Image descriptors (0x2C) counted by walking the GIF's blocks; stops at the head's end.
    private static func gifFrames(_ b: [UInt8]) -> Int {
        guard b.count >= 13 else { return 0 }
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 0x07) + 1) }  // the global colour table
        var frames = 0
        while i < b.count {
            switch b[i] {
            case 0x2C:
                frames += 1
                if frames > 1 { return frames }
                guard i + 10 <= b.count else { return frames }
                let packed = b[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << (Int(packed & 0x07) + 1) }
                i += 1  // LZW minimum code size
                i = skipSubBlocks(b, from: i)
            case 0x21:
                i = skipSubBlocks(b, from: i + 2)
            default:
                return frames  // the trailer, or bytes that are not blocks
            }
        }
        return frames
    }

    private static func skipSubBlocks(_ b: [UInt8], from start: Int) -> Int {
        var i = start
        while i < b.count {
            let size = Int(b[i])
            i += 1 + size
            if size == 0 { break }
        }
        return i
    }

    /// `fmt ` gives the byte rate, `data` the bytes: seconds = bytes / rate.
    private static func wav(_ b: [UInt8]) -> Double? {
        var i = 12, rate: Int?
        while let id = tag(b, i), let size = le(b, i + 4, 4) {
            if id == "fmt " { rate = le(b, i + 16, 4) }
            if id == "data", let rate, rate > 0 { return Double(size) / Double(rate) }
            i += 8 + size + (size & 1)
        }
        return nil
    }

    /// `COMM` gives the sample frames and the rate as an 80-bit extended float.
    private static func aiff(_ b: [UInt8]) -> Double? {
        var i = 12
        while let id = tag(b, i), let size = be(b, i + 4, 4) {
            if id == "COMM" {
                guard let frames = be(b, i + 10, 4), let exponent = be(b, i + 16, 2), b.count >= i + 26 else { return nil }
                // The 64-bit mantissa fills an unsigned word; its top bit set is the usual case.
                let mantissa = b[(i + 18)..<(i + 26)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                let rate = Double(mantissa) * Double(sign: .plus, exponent: (exponent & 0x7FFF) - 16383 - 63, significand: 1)
                return rate > 0 ? Double(frames) / rate : nil
            }
            i += 8 + size + (size & 1)
        }
        return nil
    }

    /// `moov` › `mvhd`: the time scale and the duration (version 0 or 1), when `moov` is in the head.
    private static func mp4(_ b: [UInt8]) -> Double? {
        var i = 0
        while let size = be(b, i, 4), let id = tag(b, i + 4), size >= 8 {
            if id == "moov" {
                var j = i + 8
                while j < min(b.count, i + size), let inner = be(b, j, 4), let innerID = tag(b, j + 4), inner >= 8 {
                    if innerID == "mvhd" {
                        let version = b.count > j + 8 ? b[j + 8] : 0
                        let (scale, duration) = version == 1 ? (be(b, j + 28, 4), be(b, j + 32, 8)) : (be(b, j + 20, 4), be(b, j + 24, 4))
                        guard let scale, let duration, scale > 0 else { return nil }
                        return Double(duration) / Double(scale)
                    }
                    j += inner
                }
                return nil
            }
            i += size
        }
        return nil
    }
}

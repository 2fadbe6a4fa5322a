/// The first bytes of media files of each kind, with the sizes their headers declare: enough for
/// a sniffer and a header reader, padded to a length, without a real picture in the repository.
public enum MediaSamples {
    /// A PNG of `width`×`height`, `length` bytes long.
    public static func png(width: Int, height: Int, length: Int = 1024) -> [UInt8] {
        pad([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + ascii("IHDR") + be(width, 4) + be(height, 4)
            + [8, 6, 0, 0, 0], length)
    }

    /// A GIF of `width`×`height`.
    public static func gif(width: Int, height: Int, length: Int = 1024) -> [UInt8] {
        pad(ascii("GIF89a") + le(width, 2) + le(height, 2) + [0xF7, 0, 0], length)
    }

    /// A baseline JPEG of `width`×`height`: SOI, a JFIF APP0 segment, then the frame header.
    public static func jpeg(width: Int, height: Int, length: Int = 2048) -> [UInt8] {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + ascii("JFIF") + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08] + be(height, 2) + be(width, 2) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return pad([0xFF, 0xD8] + app0 + sof, length)
    }

    /// An extended WebP (VP8X) of `width`×`height`.
    public static func webp(width: Int, height: Int, length: Int = 1024) -> [UInt8] {
        pad(ascii("RIFF") + le(length - 8, 4) + ascii("WEBPVP8X") + le(10, 4) + [0, 0, 0, 0] + le(width - 1, 3) + le(height - 1, 3), length)
    }

    /// An MPEG-4 file whose major brand is `brand` ("isom" video, "M4A " audio).
    public static func mp4(brand: String = "isom", length: Int = 1024) -> [UInt8] {
        pad([0, 0, 0, 0x18] + ascii("ftyp") + ascii(brand) + [0, 0, 2, 0] + ascii("isomiso2"), length)
    }

    /// A RIFF file of `form` ("WAVE", "AVI ").
    public static func riff(_ form: String, length: Int = 1024) -> [UInt8] {
        pad(ascii("RIFF") + le(length - 8, 4) + ascii(form), length)
    }

    /// An AIFF file.
    public static func aiff(length: Int = 1024) -> [UInt8] { pad(ascii("FORM") + be(length - 8, 4) + ascii("AIFF"), length) }

    /// An MP3 file with an ID3 tag.
    public static func mp3(length: Int = 1024) -> [UInt8] { pad(ascii("ID3") + [4, 0, 0, 0, 0, 0, 0], length) }

    /// A GIF of `frames` 1×1 frames, each after a graphic control extension.
    public static func animatedGIF(frames: Int) -> [UInt8] {
        var bytes = ascii("GIF89a") + le(1, 2) + le(1, 2) + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        for _ in 0..<frames {
            bytes += [0x21, 0xF9, 4, 0, 10, 0, 0, 0]
            bytes += [0x2C] + le(0, 2) + le(0, 2) + le(1, 2) + le(1, 2) + [0, 2, 2, 0x4C, 0x01, 0]
        }
        return bytes + [0x3B]
    }

    /// A mono 8-bit WAV of `seconds` at 8 kHz: the header, and the first bytes of its data.
    public static func wav(seconds: Double, length: Int = 1024) -> [UInt8] {
        let data = Int(8000 * seconds)
        return pad(ascii("RIFF") + le(36 + data, 4) + ascii("WAVEfmt ") + le(16, 4) + le(1, 2) + le(1, 2) + le(8000, 4) + le(8000, 4)
                   + le(1, 2) + le(8, 2) + ascii("data") + le(data, 4), length)
    }

    /// A stereo 16-bit AIFF of `frames` sample frames at 44.1 kHz.
    public static func aiff(frames: Int, length: Int = 1024) -> [UInt8] {
        // 44100 as an 80-bit extended float: exponent 16383 + 15, mantissa 44100 << 48.
        let rate: [UInt8] = be(16383 + 15, 2) + be(44100 << 48, 8)
        return pad(ascii("FORM") + be(length - 8, 4) + ascii("AIFFCOMM") + be(18, 4) + be(2, 2) + be(frames, 4) + be(16, 2) + rate, length)
    }

    /// An MPEG-4 video whose `moov` comes first (a "fast start" file) and says it lasts `seconds`.
    public static func mp4(seconds: Int, length: Int = 1024) -> [UInt8] {
        let mvhd: [UInt8] = be(108, 4) + ascii("mvhd") + [0, 0, 0, 0] + be(0, 4) + be(0, 4) + be(600, 4) + be(600 * seconds, 4)
            + [UInt8](repeating: 0, count: 108 - 28)
        return pad([0, 0, 0, 0x18] + ascii("ftypisom") + [0, 0, 2, 0] + ascii("isomiso2") + be(8 + mvhd.count, 4) + ascii("moov") + mvhd, length)
    }

    /// A login page.
    public static let html = ascii("\n  <!DOCTYPE html><html><head><title>Sign in</title></head><body>Sign in</body></html>")

    private static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }
    private static func be(_ n: Int, _ count: Int) -> [UInt8] { (0..<count).reversed().map { UInt8(truncatingIfNeeded: n >> ($0 * 8)) } }
    private static func le(_ n: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: n >> ($0 * 8)) } }
    private static func pad(_ bytes: [UInt8], _ length: Int) -> [UInt8] { bytes + [UInt8](repeating: 0, count: max(0, length - bytes.count)) }
}

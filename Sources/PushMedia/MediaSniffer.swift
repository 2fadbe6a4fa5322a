/// Tells a file's format from its first bytes, as the file says it is, whatever its name or
/// the server's `Content-Type` claim.
public enum MediaSniffer {
    /// How many leading bytes the sniffer and the pixel-size reader need at most.
    public static let headBytes = 64 << 10

    /// The format of a file starting with `head`; nil when it is none the table knows.
    public static func format(of head: [UInt8]) -> MediaFormat? {
        func at(_ offset: Int, _ text: String) -> Bool {
            let bytes = Array(text.utf8)
            return head.count >= offset + bytes.count && Array(head[offset..<(offset + bytes.count)]) == bytes
        }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if at(0, "GIF87a") || at(0, "GIF89a") { return .gif }
        if at(0, "RIFF") {
            if at(8, "WEBP") { return .webp }
            if at(8, "WAVE") { return .wav }
            if at(8, "AVI ") { return .avi }
        }
        if at(0, "FORM") && (at(8, "AIFF") || at(8, "AIFC")) { return .aiff }
        if at(4, "ftyp") {
            let brand = head.count >= 12 ? String(decoding: head[8..<12], as: UTF8.self) : ""
            if ["heic", "heix", "heim", "heis", "mif1", "msf1"].contains(brand) { return .heic }
            if ["M4A ", "M4B "].contains(brand) { return .m4a }
            return .mp4
        }
        if at(0, "ID3") { return .mp3 }
        if head.count >= 2 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0 { return .mp3 }
        if head.starts(with: [0x00, 0x00, 0x01, 0xBA]) || head.starts(with: [0x00, 0x00, 0x01, 0xB3]) { return .mpeg }
        // A page: markup after any byte-order mark and white space.
        var i = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[i]) { i += 1 }
        if i < head.count, head[i] == UInt8(ascii: "<") { return .html }
        return nil
    }
}

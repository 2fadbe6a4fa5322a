/// The rich-media file types Braze accepts for `asset_file_type`.
public enum AssetFileType: String, Sendable, CaseIterable {
    case aif, gif, jpg, m4a, mp3, mp4, png, wav

    /// The kind of media, as the card shows it.
    public var mediaKind: String {
        switch self {
        case .jpg, .png: "image"
        case .gif: "GIF"
        case .mp4: "video"
        case .aif, .m4a, .mp3, .wav: "audio"
        }
    }

    /// The type that a URL's file extension suggests (`.jpeg` counts as jpg, `.aiff` as aif).
    public static func guess(fromURL url: String) -> AssetFileType? {
        // Read as bytes: every type's name is ASCII, so an extension with any other byte is no
        // type, and lower-casing ASCII is all the comparison needs.
        let bytes = url.utf8
        let end = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        guard let dot = bytes[..<end].lastIndex(of: UInt8(ascii: ".")) else { return nil }
        var ext = ""
        for byte in bytes[bytes.index(after: dot)..<end] {
            guard byte < 0x80, byte != UInt8(ascii: "/") else { return nil }
            ext.unicodeScalars.append(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte))
        }
        switch ext {
        case "jpeg": return .jpg
        case "aiff": return .aif
        default: return AssetFileType(rawValue: ext)
        }
    }
}

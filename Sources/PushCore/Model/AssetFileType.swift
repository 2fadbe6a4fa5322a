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
        let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        let trimmed = path.split(separator: "#", maxSplits: 1).first.map(String.init) ?? path
        guard let dot = trimmed.lastIndex(of: "."), !trimmed[dot...].contains("/") else { return nil }
        let ext = trimmed[trimmed.index(after: dot)...].lowercased()
        switch ext {
        case "jpeg": return .jpg
        case "aiff": return .aif
        default: return AssetFileType(rawValue: ext)
        }
    }
}

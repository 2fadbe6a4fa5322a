import PushCore

/// What a rich-media file really is, told from its own bytes, with what iOS and Braze accept of
/// it: one table, read by the sniffer, the checks and the report.
public enum MediaFormat: String, Sendable, CaseIterable {
    case jpeg, png, gif, webp, heic, aiff, wav, mp3, m4a, mp4, mpeg, avi, html

    /// What iOS's `UNNotificationAttachment` does with a family, and its size limit.
    public enum Family: String, Sendable {
        case image, audio, video
        /// Not media at all: a web page where a file was expected.
        case page

        /// The largest file iOS attaches (10 MB of image, 5 MB of audio, 50 MB of video).
        public var limit: Int? {
            switch self {
            case .image: 10 << 20
            case .audio: 5 << 20
            case .video: 50 << 20
            case .page: nil
            }
        }
    }

    /// The family.
    public var family: Family {
        switch self {
        case .jpeg, .png, .gif, .webp, .heic: .image
        case .aiff, .wav, .mp3, .m4a: .audio
        case .mp4, .mpeg, .avi: .video
        case .html: .page
        }
    }

    /// The `asset_file_type` Braze takes for it; nil when Braze's list has none.
    public var assetFileType: AssetFileType? {
        switch self {
        case .jpeg: .jpg
        case .png: .png
        case .gif: .gif
        case .aiff: .aif
        case .wav: .wav
        case .mp3: .mp3
        case .m4a: .m4a
        case .mp4: .mp4
        case .webp, .heic, .mpeg, .avi, .html: nil
        }
    }

    /// Whether iOS attaches it to a notification (its supported image, audio and video types).
    public var iOSAttaches: Bool {
        switch self {
        case .jpeg, .png, .gif, .aiff, .wav, .mp3, .m4a, .mp4, .mpeg, .avi: true
        case .webp, .heic, .html: false
        }
    }

    /// How it is named to a person.
    public var name: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .gif: "GIF"
        case .webp: "WebP"
        case .heic: "HEIC"
        case .aiff: "AIFF"
        case .wav: "WAV"
        case .mp3: "MP3"
        case .m4a: "MPEG-4 audio"
        case .mp4: "MPEG-4 video"
        case .mpeg: "MPEG video"
        case .avi: "AVI"
        case .html: "an HTML page"
        }
    }

    /// The `Content-Type` values a server may rightly give it.
    public var contentTypes: [String] {
        switch self {
        case .jpeg: ["image/jpeg", "image/jpg", "image/pjpeg"]
        case .png: ["image/png"]
        case .gif: ["image/gif"]
        case .webp: ["image/webp"]
        case .heic: ["image/heic", "image/heif"]
        case .aiff: ["audio/aiff", "audio/x-aiff"]
        case .wav: ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"]
        case .mp3: ["audio/mpeg", "audio/mp3"]
        case .m4a: ["audio/mp4", "audio/x-m4a", "audio/m4a"]
        case .mp4: ["video/mp4", "application/mp4"]
        case .mpeg: ["video/mpeg"]
        case .avi: ["video/x-msvideo", "video/avi"]
        case .html: ["text/html", "application/xhtml+xml"]
        }
    }
}

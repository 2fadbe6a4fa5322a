import Foundation
import PushCore

/// The media check of one push: what the file is, its size and pixels, and diagnostics with
/// stable codes, the same wherever they are shown.
public struct MediaReport: Sendable, Equatable {
    /// An `http://` URL: App Transport Security stops the phone from loading it.
    public static let insecure = "media.insecure"
    /// No file: no answer, an error status, or the time limit.
    public static let unreachable = "media.unreachable"
    /// A redirect, to another host or to plain HTTP.
    public static let redirect = "media.redirect"
    /// Larger than iOS attaches for its kind.
    public static let tooLarge = "media.too-large"
    /// The file is not what `asset_file_type` or the server says.
    public static let typeMismatch = "media.type-mismatch"
    /// A web page or unknown bytes where media was expected.
    public static let notMedia = "media.not-media"
    /// Media iOS does not attach, or Braze's `asset_file_type` cannot name.
    public static let unsupported = "media.unsupported"
    /// The picture's size, how iOS crops it, and Braze's recommendation.
    public static let picture = "media.picture"
    /// A URL with Liquid in it, which only a test user's rendering makes one URL.
    public static let notChecked = "media.not-checked"
    /// A sound's or a video's kind and length, or that a GIF animates.
    public static let playback = "media.playback"
    /// A picture that did not decode, or declares more pixels than the preview decodes.
    public static let undecodable = "media.undecodable"
    /// Every code, for tests and documentation.
    public static let codes = [insecure, unreachable, redirect, tooLarge, typeMismatch, notMedia, unsupported, picture, notChecked, playback,
                               undecodable]

    /// Braze's recommendation for iOS rich push images ("Push message and image formats").
    static let recommendedBytes = 500 << 10
    /// Braze: iOS shows images up to 1038×1038 ("Create iOS rich notifications").
    static let recommendedSide = 1038

    /// The fetch checked.
    public let fetch: MediaFetch
    /// What the file is, from its bytes.
    public let format: MediaFormat?
    /// The picture's size, for an image whose header came.
    public let pixels: PixelSize?
    /// How long it plays, or whether it animates, as its first bytes say.
    public let timing: MediaTiming?
    /// The findings, at `path` in the push's file.
    public let diagnostics: [Diagnostic]

    /// Checks a fetch against iOS's limits and the push's `asset_file_type` (`declared`);
    /// diagnostics point at `path`.
    public init(_ fetch: MediaFetch, declared: String?, at path: String) {
        self.fetch = fetch
        let format = fetch.failure == nil ? MediaSniffer.format(of: fetch.head) : nil
        self.format = format
        pixels = format.flatMap { PixelSize.read(fetch.head, as: $0) }
        timing = format.map { MediaTiming.read(fetch.head, as: $0) }
        var out: [Diagnostic] = []
        func add(_ code: String, _ severity: Severity, _ message: String) {
            out.append(Diagnostic(code: code, severity: severity, path: path, message: message))
        }
        let start = URL(string: fetch.url)
        if start?.scheme?.lowercased() == "http" {
            add(Self.insecure, .error, "asset_url is plain http: App Transport Security stops the phone from loading it. Use https://.")
            diagnostics = out
            return
        }
        for hop in fetch.hops {
            let to = URL(string: hop.to)
            if to?.scheme?.lowercased() == "http" {
                add(Self.insecure, .error, "\(hop.from) redirects (\(hop.status)) to \(hop.to): plain http, which App Transport Security stops the phone from loading.")
            } else if to?.host?.lowercased() != start?.host?.lowercased() {
                add(Self.redirect, .warning, "\(hop.from) redirects (\(hop.status)) to another host, \(hop.to): the phone follows it, but a login or consent page there shows no picture.")
            } else {
                add(Self.redirect, .info, "\(hop.from) redirects (\(hop.status)) to \(hop.to).")
            }
        }
        switch fetch.failure {
        case .unreachable(let why)?:
            add(Self.unreachable, .error, "The media could not be fetched: \(why). The phone would show the text alone.")
        case .status(let status)?:
            let name = HTTPStatusName.of(status)
            add(Self.unreachable, .error, "The media URL answers \(status)\(name.isEmpty ? "" : " " + name), not a file. The phone would show the text alone.")
        case .timedOut(let received)?:
            add(Self.unreachable, .error, "The media did not finish downloading in time (\(Self.bytes(received)) in). The phone gives its service extension about 30 seconds, then shows the text alone.")
        case .tooManyRedirects(let count)?:
            add(Self.unreachable, .error, "The media URL redirects more than \(count) times.")
        case nil where fetch.status == nil:
            break  // stopped at a redirect to plain http, said above
        case nil:
            out += Self.fileFindings(fetch, format: format, pixels: pixels, declared: declared, at: path)
            if let format, let timing, let note = Self.playback(format, timing, bytes: fetch.receivedBytes) {
                add(Self.playback, .info, note)
            }
        }
        diagnostics = out
    }

    private static func fileFindings(_ fetch: MediaFetch, format: MediaFormat?, pixels: PixelSize?, declared: String?,
                                     at path: String) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func add(_ code: String, _ severity: Severity, _ message: String) {
            out.append(Diagnostic(code: code, severity: severity, path: path, message: message))
        }
        guard let format, format.family != .page else {
            let what = format == .html ? "an HTML page (a login or error page?)" : "bytes that are no image, sound or video iOS knows"
            add(notMedia, .error, "The media URL answers with \(what), not media. The phone would show the text alone.")
            return out
        }
        if !format.iOSAttaches {
            add(unsupported, .error, "The file is \(format.name), which iOS does not attach to a notification: use JPEG, PNG or GIF.")
        } else if format.assetFileType == nil {
            add(unsupported, .error, "The file is \(format.name), which iOS attaches but Braze's asset_file_type cannot name: use MPEG-4 video (mp4).")
        }
        if let fileType = format.assetFileType, let declared, declared != fileType.rawValue {
            add(typeMismatch, .error, "The file is \(format.name) but asset_file_type says \(declared): the phone names the file .\(declared) and fails to read it. Set asset_file_type to \(fileType.rawValue).")
        }
        if let type = fetch.contentType, !format.contentTypes.contains(type), type != "application/octet-stream" {
            add(typeMismatch, .warning, "The server calls the file \(type), but it is \(format.name).")
        }
        if let limit = format.family.limit {
            let size = fetch.stoppedAtCap ? nil : fetch.receivedBytes
            if fetch.stoppedAtCap || fetch.receivedBytes > limit {
                let said = fetch.declaredLength.map { " (\(bytes($0)))" } ?? ""
                add(tooLarge, .error, "The file is larger than the \(bytes(limit)) iOS attaches for \(format.family.rawValue)\(said): the phone shows the text alone.")
            } else if format.family == .image, let size, size > recommendedBytes {
                add(picture, .info, "The image is \(bytes(size)); Braze recommends at most \(bytes(recommendedBytes)), as large files time out on slow networks.")
            }
        }
        if let pixels {
            add(picture, .info, Self.crop(pixels))
        }
        if let problem = fetch.pictureProblem {
            add(undecodable, .warning, problem.message)
        }
        return out
    }

    /// How iOS shows a picture of this size: a square thumbnail filled from its middle, and the
    /// expanded view at its own aspect ratio, with Braze's 2:1 recommendation.
    static func crop(_ p: PixelSize) -> String {
        let side = min(p.width, p.height)
        let thumbnail = p.width == p.height ? "the thumbnail shows it whole"
            : "the thumbnail shows its middle \(side)×\(side)"
        let ratio = Double(p.width) / Double(p.height)
        let shape = abs(ratio - 2) < 0.05 ? "2:1, as Braze recommends" : String(format: "%.2f:1; Braze recommends 2:1", ratio)
        let large = max(p.width, p.height) > recommendedSide ? "; iOS scales it down to \(recommendedSide) pixels at most" : ""
        return "\(p) pixels (\(shape)): \(thumbnail), the expanded view shows it whole\(large)."
    }

    /// A line the card shows with the media: that a GIF animates, or a sound's or video's kind,
    /// length (when its header says) and size.
    public var caption: String? {
        guard let format, let timing else { return nil }
        if timing.animates { return "GIF: it animates; the thumbnail shows its first frame" }
        guard format.family == .audio || format.family == .video else { return nil }
        let length = timing.seconds.map { " · " + Self.duration($0) } ?? ""
        return "\(format.name)\(length) · \(Self.bytes(fetch.receivedBytes))"
    }

    /// What the phone does with a moving or sounding file.
    static func playback(_ format: MediaFormat, _ timing: MediaTiming, bytes: Int) -> String? {
        if timing.animates { return "The GIF animates: the lock screen's thumbnail shows its first frame; the expanded view plays it." }
        guard format.family == .audio || format.family == .video, format.iOSAttaches else { return nil }
        let length = timing.seconds.map { Self.duration($0) + ", " } ?? ""
        let where_ = format.family == .audio ? "plays from the expanded view" : "plays in the expanded view; the thumbnail shows a frame"
        return "\(format.name), \(length)\(Self.bytes(bytes)): it \(where_)."
    }

    /// A length as people read it: "12.5 s", "3 min 05 s".
    public static func duration(_ seconds: Double) -> String {
        if seconds < 60 { return String(format: "%.1f s", seconds) }
        let whole = Int(seconds.rounded())
        return String(format: "%d min %02d s", whole / 60, whole % 60)
    }

    /// Bytes as people read them: "812 KB", "10.0 MB".
    public static func bytes(_ n: Int) -> String {
        if n < 1024 { return "\(n) B" }
        if n < 1 << 20 { return "\(n >> 10) KB" }
        return String(format: "%.1f MB", Double(n) / Double(1 << 20))
    }
}

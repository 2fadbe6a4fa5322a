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
    public static let codes = pages.map(\.code)

    /// What a good picture's URL answers, in the pages' examples.
    private static let goodJPEG = "The URL answers 200 with a 1038×519 JPEG of 120 KB, sent as image/jpeg."

    /// The media codes' pages: each example is a push and what its URL answers.
    public static let pages: [RulePage] = [
        RulePage(insecure, .error,
            summary: "The media URL is https://, not plain http://.",
            why: "App Transport Security stops iOS apps, their notification service extension included, from loading plain http:// URLs, and a redirect to one is stopped the same way. The media is not downloaded and the push shows its text alone.",
            failing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "http://cdn.example.com/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: goodJPEG),
            passing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: goodJPEG),
            fix: "Serve the file over HTTPS and put its https:// URL in asset_url; make any redirect lead to https:// too."),
        RulePage(unreachable, .error,
            summary: "The media URL answers with a file in time.",
            why: "The app's notification service extension downloads the media when the push arrives, and iOS gives it about 30 seconds. With no answer, an error status such as 404, too many redirects or a download that does not finish, the phone shows the text alone.",
            failing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/summer/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: "The URL answers 404 Not Found."),
            passing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: goodJPEG),
            fix: "Open the URL in a browser, then upload the file or correct the URL, so that it answers 200 quickly and without a sign-in."),
        RulePage(redirect, .warning,
            summary: "The media URL leads to the file without redirects.",
            why: "The phone follows redirects, but one to another host often ends at a login or consent page rather than the file. A redirect within the same host is only noted.",
            failing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: "The URL answers 302 to https://images.example.net/sale.jpg, which answers 200 with a 1038×519 JPEG of 120 KB, sent as image/jpeg."),
            passing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://images.example.net/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: goodJPEG),
            fix: "Put the final URL, the one that answers with the file, in asset_url."),
        RulePage(tooLarge, .error,
            summary: "The media file is within the size iOS attaches for its kind.",
            why: "iOS attaches at most 10 MB of image, 5 MB of audio and 50 MB of video to a notification. A larger file is not attached, and the phone shows the text alone.",
            failing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale-original.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: "The URL answers 200 with a 4000×3000 JPEG of 14 MB, sent as image/jpeg."),
            passing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: goodJPEG),
            fix: "Resize or compress the file below the limit; for a picture, aim for 500 KB or less."),
        RulePage(typeMismatch, .error,
            summary: "The file is what asset_file_type and the server say it is.",
            why: "The file's first bytes say what it really is. The phone names the downloaded file after asset_file_type, so a PNG sent as jpg fails to load and the push shows its text alone. A server Content-Type that disagrees with the file is a warning.",
            failing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/banners/summer-sale", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: "The URL answers 200 with a 1038×519 PNG of 300 KB, sent as image/png."),
            passing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/banners/summer-sale", "asset_file_type": "png"}"#,
                                 mediaAnswer: "The URL answers 200 with a 1038×519 PNG of 300 KB, sent as image/png."),
            fix: "Set asset_file_type to the file's real type, which the message names, and have the server send the matching Content-Type."),
        RulePage(notMedia, .error,
            summary: "The media URL answers with media, not a web page.",
            why: "A sign-in, consent or error page gives the phone nothing to attach, even when the server answers 200. The push shows its text alone.",
            failing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://assets.example.com/share/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: "The URL answers 200 with an HTML sign-in page, sent as text/html."),
            passing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: goodJPEG),
            fix: "Use a direct link to the file itself, one that answers without a sign-in or share page."),
        RulePage(unsupported, .error,
            summary: "The file is a kind iOS attaches and asset_file_type can name.",
            why: "iOS attaches JPEG, PNG and GIF pictures, AIFF, WAV, MP3 and MPEG-4 sound, and MPEG-4, MPEG and AVI video; it does not attach WebP or HEIC. Braze's asset_file_type names only aif, gif, jpg, m4a, mp3, mp4, png and wav, so MPEG and AVI video cannot be sent either.",
            failing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.webp", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: "The URL answers 200 with a 1038×519 WebP picture of 60 KB, sent as image/webp."),
            passing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: goodJPEG),
            fix: "Convert the file: JPEG, PNG or GIF for a picture, MPEG-4 (mp4) for a video."),
        RulePage(picture, .info,
            summary: "A note on the picture's size and how iOS crops it.",
            why: "The lock screen shows a square thumbnail filled from the picture's middle; the expanded view shows it whole, at most 1038 pixels on a side. Braze recommends a 2:1 picture of at most 500 KB, as large files time out on slow networks.",
            failing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: "The URL answers 200 with a 2000×2000 JPEG of 900 KB, sent as image/jpeg."),
            passing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.mp4", "asset_file_type": "mp4"}"#,
                                 mediaAnswer: "The URL answers 200 with a 6-second MPEG-4 video of 2 MB, sent as video/mp4."),
            fix: "Nothing is wrong: the note comes with every picture. For the best fit, send a 2:1 picture of at most 1038 pixels and 500 KB, its subject in the middle."),
        RulePage(notChecked, .info,
            summary: "A media URL with Liquid is checked only as test users get it.",
            why: "With Liquid in asset_url, each user gets another URL when Braze sends, so there is no one file to fetch. Only a test user's rendering makes it one URL to check.",
            failing: RuleExample(#"{"alert": "Your member offer is here", "asset_url": "https://cdn.example.com/offers/{{custom_attribute.${tier}}}.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: "Each user's URL answers 200 with a 1038×519 JPEG of 120 KB, sent as image/jpeg."),
            passing: RuleExample(#"{"alert": "Your member offer is here", "asset_url": "https://cdn.example.com/offers/gold.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: goodJPEG),
            fix: "Check the media as your test users get it: validate --media with --users, or media FILE --user NAME."),
        RulePage(playback, .info,
            summary: "A note on a GIF that animates, or a sound's or video's length.",
            why: "An animated GIF plays in the expanded view; the lock screen's thumbnail shows its first frame. A sound plays from the expanded view, and a video plays in it.",
            failing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale-animated.gif", "asset_file_type": "gif"}"#,
                                 mediaAnswer: "The URL answers 200 with an animated 600×300 GIF of 12 frames and 400 KB, sent as image/gif."),
            passing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.gif", "asset_file_type": "gif"}"#,
                                 mediaAnswer: "The URL answers 200 with a still 600×300 GIF of one frame and 80 KB, sent as image/gif."),
            fix: "Nothing is wrong. Make sure a GIF's first frame works alone, as the thumbnail shows only that."),
        RulePage(undecodable, .warning,
            summary: "The picture decodes and declares at most 25 megapixels.",
            why: "A picture that does not decode, or declares more than 25 megapixels, is not drawn in the preview, and a phone may fail to show it too. The cap guards against decompression bombs: files that declare far more pixels than their size suggests.",
            failing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale-full.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: "The URL answers 200 with a 9000×6000 JPEG of 8 MB, sent as image/jpeg."),
            passing: RuleExample(#"{"alert": "Summer sale: 30% off today", "asset_url": "https://cdn.example.com/sale.jpg", "asset_file_type": "jpg"}"#,
                                 mediaAnswer: goodJPEG),
            fix: "Export the picture again as a standard JPEG, PNG or GIF, at most 1038 pixels on its longer side."),
    ]

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

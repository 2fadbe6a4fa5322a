import Foundation
import PushCore
import PushMedia

/// Checking rich media from the composer: fetched off the loop, only when asked (or, with
/// `media = "auto"`, once the URL has stopped changing), each URL once, findings under Media URL.
extension AppState {
    /// The URL the phone fetches: the push's, or the chosen test user's rendering of it.
    var mediaURL: String? {
        let url: String? = if case .sent(let rendered)? = personalized { rendered.push.assetURL } else { draft.push.assetURL }
        guard let url, !url.isEmpty else { return nil }
        return url
    }

    /// The check of the current media URL, once its fetch has come.
    var mediaReport: MediaReport? {
        guard let url = mediaURL, let fetch = media.fetches[url] else { return nil }
        let pointer = draft.pointer(of: .assetURL) ?? "/asset_url"
        let declared = if case .sent(let rendered)? = personalized { rendered.push.assetFileType } else { draft.push.assetFileType }
        return MediaReport(fetch, declared: declared, at: pointer)
    }

    /// Why the current URL cannot be fetched now, if it cannot.
    private var mediaRefusal: String? {
        guard let url = mediaURL else { return "The push has no media URL to check." }
        if Liquid.appears(in: url) { return "The media URL holds Liquid: preview as a test user (\(previewAsKeys)) to check the URL they get." }
        guard let scheme = URL(string: url)?.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
            return "The media URL is not a web address."
        }
        return nil
    }

    /// The palette's "check the media": fetch the URL now, unless it is fetched already.
    mutating func checkMedia() -> [Effect] {
        guard media.mode != .off else {
            say("Media checks are off (media = \"off\" in the config).", .warning)
            return []
        }
        if let refusal = mediaRefusal {
            say(refusal, .warning)
            return []
        }
        guard let url = mediaURL else { return [] }
        // Asked again: the file may have changed on the server since.
        return fetchMedia(url, again: true)
    }

    /// With `media = "auto"`: fetch a URL that has not changed for a moment and was not fetched yet.
    mutating func autoCheckMedia() -> [Effect] {
        guard let due = mediaCheckDueAt, clock >= due, let url = mediaURL else { return [] }
        return fetchMedia(url)
    }

    /// When the automatic check falls due, for the clock; nil when none will.
    var mediaCheckDueAt: Double? {
        media.dueAt(mediaURL, fetchable: mediaRefusal == nil, lastEditAt: lastEditAt)
    }

    private mutating func fetchMedia(_ url: String, again: Bool = false) -> [Effect] {
        let host = URL(string: url)?.host ?? url
        say("Fetching the media from \(host) as a phone would…", .info, for: 30)
        return [media.fetch(url, again: again)]
    }

    /// A fetch ended: its findings go under Media URL, and one line says what came.
    mutating func mediaFetched(_ url: String, _ fetch: MediaFetch) {
        media.fetched(url, fetch)
        // A result for a URL no longer in the push is kept for when it comes back, unsaid.
        guard url == mediaURL, let report = mediaReport else { return }
        let errors = report.diagnostics.count(.error)
        let what = report.format.map { $0.name } ?? "no file"
        let pixels = report.pixels.map { ", \($0)" } ?? ""
        if errors == 0 {
            say("Media: \(what)\(pixels), \(MediaReport.bytes(fetch.receivedBytes)): the phone can show it.", .ok)
        } else {
            say("Media: \(what)\(pixels): \(errors == 1 ? "a problem" : "\(errors) problems") under Media URL; the phone would show the text alone.", .error)
        }
    }
}

import PictureDecoding
import PushCore
import PushMedia
import PushTransport

/// Fetches a push's `asset_url` and checks it, for `media` and `validate --media`: each URL is
/// fetched once per run, and the findings stand at `asset_url`'s line and column in the file.
final class MediaChecker {
    /// What checking one push found.
    enum Outcome {
        /// The push has no media.
        case none
        /// `asset_url` holds Liquid: each test user gets another URL.
        case liquid
        /// The fetch and its findings, located in the file.
        case checked(MediaReport, [Diagnostic])
    }

    private let fetcher: MediaFetcher
    private var fetched: [String: MediaFetch] = [:]

    /// Whether the decoded picture is kept with each fetch (to be drawn, by `preview`); checking
    /// alone keeps none, so validating many files never holds a picture per URL.
    private let keepsPictures: Bool

    init(fetcher: MediaFetcher, keepsPictures: Bool = false) {
        self.fetcher = fetcher
        self.keepsPictures = keepsPictures
    }

    /// Checks `document`'s media; `source` is the document as read from the file, for positions.
    func check(_ document: PushDocument, source: PushDocument) async -> Outcome {
        guard let url = document.push.assetURL, !url.isEmpty else { return .none }
        if Liquid.appears(in: url) { return .liquid }
        let report = await report(url, declared: document.push.assetFileType, in: document)
        return .checked(report, located(report.diagnostics, in: source, document: document))
    }

    /// Checks the URL each test user gets from a Liquid `asset_url`: each URL once, its findings
    /// said once for all the users who get it ("As ana, ben: …").
    func checkEach(_ renderings: [(user: String, document: PushDocument)], source: PushDocument) async -> [Diagnostic] {
        var users: [String: [String]] = [:]
        var order: [(url: String, document: PushDocument)] = []
        for (user, document) in renderings {
            guard let url = document.push.assetURL, !url.isEmpty, !Liquid.appears(in: url) else { continue }
            if users[url] == nil { order.append((url, document)) }
            users[url, default: []].append(user)
        }
        var out: [Diagnostic] = []
        for (url, document) in order {
            let report = await report(url, declared: document.push.assetFileType, in: document)
            let names = users[url] ?? []
            let who = names.count <= 3 ? names.joined(separator: ", ") : names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more"
            out += located(report.diagnostics, in: source, document: document).map { d in
                var d = d
                d.message = "As \(who) (\(url)): " + d.message
                return d
            }
        }
        return out
    }

    private func report(_ url: String, declared: String?, in document: PushDocument) async -> MediaReport {
        let fetch: MediaFetch
        if let known = fetched[url] {
            fetch = known
        } else {
            // Decoded at once, so that the file is let go and a broken picture is said.
            var decoded = await fetcher.fetch(url).decodingPicture()
            if !keepsPictures { decoded.picture = nil }
            fetch = decoded
            fetched[url] = fetch
        }
        return MediaReport(fetch, declared: declared, at: document.pointers.documentPointer(for: "/" + PushField.assetURL.rawValue))
    }

    /// The findings at `asset_url`'s line and column in the file.
    private func located(_ diagnostics: [Diagnostic], in source: PushDocument, document: PushDocument) -> [Diagnostic] {
        let location = source.sourceMap.location(of: document.pointers.documentPointer(for: "/" + PushField.assetURL.rawValue))
        return diagnostics.map { d in
            var d = d
            d.line = location?.line
            d.column = location?.column
            return d
        }
    }

    /// The note for a push whose media URL holds Liquid, at `asset_url`.
    static func liquidNote(_ document: PushDocument) -> Diagnostic {
        let pointer = document.pointers.documentPointer(for: "/" + PushField.assetURL.rawValue)
        let location = document.sourceMap.location(of: pointer)
        return Diagnostic(code: MediaReport.notChecked, severity: .info, path: pointer,
                          message: "asset_url holds Liquid, so each test user gets another URL: validate --media with test users (--users) checks each, media FILE --user NAME one.",
                          line: location?.line, column: location?.column)
    }
}

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

    init(fetcher: MediaFetcher) {
        self.fetcher = fetcher
    }

    /// Checks `document`'s media; `source` is the document as read from the file, for positions.
    func check(_ document: PushDocument, source: PushDocument) async -> Outcome {
        guard let url = document.push.assetURL, !url.isEmpty else { return .none }
        if Liquid.appears(in: url) { return .liquid }
        let fetch: MediaFetch
        if let known = fetched[url] {
            fetch = known
        } else {
            fetch = await fetcher.fetch(url)
            fetched[url] = fetch
        }
        let pointer = document.pointers.documentPointer(for: "/" + PushField.assetURL.rawValue)
        let report = MediaReport(fetch, declared: document.push.assetFileType, at: pointer)
        let location = source.sourceMap.location(of: pointer)
        let located = report.diagnostics.map { d -> Diagnostic in
            var d = d
            d.line = location?.line
            d.column = location?.column
            return d
        }
        return .checked(report, located)
    }

    /// The note for a push whose media URL holds Liquid, at `asset_url`.
    static func liquidNote(_ document: PushDocument) -> Diagnostic {
        let pointer = document.pointers.documentPointer(for: "/" + PushField.assetURL.rawValue)
        let location = document.sourceMap.location(of: pointer)
        return Diagnostic(code: MediaReport.notChecked, severity: .info, path: pointer,
                          message: "asset_url holds Liquid, so each test user gets another URL: push-composer media FILE --user NAME checks one.",
                          line: location?.line, column: location?.column)
    }
}

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
        /// Not fetched: `asset_url` is not a URL a phone downloads (the rules' error says why),
        /// or the run's time for media is spent; what to say instead.
        case notFetched([Diagnostic])
    }

    private let fetcher: MediaFetcher
    private var fetched: [String: MediaFetch] = [:]
    /// When the run's time for fetching ends (`validate --media` over many files), and its length.
    private let deadline: (end: ContinuousClock.Instant, seconds: Int)?
    /// URLs fetched at once by `checkEach`.
    static let parallelFetches = 8

    /// Whether the decoded picture is kept with each fetch (to be drawn, by `preview`); checking
    /// alone keeps none, so validating many files never holds a picture per URL.
    private let keepsPictures: Bool

    /// A checker; `runSeconds`, when given, bounds the time every fetch of the run takes together.
    init(fetcher: MediaFetcher, keepsPictures: Bool = false, runSeconds: Int? = nil) {
        self.fetcher = fetcher
        self.keepsPictures = keepsPictures
        deadline = runSeconds.map { (ContinuousClock.now + .seconds($0), $0) }
    }

    /// Checks `document`'s media; `source` is the document as read from the file, for positions.
    func check(_ document: PushDocument, source: PushDocument) async -> Outcome {
        guard let url = document.push.assetURL, !url.isEmpty else { return .none }
        if Liquid.appears(in: url) { return .liquid }
        // One verdict with validate: a URL the rules refuse is not fetched.
        let refused = PushAnalysis(document).diagnostics.filter { $0.code == AssetRule.urlFormat }
        if !refused.isEmpty { return .notFetched(located(refused, in: source, document: document)) }
        guard let report = await report(url, declared: document.push.assetFileType, in: document) else {
            return .notFetched([timeUp(in: source, document: document)])
        }
        return .checked(report, located(report.diagnostics, in: source, document: document))
    }

    /// The note for media left unfetched once the run's time is spent.
    private func timeUp(in source: PushDocument, document: PushDocument, url: String? = nil) -> Diagnostic {
        let seconds = deadline?.seconds ?? 0
        var note = Diagnostic(code: MediaReport.notChecked, severity: .info, path: "/" + PushField.assetURL.rawValue,
                              message: "not fetched\(url.map { " (\($0))" } ?? ""): the run's \(seconds) s for media were spent; "
                                + "check it alone with push-composer media FILE", line: nil, column: nil)
        note = located([note], in: source, document: document)[0]
        return note
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
        await prefetch(order.map(\.url))
        var out: [Diagnostic] = []
        for (url, document) in order {
            guard let report = await report(url, declared: document.push.assetFileType, in: document) else {
                out.append(timeUp(in: source, document: document, url: url))
                continue
            }
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

    /// The report on `url`, fetched now unless it was; nil when the run's time is spent.
    private func report(_ url: String, declared: String?, in document: PushDocument) async -> MediaReport? {
        if fetched[url] == nil {
            guard let fetch = await Self.fetch(url, with: boundedFetcher(), keepsPictures: keepsPictures) else { return nil }
            fetched[url] = fetch
        }
        guard let fetch = fetched[url] else { return nil }
        return MediaReport(fetch, declared: declared, at: document.pointers.documentPointer(for: "/" + PushField.assetURL.rawValue))
    }

    /// Fetches the URLs not fetched yet, `parallelFetches` at a time, within the run's time.
    private func prefetch(_ urls: [String]) async {
        var waiting = urls.filter { fetched[$0] == nil }[...]
        let keeps = keepsPictures
        await withTaskGroup(of: (String, MediaFetch?).self) { group in
            var running = 0
            while running < Self.parallelFetches, let url = waiting.popFirst(), let fetcher = boundedFetcher() {
                group.addTask { (url, await Self.fetch(url, with: fetcher, keepsPictures: keeps)) }
                running += 1
            }
            for await (url, fetch) in group {
                if let fetch { fetched[url] = fetch }
                if let next = waiting.popFirst(), let fetcher = boundedFetcher() {
                    group.addTask { (next, await Self.fetch(next, with: fetcher, keepsPictures: keeps)) }
                }
            }
        }
    }

    /// The fetcher with its time limit cut to what is left of the run's; nil when nothing is.
    private func boundedFetcher() -> MediaFetcher? {
        guard let deadline else { return fetcher }
        let left = ContinuousClock.now.duration(to: deadline.end)
        let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
        guard seconds > 0.1 else { return nil }
        var bounded = fetcher
        bounded.timeLimit = min(fetcher.timeLimit, seconds)
        return bounded
    }

    /// Fetches and decodes at once, so that the file is let go and a broken picture is said.
    private static func fetch(_ url: String, with fetcher: MediaFetcher?, keepsPictures: Bool) async -> MediaFetch? {
        guard let fetcher else { return nil }
        var decoded = await fetcher.fetch(url).decodingPicture()
        if !keepsPictures { decoded.picture = nil }
        return decoded
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

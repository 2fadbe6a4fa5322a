import PushMedia

/// The rich media checks of a session: when they run (the config's `media`), what each URL's
/// fetch found (each URL fetched once, its findings kept), and the URL being fetched.
public struct MediaChecking: Sendable {
    /// Seconds without an edit before `media = "auto"` takes the URL as final.
    static let settleDelay = 1.0

    /// When media is fetched: never unasked, once the URL settles, or never.
    public var mode: MediaChecks = .ask
    /// Media fetched this session, by URL: each URL is fetched once, and its findings stay.
    public private(set) var fetches: [String: MediaFetch] = [:]
    /// The URL being fetched, if one is.
    public private(set) var fetching: String?

    /// When the automatic check of `url` falls due, for a push last edited at `lastEditAt`;
    /// nil when none will (checks not automatic, a URL that cannot be fetched, one fetched).
    func dueAt(_ url: String?, fetchable: Bool, lastEditAt: Double) -> Double? {
        guard mode == .auto, fetchable, let url, fetches[url] == nil, fetching != url else { return nil }
        return lastEditAt + Self.settleDelay
    }

    /// Starts a fetch of `url`; `again` forgets what an earlier one found (the file may have
    /// changed on the server since).
    mutating func fetch(_ url: String, again: Bool = false) -> Effect {
        if again { fetches[url] = nil }
        fetching = url
        return .fetchMedia(url: url)
    }

    /// A fetch of `url` ended with `fetch`.
    mutating func fetched(_ url: String, _ fetch: MediaFetch) {
        if fetching == url { fetching = nil }
        fetches[url] = fetch
    }
}

/// What fetches rich media: the network code implements it, and the composer uses it without
/// knowing how files travel.
public protocol MediaSource: Sendable {
    /// Fetches `url` as a phone would; every way of failing is in the result.
    func fetch(_ url: String) async -> MediaFetch
}

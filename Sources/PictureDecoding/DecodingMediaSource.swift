import PushMedia

/// A media source whose fetches come back with their picture decoded and the file let go, so
/// that what is kept per URL is small. Decoding runs where the fetch ran: off the key loop.
public struct DecodingMediaSource: MediaSource {
    /// The source that fetches.
    public let base: any MediaSource

    /// Decodes what `base` fetches.
    public init(_ base: any MediaSource) {
        self.base = base
    }

    public func fetch(_ url: String) async -> MediaFetch {
        await base.fetch(url).decodingPicture()
    }
}

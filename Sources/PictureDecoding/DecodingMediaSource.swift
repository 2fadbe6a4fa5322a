import CPictureLibraries
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
        let fetch = await base.fetch(url).decodingPicture()
        // A decoded picture is drawn next, on the key loop: libchafa is opened here, off it, so
        // the first picture of a session reads no library from disk while keys wait.
        if fetch.picture != nil { _ = pl_open_chafa() }
        return fetch
    }
}

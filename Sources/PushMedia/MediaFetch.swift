/// What fetching `asset_url` as the phone's service extension would found: the redirects, the
/// answer's headers, and the file's first bytes. Filled in by a fetcher; checked by `MediaReport`.
public struct MediaFetch: Sendable, Equatable {
    /// One redirect followed.
    public struct Hop: Sendable, Equatable {
        /// The URL that redirected.
        public var from: String
        /// Where it sent the fetch.
        public var to: String
        /// The 3xx status.
        public var status: Int

        /// Creates a hop.
        public init(from: String, to: String, status: Int) {
            self.from = from
            self.to = to
            self.status = status
        }
    }

    /// Why the file could not be had, in words for the person who set the URL.
    public enum Failure: Sendable, Equatable {
        /// No answer: a name that does not resolve, a refused connection, a certificate not trusted.
        case unreachable(String)
        /// An answer that is not the file: 404, 403, 500…
        case status(Int)
        /// The time limit passed with `received` bytes in.
        case timedOut(received: Int)
        /// More redirects than a phone follows.
        case tooManyRedirects(Int)
    }

    /// The URL asked for.
    public var url: String
    /// The redirects followed, in order.
    public var hops: [Hop] = []
    /// The final answer's status.
    public var status: Int?
    /// The final answer's `Content-Type`, without parameters.
    public var contentType: String?
    /// The final answer's `Content-Length`.
    public var declaredLength: Int?
    /// The bytes received.
    public var receivedBytes = 0
    /// The file's first bytes, up to `MediaSniffer.headBytes`.
    public var head: [UInt8] = []
    /// Whether the fetch stopped at its cap, one byte over what iOS takes: the file is larger.
    public var stoppedAtCap = false
    /// Why there is no file, if there is none.
    public var failure: Failure?
    /// Whether the server said the file had not changed since it was fetched before (a 304),
    /// so these facts are the ones kept from then.
    public var revalidated = false
    /// The whole file, for an image that came whole and within iOS's limit: to be decoded,
    /// then let go (`decodingPicture()`).
    public var body: [UInt8]?
    /// The image decoded to be drawn.
    public var picture: Picture?
    /// Why the image could not be decoded, when it could not.
    public var pictureProblem: PictureProblem?

    /// Creates the record of a fetch of `url`.
    public init(url: String) {
        self.url = url
    }
}

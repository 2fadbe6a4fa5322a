import PushMedia

extension MediaFetch {
    /// This fetch with its image decoded into `picture` (or why not in `pictureProblem`) and the
    /// file's bytes let go: what a session keeps per URL is the small picture, never the file.
    public func decodingPicture() -> MediaFetch {
        var fetch = self
        fetch.body = nil
        guard let body, failure == nil, !stoppedAtCap, let format = MediaSniffer.format(of: head), format.family == .image else { return fetch }
        do {
            fetch.picture = try PictureDecoder.decode(body, as: format)
        } catch {
            fetch.pictureProblem = error
        }
        return fetch
    }
}

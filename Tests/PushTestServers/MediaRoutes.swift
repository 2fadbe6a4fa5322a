import LocalPushServers

/// What the local media host serves: a picture of each kind iOS attaches, and the ways a real
/// host goes wrong, so `media` and the composer's media check can be tried without a CDN.
enum MediaRoutes {
    /// By path; any other path answers 404.
    static var all: [String: LocalMedia.Route] {
        [
            "/sale.jpg": .file(contentType: "image/jpeg", bytes: PictureSamples.jpeg(width: 1024, height: 512)),
            "/banner.png": .file(contentType: "image/png", bytes: PictureSamples.png(width: 600, height: 300)),
            "/photo.webp": .file(contentType: "image/webp", bytes: PictureSamples.webp(width: 600, height: 300)),
            "/animated.gif": .file(contentType: "image/gif", bytes: MediaSamples.animatedGIF(frames: 3)),
            "/clip.mp4": .file(contentType: "video/mp4", bytes: MediaSamples.mp4(seconds: 10)),
            "/moved.jpg": .redirect(status: 302, location: "/sale.jpg"),
            "/login.jpg": .file(contentType: "text/html", bytes: MediaSamples.html),
            "/slow.jpg": .drip(contentType: "image/jpeg"),
        ]
    }
}

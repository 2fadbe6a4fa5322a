import LocalPushServers

/// What the local media host serves: a picture of each kind iOS attaches, the ways a real host
/// goes wrong, and an API for Connected Content, so `media`, the composer's media check and
/// `--live` can be tried without a CDN or an API.
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
            // A Connected Content API: a test user's weather, and a key the preview must hide.
            "/weather?who=Ana&api_key=s3cret": .text(status: 200, contentType: "application/json", body: #"{"sky": "Sunny", "temp": 21}"#),
        ]
    }
}

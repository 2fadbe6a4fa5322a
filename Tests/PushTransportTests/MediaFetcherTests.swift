import FileTestSupport
import Foundation
import LocalPushServers
import PushCore
import PushMedia
import PushTransport
import Testing

/// The media check against a real HTTPS server on 127.0.0.1 with a certificate made at test time:
/// each file or misbehaviour gets its diagnostic, and nothing is downloaded past the cap.
@Suite(.serialized) struct MediaFetcherTests {
    static let tenMegabytes = 10 << 20

    /// Serves the routes, fetches `path` as the phone would and checks it against `declared`.
    func check(_ path: String, declared: String?, timeLimit: Double = 10) async throws -> MediaReport {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let server = try await LocalMedia.start(tls: tls)
        server.route("/sale.jpg", .file(contentType: "image/jpeg", bytes: MediaSamples.jpeg(width: 1038, height: 519, length: 80_000)))
        server.route("/huge.png", .file(contentType: "image/png", bytes: MediaSamples.png(width: 6000, height: 6000, length: Self.tenMegabytes + 1)))
        server.route("/webp.jpg", .file(contentType: "image/jpeg", bytes: MediaSamples.webp(width: 800, height: 400)))
        server.route("/to-login.jpg", .redirect(status: 302, location: "/login"))
        server.route("/login", .file(contentType: "text/html", bytes: MediaSamples.html))
        server.route("/party.gif", .file(contentType: "image/gif", bytes: MediaSamples.gif(width: 480, height: 480)))
        server.route("/clip.mp4", .file(contentType: "video/mp4", bytes: MediaSamples.mp4(length: 200_000)))
        server.route("/slow.jpg", .drip(contentType: "image/jpeg"))
        server.route("/loop", .redirect(status: 301, location: "/loop"))
        let url = path.hasPrefix("http") ? path : server.url(path)
        let fetch = await MediaFetcher(caFile: tls.certificatePath, timeLimit: timeLimit).fetch(url)
        try await server.stop()
        return MediaReport(fetch, declared: declared, at: "/asset_url")
    }

    func codes(_ report: MediaReport) -> [String] { report.diagnostics.map(\.code) }

    @Test func aGoodJPEGIsFetchedWhole() async throws {
        let report = try await check("/sale.jpg", declared: "jpg")
        #expect(report.fetch.receivedBytes == 80_000 && !report.fetch.stoppedAtCap)
        #expect(report.format == .jpeg && report.pixels == PixelSize(width: 1038, height: 519))
        #expect(!report.diagnostics.hasErrors)
    }

    @Test func aFileOneByteOverTenMegabytesIsTooLargeAndNotDownloadedWhole() async throws {
        let report = try await check("/huge.png", declared: "png")
        #expect(codes(report).contains(MediaReport.tooLarge))
        #expect(report.fetch.receivedBytes < Self.tenMegabytes)
    }

    @Test func aWebPNamedJPGIsUnsupported() async throws {
        let report = try await check("/webp.jpg", declared: "jpg")
        #expect(report.format == .webp)
        #expect(codes(report).contains(MediaReport.unsupported))
    }

    @Test func aRedirectToALoginPageIsReportedAndIsNotMedia() async throws {
        let report = try await check("/to-login.jpg", declared: "jpg")
        #expect(report.fetch.hops.count == 1)
        #expect(codes(report) == [MediaReport.redirect, MediaReport.notMedia])
    }

    @Test func aGIFAndAnMP4AreFine() async throws {
        let gif = try await check("/party.gif", declared: "gif")
        #expect(gif.format == .gif && !gif.diagnostics.hasErrors)
        let video = try await check("/clip.mp4", declared: "mp4")
        #expect(video.format == .mp4 && !video.diagnostics.hasErrors)
    }

    @Test func aBodyThatNeverEndsStopsAtTheTimeLimit() async throws {
        let started = ContinuousClock.now
        let report = try await check("/slow.jpg", declared: "jpg", timeLimit: 1)
        #expect(codes(report) == [MediaReport.unreachable])
        guard case .timedOut? = report.fetch.failure else { Issue.record("not a time-out: \(String(describing: report.fetch.failure))"); return }
        // Stopped by the limit, not by the server: well before the ten-second waits of the client.
        #expect(ContinuousClock.now - started < .seconds(8))
    }

    @Test func aRedirectLoopAndAMissingFileAreUnreachable() async throws {
        let loop = try await check("/loop", declared: "jpg")
        #expect(loop.fetch.failure == .tooManyRedirects(MediaFetcher.maxRedirects))
        let missing = try await check("/nothing.jpg", declared: "jpg")
        #expect(missing.fetch.failure == .status(404))
        #expect(codes(missing) == [MediaReport.unreachable])
    }

    @Test func plainHTTPIsNeverFetched() async throws {
        let report = try await check("http://127.0.0.1:9/sale.jpg", declared: "jpg")
        #expect(report.fetch.status == nil && report.fetch.failure == nil)
        #expect(codes(report) == [MediaReport.insecure])
    }

    @Test func anUntrustedCertificateIsUnreachableInWords() async throws {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let server = try await LocalMedia.start(tls: tls, routes: ["/sale.jpg": .file(contentType: "image/jpeg", bytes: MediaSamples.jpeg(width: 2, height: 1))])
        let fetch = await MediaFetcher(timeLimit: 10).fetch(server.url("/sale.jpg"))
        try await server.stop()
        guard case .unreachable(let words)? = fetch.failure else { Issue.record("trusted an unknown root"); return }
        #expect(words.contains("certificate"))
    }
}

import LocalPushServers
import PushCore
import PushMedia
import Testing

/// Each way rich media fails on a phone is one diagnostic with a stable code.
@Suite struct MediaReportTests {
    static let url = "https://cdn.example.com/sale.jpg"

    func fetched(_ bytes: [UInt8], type: String? = nil, stoppedAtCap: Bool = false) -> MediaFetch {
        var fetch = MediaFetch(url: Self.url)
        fetch.status = 200
        fetch.contentType = type
        fetch.head = Array(bytes.prefix(MediaSniffer.headBytes))
        fetch.receivedBytes = bytes.count
        fetch.stoppedAtCap = stoppedAtCap
        return fetch
    }

    func codes(_ report: MediaReport) -> [String] { report.diagnostics.map(\.code) }

    @Test func aGoodJPEGIsOnlyDescribed() {
        let report = MediaReport(fetched(MediaSamples.jpeg(width: 1038, height: 519), type: "image/jpeg"), declared: "jpg", at: "/asset_url")
        #expect(report.format == .jpeg)
        #expect(report.pixels == PixelSize(width: 1038, height: 519))
        #expect(codes(report) == [MediaReport.picture])
        #expect(report.diagnostics.allSatisfy { $0.severity == .info && $0.path == "/asset_url" })
        #expect(report.diagnostics[0].message.contains("2:1, as Braze recommends"))
        #expect(report.diagnostics[0].message.contains("the thumbnail shows its middle 519×519"))
    }

    @Test func aWebPNamedJPEGIsUnsupported() {
        let report = MediaReport(fetched(MediaSamples.webp(width: 800, height: 800), type: "image/jpeg"), declared: "jpg", at: "/asset_url")
        #expect(codes(report).contains(MediaReport.unsupported))
        #expect(codes(report).contains(MediaReport.typeMismatch))
    }

    @Test func aPNGDeclaredAsJPGIsAMismatchThatNamesTheRightType() throws {
        let report = MediaReport(fetched(MediaSamples.png(width: 10, height: 10), type: "image/png"), declared: "jpg", at: "/asset_url")
        let mismatch = try #require(report.diagnostics.first { $0.code == MediaReport.typeMismatch })
        #expect(mismatch.severity == .error)
        #expect(mismatch.message.contains("Set asset_file_type to png"))
    }

    @Test func aFileStoppedAtTheCapIsTooLarge() {
        let report = MediaReport(fetched(MediaSamples.png(width: 4000, height: 4000), type: "image/png", stoppedAtCap: true),
                                 declared: "png", at: "/asset_url")
        #expect(codes(report).contains(MediaReport.tooLarge))
        #expect(report.diagnostics.first { $0.code == MediaReport.tooLarge }?.message.contains("10.0 MB") == true)
    }

    @Test func aLoginPageIsNotMedia() {
        #expect(codes(MediaReport(fetched(MediaSamples.html, type: "text/html"), declared: "jpg", at: "/asset_url")) == [MediaReport.notMedia])
    }

    @Test func plainHTTPIsRefusedBeforeAnythingElse() {
        var fetch = MediaFetch(url: "http://cdn.example.com/sale.jpg")
        fetch.failure = nil
        #expect(codes(MediaReport(fetch, declared: "jpg", at: "/asset_url")) == [MediaReport.insecure])
    }

    @Test func redirectsAreReportedAndOneToAnotherHostIsAWarning() {
        var fetch = fetched(MediaSamples.jpeg(width: 10, height: 10), type: "image/jpeg")
        fetch.hops = [.init(from: Self.url, to: "https://cdn.example.com/v2/sale.jpg", status: 301),
                      .init(from: "https://cdn.example.com/v2/sale.jpg", to: "https://login.example.net/sale.jpg", status: 302)]
        let redirects = MediaReport(fetch, declared: "jpg", at: "/asset_url").diagnostics.filter { $0.code == MediaReport.redirect }
        #expect(redirects.map(\.severity) == [.info, .warning])
    }

    @Test(arguments: [MediaFetch.Failure.status(404), .timedOut(received: 12), .unreachable("no route"), .tooManyRedirects(5)])
    func noFileIsUnreachable(_ failure: MediaFetch.Failure) {
        var fetch = MediaFetch(url: Self.url)
        fetch.failure = failure
        let report = MediaReport(fetch, declared: "jpg", at: "/asset_url")
        #expect(codes(report) == [MediaReport.unreachable])
        #expect(report.diagnostics[0].severity == .error)
    }

    @Test func aServerThatMisnamesTheTypeIsAWarning() {
        let report = MediaReport(fetched(MediaSamples.gif(width: 10, height: 10), type: "image/png"), declared: "gif", at: "/asset_url")
        #expect(report.diagnostics.first { $0.code == MediaReport.typeMismatch }?.severity == .warning)
    }
}

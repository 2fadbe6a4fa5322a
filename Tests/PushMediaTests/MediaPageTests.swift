import Foundation
import LocalPushServers
import PushCore
import PushMedia
import Testing

/// Every media code's page holds: its failing example, fetched as its answer says, reports the
/// code, and its passing example does not. The answers are in words on the page; here they are
/// the fetches those words describe.
@Suite struct MediaPageTests {
    /// A good picture: 200, a 1038×519 JPEG of 120 KB.
    static func good(_ url: String) -> MediaFetch {
        fetch(url, type: "image/jpeg", MediaSamples.jpeg(width: 1038, height: 519), bytes: 122_880)
    }

    static func fetch(_ url: String, status: Int? = 200, type: String?, _ head: [UInt8], bytes: Int) -> MediaFetch {
        var fetch = MediaFetch(url: url)
        fetch.status = status
        fetch.contentType = type
        fetch.head = Array(head.prefix(MediaSniffer.headBytes))
        fetch.receivedBytes = bytes
        return fetch
    }

    /// The fetches each page's answers describe, failing then passing, by code; nil where the
    /// document alone decides without a fetch (the command line's page test checks it).
    static let answers: [String: (failing: (@Sendable (String) -> MediaFetch)?, passing: @Sendable (String) -> MediaFetch)] = [
        MediaReport.insecure: ({ good($0) }, { good($0) }),
        MediaReport.unreachable: ({ url in
            var f = MediaFetch(url: url)
            f.failure = .status(404)
            return f
        }, { good($0) }),
        MediaReport.redirect: ({ url in
            var f = good("https://images.example.net/sale.jpg")
            f.url = url
            f.hops = [MediaFetch.Hop(from: url, to: "https://images.example.net/sale.jpg", status: 302)]
            return f
        }, { good($0) }),
        MediaReport.tooLarge: ({ url in
            var f = fetch(url, type: "image/jpeg", MediaSamples.jpeg(width: 4000, height: 3000), bytes: 10_485_761)
            f.stoppedAtCap = true
            f.declaredLength = 14_680_064
            return f
        }, { good($0) }),
        MediaReport.typeMismatch: ({ fetch($0, type: "image/png", MediaSamples.png(width: 1038, height: 519), bytes: 307_200) },
                                   { fetch($0, type: "image/png", MediaSamples.png(width: 1038, height: 519), bytes: 307_200) }),
        MediaReport.notMedia: ({ fetch($0, type: "text/html", MediaSamples.html, bytes: MediaSamples.html.count) }, { good($0) }),
        MediaReport.unsupported: ({ fetch($0, type: "image/webp", MediaSamples.webp(width: 1038, height: 519), bytes: 61_440) }, { good($0) }),
        MediaReport.picture: ({ fetch($0, type: "image/jpeg", MediaSamples.jpeg(width: 2000, height: 2000), bytes: 921_600) },
                              { fetch($0, type: "video/mp4", MediaSamples.mp4(seconds: 6), bytes: 2_097_152) }),
        MediaReport.notChecked: (nil, { good($0) }),
        MediaReport.playback: ({ url in
            var head = MediaSamples.animatedGIF(frames: 12)
            head.replaceSubrange(6..<10, with: [88, 2, 44, 1])  // 600×300, little-endian
            return fetch(url, type: "image/gif", head, bytes: 409_600)
        }, { fetch($0, type: "image/gif", MediaSamples.gif(width: 600, height: 300), bytes: 81_920) }),
        MediaReport.undecodable: ({ url in
            var f = fetch(url, type: "image/jpeg", MediaSamples.jpeg(width: 9000, height: 6000), bytes: 8_388_608)
            f.pictureProblem = .tooManyPixels(PixelSize(width: 9000, height: 6000), cap: 25_000_000)
            return f
        }, { good($0) }),
    ]

    /// The report on an example: the fetch of its `asset_url`, against its `asset_file_type`.
    static func codes(_ example: RuleExample, _ fetch: (String) -> MediaFetch) throws -> [String] {
        let push = try #require(try JSONSerialization.jsonObject(with: Data(example.document.utf8)) as? [String: Any])
        let url = try #require(push["asset_url"] as? String)
        return MediaReport(fetch(url), declared: push["asset_file_type"] as? String, at: "/asset_url").diagnostics.map(\.code)
    }

    @Test func everyMediaCodeHasItsAnswers() {
        #expect(Set(Self.answers.keys) == Set(MediaReport.codes))
        #expect(MediaReport.pages.allSatisfy { $0.failing.mediaAnswer != nil && $0.passing.mediaAnswer != nil })
    }

    @Test(arguments: MediaReport.pages)
    func examplesHold(_ page: RulePage) throws {
        let answer = try #require(Self.answers[page.code])
        if let failing = answer.failing {
            #expect(try Self.codes(page.failing, failing).contains(page.code), "\(page.code): the failing example")
        }
        let passing = try Self.codes(page.passing, answer.passing)
        #expect(!passing.contains(page.code), "\(page.code): the passing example reports \(passing)")
    }
}

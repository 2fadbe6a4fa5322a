import LocalPushServers
import PushMedia
import Testing

/// How long a sound or a video plays and whether a GIF animates, from the first bytes alone.
@Suite struct MediaTimingTests {
    @Test func aGIFWithTwoFramesAnimatesAndOneWithOneDoesNot() {
        #expect(MediaTiming.read(MediaSamples.animatedGIF(frames: 2), as: .gif).animates)
        #expect(!MediaTiming.read(MediaSamples.animatedGIF(frames: 1), as: .gif).animates)
        #expect(!MediaTiming.read(MediaSamples.gif(width: 10, height: 10), as: .gif).animates)
    }

    @Test func headersGiveTheLength() {
        #expect(MediaTiming.read(MediaSamples.wav(seconds: 2.5), as: .wav).seconds == 2.5)
        #expect(MediaTiming.read(MediaSamples.aiff(frames: 441_000), as: .aiff).seconds == 10)
        #expect(MediaTiming.read(MediaSamples.mp4(seconds: 95), as: .mp4).seconds == 95)
        // An MPEG-4 file whose moov comes after its media says nothing in its first bytes.
        #expect(MediaTiming.read(MediaSamples.mp4(), as: .mp4).seconds == nil)
    }

    @Test func aReportSaysWhatThePhoneDoesWithIt() {
        var fetch = MediaFetch(url: "https://x.example/clip.mp4")
        fetch.status = 200
        fetch.head = MediaSamples.mp4(seconds: 95, length: 2048)
        fetch.receivedBytes = 2048
        let report = MediaReport(fetch, declared: "mp4", at: "/asset_url")
        let note = report.diagnostics.first { $0.code == MediaReport.playback }
        #expect(note?.message == "MPEG-4 video, 1 min 35 s, 2 KB: it plays in the expanded view; the thumbnail shows a frame.")
    }

    @Test(arguments: 0..<200)
    func truncatedHeadersNeverReadOutOfBounds(_ cut: Int) {
        for (bytes, format) in [(MediaSamples.animatedGIF(frames: 3), MediaFormat.gif), (MediaSamples.wav(seconds: 1), .wav),
                                (MediaSamples.aiff(frames: 10), .aiff), (MediaSamples.mp4(seconds: 3), .mp4)] {
            _ = MediaTiming.read(Array(bytes.prefix(cut)), as: format)
            _ = PixelSize.read(Array(bytes.prefix(cut)), as: format)
        }
    }
}

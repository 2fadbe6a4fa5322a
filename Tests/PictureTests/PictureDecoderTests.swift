import LocalPushServers
import PictureDecoding
import PushMedia
import Testing

/// Pictures decoded by the system's decoders, scaled down to keep, and every hostile file
/// turned into one problem, never a crash or a huge allocation.
@Suite struct PictureDecoderTests {
    /// The colour at the picture's (x, y), as fractions of its size.
    func color(_ p: Picture, _ fx: Double, _ fy: Double) -> (Int, Int, Int) {
        let x = min(p.width - 1, Int(Double(p.width) * fx)), y = min(p.height - 1, Int(Double(p.height) * fy))
        let o = (y * p.width + x) * 4
        return (Int(p.rgba[o]), Int(p.rgba[o + 1]), Int(p.rgba[o + 2]))
    }

    func isGreen(_ c: (Int, Int, Int)) -> Bool { c.1 > 150 && c.0 < 90 && c.2 < 110 }
    func isRed(_ c: (Int, Int, Int)) -> Bool { c.0 > 170 && c.1 < 90 && c.2 < 90 }

    @Test func aJPEGDecodesScaledDownToKeep() throws {
        let picture = try PictureDecoder.decode(PictureSamples.jpeg(width: 1600, height: 800), as: .jpeg)
        #expect(picture.original == PixelSize(width: 1600, height: 800))
        #expect(picture.width == Picture.maxSide && picture.height == Picture.maxSide / 2)
        #expect(isRed(color(picture, 0.1, 0.5)))
        #expect(isGreen(color(picture, 0.5, 0.5)))
    }

    @Test func aPNGAGIFAndAWebPDecode() throws {
        let png = try PictureDecoder.decode(PictureSamples.png(width: 90, height: 120), as: .png)
        #expect(png.width == 90 && png.height == 120)
        #expect(isRed(color(png, 0.5, 0.1)) && isGreen(color(png, 0.5, 0.5)))
        let gif = try PictureDecoder.decode(MediaSamples.animatedGIF(frames: 3), as: .gif)
        #expect(gif.width == 1 && gif.height == 1 && gif.rgba[3] == 255)
        let webp = try PictureDecoder.decode(PictureSamples.webp(width: 64, height: 32), as: .webp)
        #expect(webp.original == PixelSize(width: 64, height: 32))
        #expect(isGreen(color(webp, 0.5, 0.5)))
    }

    @Test func aHeaderDeclaringTooManyPixelsIsRefusedBeforeDecoding() {
        let bombs: [([UInt8], MediaFormat)] = [
            (PictureSamples.pngHeader(width: 100_000, height: 100_000), .png),
            (MediaSamples.gif(width: 65_535, height: 65_535), .gif),
            (PictureSamples.jpegClaiming(width: 65_000, height: 65_000), .jpeg),
        ]
        for (bytes, format) in bombs {
            #expect(throws: PictureProblem.self) { try PictureDecoder.decode(bytes, as: format) }
            do {
                _ = try PictureDecoder.decode(bytes, as: format)
            } catch {
                guard case .tooManyPixels = error else { Issue.record("\(format): \(error)"); continue }
                #expect(error.message.contains("decompression bombs"))
            }
        }
    }

    @Test func brokenFilesAreOneProblem() {
        var garbage = PictureSamples.jpeg(width: 64, height: 64)
        for i in 20..<garbage.count { garbage[i] = UInt8(truncatingIfNeeded: i &* 31) }
        #expect(throws: PictureProblem.self) { try PictureDecoder.decode(garbage, as: .jpeg) }
        #expect(throws: PictureProblem.self) { try PictureDecoder.decode(Array(PictureSamples.png(width: 64, height: 64).prefix(60)), as: .png) }
        #expect(throws: PictureProblem.self) { try PictureDecoder.decode(MediaSamples.html, as: .gif) }
        #expect(throws: PictureProblem.notDecoded(.mp4)) { try PictureDecoder.decode(MediaSamples.mp4(), as: .mp4) }
    }

    /// Every prefix and a run of seeded single-byte changes of each sample: a result or a
    /// problem, never a crash (the decoders' wrappers are also fuzzed: Tests/Fuzz).
    @Test(arguments: [MediaFormat.jpeg, .png, .gif, .webp])
    func cutAndChangedFilesNeverCrash(_ format: MediaFormat) {
        let sample: [UInt8] = switch format {
        case .jpeg: PictureSamples.jpeg(width: 40, height: 30)
        case .png: PictureSamples.png(width: 40, height: 30)
        case .webp: PictureSamples.webp(width: 40, height: 30)
        default: MediaSamples.animatedGIF(frames: 2)
        }
        for cut in stride(from: 0, to: sample.count, by: max(1, sample.count / 150)) {
            _ = try? PictureDecoder.decode(Array(sample.prefix(cut)), as: format)
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            var bytes = sample
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            bytes[Int(seed >> 33) % bytes.count] = UInt8(truncatingIfNeeded: seed >> 20)
            _ = try? PictureDecoder.decode(bytes, as: format)
        }
    }

    @Test func aFetchKeepsThePictureAndLetsTheFileGo() {
        var fetch = MediaFetch(url: "https://x.example/a.jpg")
        fetch.status = 200
        let file = PictureSamples.jpeg(width: 100, height: 50)
        fetch.head = file
        fetch.body = file
        fetch.receivedBytes = file.count
        let decoded = fetch.decodingPicture()
        #expect(decoded.body == nil)
        #expect(decoded.picture?.original == PixelSize(width: 100, height: 50))
        #expect(decoded.pictureProblem == nil)
        var broken = fetch
        broken.body = Array(file.prefix(40)) + [UInt8](repeating: 7, count: 200)
        let report = MediaReport(broken.decodingPicture(), declared: "jpg", at: "/asset_url")
        #expect(report.diagnostics.contains { $0.code == MediaReport.undecodable && $0.severity == .warning })
    }
}

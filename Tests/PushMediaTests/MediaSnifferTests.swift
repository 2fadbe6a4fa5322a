import LocalPushServers
import PushMedia
import Testing

/// A file is what its bytes say, and its pixel size is read from its header alone.
@Suite struct MediaSnifferTests {
    @Test(arguments: [
        (MediaSamples.jpeg(width: 10, height: 10), MediaFormat.jpeg),
        (MediaSamples.png(width: 10, height: 10), .png),
        (MediaSamples.gif(width: 10, height: 10), .gif),
        (MediaSamples.webp(width: 10, height: 10), .webp),
        (MediaSamples.mp4(), .mp4),
        (MediaSamples.mp4(brand: "M4A "), .m4a),
        (MediaSamples.mp4(brand: "heic"), .heic),
        (MediaSamples.riff("WAVE"), .wav),
        (MediaSamples.riff("AVI "), .avi),
        (MediaSamples.aiff(), .aiff),
        (MediaSamples.mp3(), .mp3),
        (MediaSamples.html, .html),
    ])
    func tellsEachFormatFromItsBytes(_ bytes: [UInt8], _ format: MediaFormat) {
        #expect(MediaSniffer.format(of: bytes) == format)
    }

    @Test func unknownAndShortBytesAreNoFormat() {
        #expect(MediaSniffer.format(of: []) == nil)
        #expect(MediaSniffer.format(of: [0x00, 0x01, 0x02, 0x03]) == nil)
        #expect(MediaSniffer.format(of: Array("RIFF".utf8)) == nil)
    }

    @Test(arguments: [MediaFormat.jpeg, .png, .gif, .webp])
    func readsThePixelSizeFromTheHeader(_ format: MediaFormat) {
        let bytes: [UInt8] = switch format {
        case .jpeg: MediaSamples.jpeg(width: 1038, height: 519)
        case .png: MediaSamples.png(width: 1038, height: 519)
        case .gif: MediaSamples.gif(width: 1038, height: 519)
        default: MediaSamples.webp(width: 1038, height: 519)
        }
        #expect(PixelSize.read(bytes, as: format) == PixelSize(width: 1038, height: 519))
        // A header cut short says nothing rather than something wrong.
        #expect(PixelSize.read(Array(bytes.prefix(8)), as: format) == nil)
    }

    @Test func aJPEGWhoseSegmentsRunPastTheBytesHasNoSize() {
        let broken: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF] + [UInt8](repeating: 0xFF, count: 40)
        #expect(PixelSize.read(broken, as: .jpeg) == nil)
        #expect(PixelSize.read([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00], as: .jpeg) == nil)
    }
}

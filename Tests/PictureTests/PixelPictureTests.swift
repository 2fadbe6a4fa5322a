import LocalPushServers
import PictureDecoding
import PictureDrawing
import TerminalKit
import Testing

/// Real pixels: each protocol's sequence, as libchafa writes it.
@Suite struct PixelPictureTests {
    @Test func eachProtocolHasItsSequence() throws {
        let picture = try PictureDecoder.decode(PictureSamples.png(width: 200, height: 100), as: .png)
        let kitty = try #require(PixelPicture.sequence(picture, cells: Size(width: 20, height: 5), format: .kitty))
        #expect(kitty.hasPrefix("\u{1B}_G"))
        let sixel = try #require(PixelPicture.sequence(picture, cells: Size(width: 20, height: 5), format: .sixel))
        #expect(sixel.hasPrefix("\u{1B}P") && sixel.contains("q") && sixel.hasSuffix("\u{1B}\\"))
        let iterm = try #require(PixelPicture.sequence(picture, cells: Size(width: 20, height: 5), format: .iterm2))
        #expect(iterm.hasPrefix("\u{1B}]1337;File="))
    }
}

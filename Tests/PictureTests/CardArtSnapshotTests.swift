import LocalPushServers
import PictureDecoding
import PictureDrawing
import PushCore
import PushMedia
import PushPreview
import SnapshotTesting
import TerminalKit
import Testing

/// The card with its picture in cells: a landscape, a portrait and a square picture, on the
/// lock screen (the thumbnail, filled from the middle) and expanded (whole, aspect kept).
@Suite struct CardArtSnapshotTests {
    func push() -> ApplePush {
        var push = ApplePush()
        push.alert = .content(AlertContent(body: "Fresh styles just landed in your size.", title: "New arrivals"))
        push.assetURL = "https://cdn.example.com/a.jpg"
        push.assetFileType = "jpg"
        return push
    }

    func card(_ picture: Picture, _ state: CardState, palette: CellPalette = .palette256) -> String {
        let options = CardOptions(state: state, phone: .standard, appName: "Shop")
        var card = LockScreenCard(push: push(), options: options, theme: .standard)
        card.art = CardArt(picture: picture, cardWidth: options.width, palette: palette)
        return Snapshot.render(card.render())
    }

    @Test(arguments: [("landscape", 1600, 800), ("portrait", 600, 900), ("square", 500, 500)])
    func aPictureInTheCard(_ name: String, _ width: Int, _ height: Int) throws {
        let picture = try PictureDecoder.decode(PictureSamples.jpeg(width: width, height: height), as: .jpeg)
        expectSnapshotText(card(picture, .lock) + "\n" + card(picture, .expanded), named: "card-picture-\(name)")
    }

    @Test func theThumbnailIsCutFromTheMiddleAndTheExpandedViewKeepsTheWhole() throws {
        // Bands red | green | blue: the square thumbnail of a 2:1 picture shows only the middle band.
        let picture = try PictureDecoder.decode(PictureSamples.png(width: 1200, height: 300), as: .png)
        let thumbnail = CellPicture.render(picture, width: 7, height: 3, fit: .fill, palette: .truecolor)
        let colors = Set(thumbnail.cells.flatMap { [$0.style.foreground, $0.style.background] })
        #expect(colors.allSatisfy { if case .rgb(let r, let g, _) = $0 { g > r } else { $0 == .default } })
        let expanded = CellPicture.render(picture, width: 40, height: 10, fit: .fit, palette: .truecolor)
        // 4:1 across 40 cells is 10 half-cell rows: 5 rows, centred in 10.
        #expect(expanded.text(row: 0).allSatisfy { $0 == " " })
        #expect(expanded.text(row: 4).contains { $0 != " " })
        let reds = expanded.cells.filter { if case .rgb(let r, _, _) = $0.style.background { r > 150 } else { false } }
        #expect(!reds.isEmpty)
    }

    @Test func paletteModesUseTheirColours() throws {
        let picture = try PictureDecoder.decode(PictureSamples.png(width: 60, height: 30), as: .png)
        let ansi = CellPicture.render(picture, width: 10, height: 4, fit: .fit, palette: .ansi16)
        #expect(ansi.cells.allSatisfy { [$0.style.foreground, $0.style.background].allSatisfy { if case .rgb = $0 { false } else if case .indexed = $0 { false } else { true } } })
        let indexed = CellPicture.render(picture, width: 10, height: 4, fit: .fit, palette: .palette256)
        #expect(indexed.cells.contains { if case .indexed(let i) = $0.style.background { i >= 16 } else { false } })
    }
}

import CChafa
import CPictureLibraries
import Testing

@Suite struct PictureLibrariesTests {
    @Test func everyLibraryOpensWithEveryFunction() {
        #expect(pl_open_png() == 1)
        #expect(pl_open_jpeg() == 1)
        #expect(pl_open_gif() == 1)
        #expect(pl_open_webp() == 1)
        #expect(pl_open_chafa() == 1)
        // Opening again is the same answer, not a second load.
        #expect(pl_open_chafa() == 1)
    }

    @Test func libchafasValuesAreThoseOfItsHeader() {
        #expect(PL_CHAFA_CANVAS_MODE_TRUECOLOR == Int32(CHAFA_CANVAS_MODE_TRUECOLOR.rawValue))
        #expect(PL_CHAFA_CANVAS_MODE_INDEXED_240 == Int32(CHAFA_CANVAS_MODE_INDEXED_240.rawValue))
        #expect(PL_CHAFA_CANVAS_MODE_INDEXED_16 == Int32(CHAFA_CANVAS_MODE_INDEXED_16.rawValue))
        #expect(PL_CHAFA_PIXEL_MODE_SIXELS == Int32(CHAFA_PIXEL_MODE_SIXELS.rawValue))
        #expect(PL_CHAFA_PIXEL_MODE_KITTY == Int32(CHAFA_PIXEL_MODE_KITTY.rawValue))
        #expect(PL_CHAFA_PIXEL_MODE_ITERM2 == Int32(CHAFA_PIXEL_MODE_ITERM2.rawValue))
        #expect(PL_CHAFA_PIXEL_RGBA8_UNASSOCIATED == Int32(CHAFA_PIXEL_RGBA8_UNASSOCIATED.rawValue))
        #expect(PL_CHAFA_SYMBOL_TAG_SPACE == Int32(CHAFA_SYMBOL_TAG_SPACE.rawValue))
        #expect(PL_CHAFA_SYMBOL_TAG_SOLID == Int32(CHAFA_SYMBOL_TAG_SOLID.rawValue))
        #expect(PL_CHAFA_SYMBOL_TAG_HALF == Int32(CHAFA_SYMBOL_TAG_HALF.rawValue))
        #expect(MemoryLayout<PLGString>.size == MemoryLayout<GString>.size)
        #expect(MemoryLayout<PLGString>.offset(of: \.str) == MemoryLayout<GString>.offset(of: \.str))
    }
}

import Testing
@testable import TerminalKit

@Suite struct GlyphTests {
    /// Clusters of every length kept inline, and past it: the text comes back as given.
    static let clusters = ["a", " ", "~", "é", "e\u{301}", "中", "🎉", "🇯🇵", "👍🏽", "1\u{FE0F}\u{20E3}",
                           "👩‍💻", "👨‍👩‍👧‍👦", "a" + String(repeating: "\u{301}", count: 12), ""]

    @Test(arguments: clusters)
    func keepsTheTextItWasGiven(_ text: String) {
        #expect(Glyph(text).string == text)
        #expect(Glyph(text) == Glyph(text))
        #expect(Glyph(text).hashValue == Glyph(text).hashValue)
        #expect(Glyph(text).isEmpty == text.isEmpty)
    }

    @Test func theSameTextIsTheSameGlyphHoweverMade() {
        #expect(Glyph(ascii: 0x41) == Glyph("A"))
        #expect(Glyph(Unicode.Scalar(0x4E2D)!) == Glyph("中"))
        #expect(Glyph(ascii: 0x20) == .space)
        #expect(Glyph("") == .empty)
        #expect(Glyph("ab") != Glyph("a"))
        #expect(Glyph("é") != Glyph("e\u{301}"))  // bytes, not canonical equivalence: what the terminal is sent
    }

    @Test func aSingleScalarIsToldApartFromACluster() {
        #expect(Glyph("a").singleScalar == "a")
        #expect(Glyph("中").singleScalar == "中")
        #expect(Glyph("🎉").singleScalar == "🎉")
        #expect(Glyph("e\u{301}").singleScalar == nil)
        #expect(Glyph("🇯🇵").singleScalar == nil)
        #expect(Glyph("").singleScalar == nil)
        #expect(Glyph("👨‍👩‍👧‍👦").singleScalar == nil)
        #expect(Glyph("👨‍👩‍👧‍👦").firstCharacter == "👨‍👩‍👧‍👦")
        #expect(Glyph("x").firstCharacter == "x")
    }

    @Test func aClusterMadeToFillMemoryKeepsItsFirstBytes() {
        // One letter under ten thousand marks is one grapheme cluster: it is not kept whole.
        let heavy = "a" + String(repeating: "\u{301}", count: 10_000)
        let kept = Glyph(heavy).string
        #expect(kept.utf8.count <= Glyph.longBytes)
        #expect(heavy.unicodeScalars.starts(with: kept.unicodeScalars) && kept.unicodeScalars.count > 2)
        #expect(Glyph(heavy) == Glyph(heavy))
    }

    @Test func aCellIsPlainBytes() {
        // Frames are copied and freed without reference counting only while this holds.
        #expect(_isPOD(Cell.self))
        #expect(MemoryLayout<Cell>.stride <= 32)
    }

    @Test func cellsKeepTheirGraphemeAndWidth() {
        var cell = Cell("中", style: .plain)
        #expect(cell.width == 2)
        cell.grapheme = "👨‍👩‍👧‍👦"
        #expect(cell.grapheme == "👨‍👩‍👧‍👦")
        cell.width = 300
        #expect(cell.width == 255)
        #expect(Cell.continuation(.plain).isContinuation)
        #expect(Cell.blank().glyph == .space)
    }
}

import PropertyBased
import TerminalKit
import Testing

/// `Buffer.write` stores runs of cells directly; it must leave exactly what writing one grapheme
/// at a time with `set` leaves, and never break the buffer's invariants.
@Suite struct BufferWriteProperties {
    /// Where to write: a column, a row and a clip rectangle, some of them partly outside.
    static let placements = Generator<[Int], Shrink.None<[Int]>>(run: { rng in
        (0..<6).map { _ in Int.random(in: -3...14, using: &rng) }
    })

    @Test func writeLeavesWhatSettingEachGraphemeLeaves() async {
        await propertyCheck(count: 500, input: TextSamples.texts(pieces: 0...5), Self.placements) { text, place in
            // A row already holding wide graphemes, so that every edge case of overwriting shows.
            var fast = Buffer(width: 12, height: 2)
            fast.write("日本語のテキスト", x: 0, y: 0)
            fast.write("a🎉b中", x: 3, y: 1)
            var slow = fast
            let clip = Rect(x: place[2], y: place[3], width: max(0, place[4]), height: max(0, place[5] % 3))
            let used = fast.write(text, x: place[0], y: place[1] % 2, style: Style().bold, clip: clip)
            let expected = Self.referenceWrite(text, into: &slow, x: place[0], y: place[1] % 2, style: Style().bold, clip: clip)
            #expect(fast == slow, "\(text.debugDescription) at \(place)")
            #expect(used == expected)
            for y in 0..<fast.size.height {
                var x = 0
                while x < fast.size.width {
                    let cell = fast[x, y]
                    #expect(!cell.isContinuation, "orphan tail at \(x),\(y)")
                    for tail in 1..<max(1, cell.width) { #expect(fast[x + tail, y].isContinuation) }
                    x += max(1, cell.width)
                }
            }
        }
    }

    /// Writing one grapheme at a time, as the buffer did before it stored runs.
    static func referenceWrite(_ text: String, into buffer: inout Buffer, x: Int, y: Int, style: Style, clip: Rect) -> Int {
        let bounds = clip.intersection(buffer.area)
        var column = x
        for character in Sanitizer.sanitize(text) {
            let grapheme = String(character)
            let w = DisplayWidth.of(character)
            if column + w > bounds.maxX {
                if column < bounds.maxX && column >= bounds.x { buffer.set(" ", width: 1, x: column, y: y, style: style, clip: bounds) }
                break
            }
            if column >= bounds.x { buffer.set(grapheme, width: w, x: column, y: y, style: style, clip: bounds) }
            column += w
        }
        return column - x
    }
}

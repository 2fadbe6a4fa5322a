import TerminalKit

/// One row inside the card: pieces of text, each with a column offset and a style.
struct CardRow {
    struct Piece {
        var text: String
        var x: Int
        var style: Style
    }

    /// One row of a picture drawn in cells, pasted after the text.
    struct Strip {
        var buffer: Buffer
        var row: Int
        var x: Int
        /// Whether this is the expanded view's picture, whose place a caller may draw in pixels.
        var isMedia = false
    }

    var pieces: [Piece] = []
    var strips: [Strip] = []

    init(_ pieces: [Piece] = []) { self.pieces = pieces }

    init(_ text: String, style: Style, x: Int = 0) {
        pieces = [Piece(text: text, x: x, style: style)]
    }

    mutating func add(_ text: String, x: Int, style: Style) {
        pieces.append(Piece(text: text, x: x, style: style))
    }

    /// Row `row` of `buffer` at column `x`.
    mutating func add(_ buffer: Buffer, row: Int, x: Int, isMedia: Bool = false) {
        strips.append(Strip(buffer: buffer, row: row, x: x, isMedia: isMedia))
    }
}

import TerminalKit

/// One row inside the card: pieces of text, each with a column offset and a style.
struct CardRow {
    struct Piece {
        var text: String
        var x: Int
        var style: Style
    }

    var pieces: [Piece] = []

    init(_ pieces: [Piece] = []) { self.pieces = pieces }

    init(_ text: String, style: Style, x: Int = 0) {
        pieces = [Piece(text: text, x: x, style: style)]
    }

    mutating func add(_ text: String, x: Int, style: Style) {
        pieces.append(Piece(text: text, x: x, style: style))
    }
}

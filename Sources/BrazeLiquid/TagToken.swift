/// A tag as the scanner cuts it.
struct TagToken: Sendable {
    /// The tag's name: a run of word characters, or `#` for an inline comment.
    var name: String
    /// Where the name starts.
    var nameOffset: Int
    /// The text after the name, up to the closing delimiter (excluding whitespace-control dashes).
    var markup: Range<Int>
    /// Where `{%` starts (or the line starts, inside `{% liquid %}`).
    var start: Int
}

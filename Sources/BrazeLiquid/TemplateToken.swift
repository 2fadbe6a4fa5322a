/// One piece of a template, as the scanner cuts it. Offsets are UTF-8 byte offsets in the original source.
enum TemplateToken: Sendable {
    /// Plain text, already trimmed by whitespace control.
    case text(String, start: Int)
    /// `{{ markup }}`; `start` is the offset of `{{`.
    case output(markup: Range<Int>, start: Int)
    /// `{% name markup %}`; `start` is the offset of `{%`, `markup` excludes the name.
    case tag(TagToken)
    /// A bare `${name}` in text: Braze's shorthand for the standard attribute `name`.
    case attribute(name: String, start: Int)
    /// The end of the source (or of a `{% liquid %}` body).
    case end(at: Int)
}

/// The three outcomes of a preview, plus failure.
public enum LiquidResult: Sendable, Equatable {
    /// The rendered text.
    case rendered(String)
    /// `{% abort_message %}` (with its reason, if any): the user gets nothing.
    case aborted(reason: String?)
    /// A tag needs live data the context does not provide: which tag, and what it needs (e.g. the URL).
    case needsData(tag: String, what: String)
    /// A render error (divided_by: 0, comparing a string with a number, a safety cap reached, …).
    case failed(LiquidError)
}

/// A parse or render error, located in the original template source.
///
/// Codes are stable; callers switch on them:
/// - `liquid.syntax`: malformed markup (unclosed tag, bad expression, stray `endif`).
/// - `liquid.unknown-tag`: a tag name Liquid and Braze do not know (with a "did you mean" when close).
/// - `liquid.unknown-filter`: a filter name Liquid and Braze do not know (with a "did you mean" when close).
/// - `liquid.unsupported`: a tag or filter Braze marks unsupported, or one this engine deliberately leaves out.
/// - `liquid.arguments`: a filter called with too few or too many arguments.
/// - `liquid.render`: a render-time error (divided_by: 0, comparing a string with a number, bad JSON, …).
/// - `liquid.limit`: a safety cap was reached (loop iterations, output size, nesting); see `RenderLimits`.
/// - `liquid.too-costly`: the render did more work than its `RenderBudget` allows.
/// - `liquid.lax`: only in `LiquidTemplate.warnings`: markup Braze's lax parser accepts but probably not as meant.
public struct LiquidError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stable code, e.g. `liquid.unknown-filter`.
    public var code: String
    /// One plain line, e.g. "unknown filter 'upcasee'; did you mean 'upcase'?".
    public var message: String
    /// 1-based line in the original source.
    public var line: Int
    /// 1-based column (in characters) in the original source.
    public var column: Int

    /// Creates an error; `line` and `column` are 1-based.
    public init(code: String, message: String, line: Int, column: Int) {
        self.code = code
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message [code]`.
    public var description: String { "\(line):\(column): \(message) [\(code)]" }
}

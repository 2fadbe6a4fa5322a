/// An error located by a UTF-8 byte offset, turned into line:column only when it leaves the module.
struct SourceError: Error, Sendable {
    var code: String
    var message: String
    /// UTF-8 byte offset in the original source.
    var offset: Int

    init(_ code: String, _ message: String, at offset: Int) {
        self.code = code
        self.message = message
        self.offset = offset
    }

    static func syntax(_ message: String, at offset: Int) -> SourceError {
        SourceError(LiquidErrorCode.syntax, message, at: offset)
    }

    static func render(_ message: String, at offset: Int) -> SourceError {
        SourceError(LiquidErrorCode.render, message, at: offset)
    }

    static func limit(_ message: String, at offset: Int) -> SourceError {
        SourceError(LiquidErrorCode.limit, message, at: offset)
    }

    static func tooCostly(_ budget: RenderBudget, at offset: Int) -> SourceError {
        SourceError(LiquidErrorCode.tooCostly,
                    "the template does more work than a preview may (\(budget.limitInWords) steps of scanning or copying text); simplify it", at: offset)
    }
}

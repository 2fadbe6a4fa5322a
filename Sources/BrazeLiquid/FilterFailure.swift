/// Why a filter could not produce a value; the renderer adds where it happened.
struct FilterFailure: Error {
    var code: String
    var message: String

    init(_ message: String, code: String = LiquidErrorCode.render) {
        self.message = message
        self.code = code
    }

    static func limit(_ message: String) -> FilterFailure {
        FilterFailure(message, code: LiquidErrorCode.limit)
    }
}

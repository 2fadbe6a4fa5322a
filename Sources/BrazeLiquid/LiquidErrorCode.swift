/// The stable error codes, in one place so that messages and tests agree.
enum LiquidErrorCode {
    static let syntax = "liquid.syntax"
    static let unknownTag = "liquid.unknown-tag"
    static let unknownFilter = "liquid.unknown-filter"
    static let unsupported = "liquid.unsupported"
    static let arguments = "liquid.arguments"
    static let render = "liquid.render"
    static let limit = "liquid.limit"
    static let lax = "liquid.lax"
}

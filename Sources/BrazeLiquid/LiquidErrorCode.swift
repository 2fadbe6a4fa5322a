/// The stable error codes, in one place so that messages, rules and tests agree.
public enum LiquidErrorCode {
    /// Malformed markup.
    public static let syntax = "liquid.syntax"
    /// A tag Liquid and Braze do not know.
    public static let unknownTag = "liquid.unknown-tag"
    /// A filter Liquid and Braze do not know.
    public static let unknownFilter = "liquid.unknown-filter"
    /// A tag or filter Braze marks unsupported.
    public static let unsupported = "liquid.unsupported"
    /// A filter called with the wrong number of arguments.
    public static let arguments = "liquid.arguments"
    /// An error while rendering.
    public static let render = "liquid.render"
    /// A safety cap (loop turns, output size, nesting).
    public static let limit = "liquid.limit"
    /// A render that did more work than its budget allows.
    public static let tooCostly = "liquid.too-costly"
    /// Markup the lax parser accepts but probably not as meant.
    public static let lax = "liquid.lax"
}

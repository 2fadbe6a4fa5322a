import BrazeLiquid

/// Finds Liquid templating (`{{ … }}`, `{% … %}`, Braze's `${…}`), which Braze expands per user
/// at send time; the engine's one definition.
public enum Liquid {
    /// Whether a string holds Liquid.
    public static func appears(in text: String) -> Bool {
        LiquidTemplate.containsLiquid(text)
    }

    /// Whether any string in a JSON value holds Liquid.
    public static func appears(in value: JSONValue) -> Bool {
        value.containsString(where: appears(in:))
    }
}

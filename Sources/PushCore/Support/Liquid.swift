/// Finds Liquid templating (`{{ … }}`, `{% … %}`), which Braze expands per user at send time.
public enum Liquid {
    /// Whether a string holds Liquid.
    public static func appears(in text: String) -> Bool {
        text.contains("{{") || text.contains("{%")
    }

    /// Whether any string in a JSON value holds Liquid.
    public static func appears(in value: JSONValue) -> Bool {
        value.containsString(where: appears(in:))
    }
}

/// Finds Liquid templating (`{{ … }}`, `{% … %}`), which Braze expands per user at send time.
public enum Liquid {
    /// Whether a string holds Liquid.
    public static func appears(in text: String) -> Bool {
        // A byte scan: Foundation's substring search costs more than the whole validation.
        var previousWasBrace = false
        for byte in text.utf8 {
            if previousWasBrace && (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%")) { return true }
            previousWasBrace = byte == UInt8(ascii: "{")
        }
        return false
    }

    /// Whether any string in a JSON value holds Liquid.
    public static func appears(in value: JSONValue) -> Bool {
        value.containsString(where: appears(in:))
    }
}

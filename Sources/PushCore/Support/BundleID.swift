/// Checks an app's bundle id (`com.example.app`), which becomes the `apns-topic` header and the
/// simulator file's target: a newline in it would forge a header line.
public enum BundleID {
    /// Why `text` is not a bundle id, or nil when it is one.
    public static func problem(_ text: String) -> String? {
        if text.isEmpty { return "the bundle id is empty" }
        if text.utf8.count > 155 { return "a bundle id is at most 155 characters" }
        // Apple allows letters, digits, hyphens and periods; `.voip` and `.complication` suffixes fit too.
        guard let bad = text.unicodeScalars.first(where: { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".")) }) else {
            return nil
        }
        let shown = bad.value < 0x20 || bad.value == 0x7F ? "a control character" : "\"\(bad)\""
        return "a bundle id holds only letters, digits, hyphens and periods, not \(shown) (e.g. com.example.app)"
    }

    /// The text when it is a bundle id, else nil: a simulator file's target bundle is text from
    /// outside and is used only when it is one.
    public static func checked(_ text: String?) -> String? {
        text.flatMap { problem($0) == nil ? $0 : nil }
    }
}

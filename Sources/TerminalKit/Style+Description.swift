/// Short readable names for styles, used by the snapshot format.
extension Style: CustomStringConvertible {
    /// E.g. "bold reverse fg=red bg=236"; "plain" for the default style.
    public var description: String {
        var parts: [String] = []
        if attributes.contains(.bold) { parts.append("bold") }
        if attributes.contains(.dim) { parts.append("dim") }
        if attributes.contains(.reverse) { parts.append("reverse") }
        if attributes.contains(.underline) { parts.append("underline") }
        if foreground != .default { parts.append("fg=" + foreground.name) }
        if background != .default { parts.append("bg=" + background.name) }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}

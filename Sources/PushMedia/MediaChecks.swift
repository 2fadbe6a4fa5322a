/// When the composer fetches rich media (`media` in the config): never unasked.
public enum MediaChecks: String, Sendable, CaseIterable {
    /// When `asset_url` stops changing.
    case auto
    /// Only when asked (the palette's "check the media", `Alt-M`): the default.
    case ask
    /// Never.
    case off
}

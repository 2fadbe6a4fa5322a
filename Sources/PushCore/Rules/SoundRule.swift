/// A custom sound is a file in the app bundle: aiff, wav or caf, under 30 seconds.
public struct SoundRule: Rule {
    /// An empty sound name.
    public static let empty = "sound.empty"
    /// A custom sound that is not aiff, wav or caf.
    public static let format = "sound.format"

    /// Creates the rule.
    public init() {}
    public var codes: [String] { [Self.empty, Self.format] }

    static let formats = ["aiff", "aif", "wav", "caf"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let sound = context.push.sound else { return [] }
        if sound.isEmpty {
            return [context.diagnostic(Self.empty, .warning, at: "/sound",
                "The sound is empty: use \"default\" for the system sound, or remove it for none.")]
        }
        guard sound != "default", let dot = sound.lastIndex(of: ".") else { return [] }
        let ext = sound[sound.index(after: dot)...].lowercased()
        guard !Self.formats.contains(ext) else { return [] }
        return [context.diagnostic(Self.format, .warning, at: "/sound",
            "iOS plays custom sounds from aiff, wav or caf files in the app bundle; a .\(ext) file plays the default sound instead.")]
    }
}

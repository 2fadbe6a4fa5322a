/// A custom sound is a file in the app bundle: aiff, wav or caf, under 30 seconds.
public struct SoundRule: Rule {
    /// An empty sound name.
    public static let empty = "sound.empty"
    /// A custom sound that is not aiff, wav or caf.
    public static let format = "sound.format"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The sound's pages.
    static let pages = [
        RulePage(empty, .warning,
            summary: "The sound is not empty.",
            why: "The sound names a sound file in the app, or \"default\" for the system sound. An empty name names no sound at all.",
            failing: #"{"alert": "Your order has shipped", "sound": ""}"#,
            passing: #"{"alert": "Your order has shipped", "sound": "default"}"#,
            fix: "Use \"default\" for the system sound, give the name of a sound file in the app, or remove sound for a silent notification."),
        RulePage(format, .warning,
            summary: "A custom sound is an aiff, wav or caf file.",
            why: "iOS plays custom sounds from aiff, wav or caf files in the app bundle, under 30 seconds long. For a file in another format, such as mp3, it plays the default sound instead.",
            failing: #"{"alert": "Your order has shipped", "sound": "chime.mp3"}"#,
            passing: #"{"alert": "Your order has shipped", "sound": "chime.caf"}"#,
            fix: "Convert the sound to caf, aiff or wav, add it to the app, and use that file's name."),
    ]

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

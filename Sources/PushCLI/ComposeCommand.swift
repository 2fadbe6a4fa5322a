import ArgumentParser
import PushCore

/// `push-composer [compose] [FILE] [--new] [--theme NAME|PATH]`: the full-screen composer, the
/// default when no subcommand is named. Only its arguments live here (the command line knows no
/// terminal); the program opens the composer with them.
public struct ComposeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "compose",
        abstract: "Open the full-screen composer (the default: 'push-composer FILE' is 'push-composer compose FILE').",
        discussion: """
        FILE is opened (or created on the first save) and saved in its own form: a Braze request, \
        an apple_push object or a device payload. Without FILE the composer starts from a sample \
        push, or an empty one with --new. A terminal is needed; F1 in the composer lists its keys.
        """
    )

    @Argument(help: "A push to open: a Braze request, an apple_push object or a device payload.")
    public var file: String?

    @Flag(help: "Start from an empty push instead of the sample.")
    public var new = false

    @Option(help: "A theme name (default, light, high-contrast, monochrome) or a .toml file.")
    public var theme: String?

    @Option(help: "The app name on the preview card.")
    public var appName: String?

    @OptionGroup
    public var app: BundleIDOption

    @OptionGroup
    var usersFile: UsersFileOption

    @OptionGroup
    var phone: PhoneOption

    public init() {}

    /// The parsed options as plain values, for the program that opens the composer.
    public var options: ComposeOptions {
        ComposeOptions(file: file, new: new, theme: theme, appName: appName, bundleID: app.bundleID, users: usersFile.users, phone: phone.phone)
    }
}

/// What the composer is opened with: `ComposeCommand`'s options as plain values, so that a launch
/// with no arguments needs no parser (building the parser's command tree cost more than the first frame).
public struct ComposeOptions: Sendable, Equatable {
    /// The push to open, or nil for the sample (or an empty push with `new`).
    public var file: String?
    /// Start from an empty push instead of the sample.
    public var new = false
    /// A theme name or a `.toml` file.
    public var theme: String?
    /// The app name on the preview card.
    public var appName: String?
    /// The app's bundle id.
    public var bundleID: String?
    /// The test users file.
    public var users: String?
    /// The phone the card is laid out for at first (else the config's, else the standard one).
    public var phone: PhoneSize?

    /// Options as given; the defaults are what `push-composer` alone opens.
    public init(file: String? = nil, new: Bool = false, theme: String? = nil, appName: String? = nil,
                bundleID: String? = nil, users: String? = nil, phone: PhoneSize? = nil) {
        (self.file, self.new, self.theme, self.appName, self.bundleID, self.users) = (file, new, theme, appName, bundleID, users)
        self.phone = phone
    }
}

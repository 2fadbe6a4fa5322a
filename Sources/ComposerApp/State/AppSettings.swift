import PushCore
import PushSending
import SafeFiles

/// What the composer was started with from the config and the command line: the app's name,
/// bundle id and categories, and the sending tables with the file they came from.
public struct AppSettings: Sendable {
    /// The app name the preview uses.
    public var appName = "APP"
    /// The bundle id for the simulator file and headers.
    public var bundleID: String?
    /// The app's own categories from the config, which name their buttons in the form and card.
    public var categories: [AppCategory] = []
    /// The config's sending tables.
    public var sendSettings = SendSettings()
    /// The config file's path, named when a table is missing.
    public var configFile = "config.toml"
    /// The config file as it was when `sendSettings` were read from it: the Send dialog reads
    /// it again only when it changed.
    public var configStamp: FileStamp?
}

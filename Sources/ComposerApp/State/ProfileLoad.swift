import PushSending
import SafeFiles

/// The config read as one of its profiles: what sends go out with from then on.
public struct ProfileLoad: Sendable, Equatable {
    /// The config file read.
    public var path: String
    /// The file as it was when read.
    public var stamp: FileStamp?
    /// The profile (nil: the top level).
    public var profile: String?
    /// Its sending tables.
    public var settings: SendSettings
    /// Its app's bundle id.
    public var bundleID: String?

    /// Creates a load.
    public init(path: String, stamp: FileStamp?, profile: String?, settings: SendSettings, bundleID: String?) {
        self.path = path
        self.stamp = stamp
        self.profile = profile
        self.settings = settings
        self.bundleID = bundleID
    }
}

import PushCore

extension UserConfig {
    /// The app's bundle id every command and the composer name the push with (`apns-topic`, a
    /// simulator file's target bundle): `given` (`--bundle-id`), else the file's own target bundle
    /// when it is a bundle id, else `[apns] topic`, else `bundle_id`. The one place it is decided.
    public func appBundleID(given: String?, file: String?) -> String? {
        given ?? BundleID.checked(file) ?? sending.apns?.topic ?? bundleID
    }
}

/// The `[apns]` table: the team's token key and where pushes go.
///
/// The `.p8` file is referenced by path and read only when sending; it is never copied.
public struct APNsSettings: Sendable, Equatable {
    /// The `.p8` key file, with `~` expanded.
    public var keyFile: String
    /// The key's 10-character id (from the file name `AuthKey_<id>.p8` when not given).
    public var keyID: String
    /// The 10-character team id.
    public var teamID: String
    /// The app's bundle id (`apns-topic`); the config's `bundle_id` when not given.
    public var topic: String?
    /// The environment for devices that do not record theirs.
    public var environment: APNsEnvironment
    /// Another base URL for both environments (a local test server, a gateway).
    public var endpoint: String?
    /// An extra trust root (PEM); verification is never turned off.
    public var caFile: String?
    /// The named devices.
    public var devices: [APNsDevice]

    /// Creates settings.
    public init(keyFile: String, keyID: String, teamID: String, topic: String? = nil, environment: APNsEnvironment = .sandbox,
                endpoint: String? = nil, caFile: String? = nil, devices: [APNsDevice] = []) {
        self.keyFile = keyFile
        self.keyID = keyID
        self.teamID = teamID
        self.topic = topic
        self.environment = environment
        self.endpoint = endpoint
        self.caFile = caFile
        self.devices = devices
    }

    /// The base URL for an environment.
    public func baseURL(for environment: APNsEnvironment) -> String { endpoint ?? environment.endpoint }

    /// Whether a key or team id has Apple's shape: ten letters and digits.
    public static func isAppleID(_ text: String) -> Bool {
        text.count == 10 && text.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
    }

    /// The key id Apple puts in a key file's name, `AuthKey_ABC123DEFG.p8`.
    public static func keyID(fromFileName path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.hasPrefix("AuthKey_"), name.hasSuffix(".p8") else { return nil }
        let id = String(name.dropFirst("AuthKey_".count).dropLast(".p8".count))
        return isAppleID(id) ? id : nil
    }
}

/// The `[apns]` table: how the sender is known to APNs and where pushes go.
///
/// The `.p8` key or `.p12` certificate is referenced by path and read only when sending; it is
/// never copied.
public struct APNsSettings: Sendable, Equatable {
    /// The token key or the certificate that sends.
    public var credential: APNsCredential
    /// Lines to say before a send: which one sends when the table names both a key and a
    /// certificate, a key written under its old name.
    public var notes: [String]
    /// The app's bundle id (`apns-topic`); the config's `bundle_id` when not given.
    public var topic: String?
    /// The environment for devices that do not record theirs.
    public var environment: APNsEnvironment
    /// Another base URL for both environments (a local test server, a gateway): `server`.
    public var endpoint: String?
    /// An extra trust root (PEM); verification is never turned off.
    public var caFile: String?
    /// The named devices.
    public var devices: [APNsDevice]
    /// The named broadcast channels (`[[apns.channels]]`).
    public var channels: [BroadcastChannel] = []
    /// Another base URL for channel management in both environments: `management_server`.
    public var managementEndpoint: String?
    /// The proxy the connections go through, from `[network]` or the environment; nil: direct.
    public var proxy: ProxyRoute?

    /// Creates settings.
    public init(credential: APNsCredential, notes: [String] = [], topic: String? = nil, environment: APNsEnvironment = .sandbox,
                endpoint: String? = nil, caFile: String? = nil, devices: [APNsDevice] = []) {
        self.credential = credential
        self.notes = notes
        self.topic = topic
        self.environment = environment
        self.endpoint = endpoint
        self.caFile = caFile
        self.devices = devices
    }

    /// Creates settings that send with a `.p8` token key.
    public init(keyFile: String, keyID: String, teamID: String, topic: String? = nil, environment: APNsEnvironment = .sandbox,
                endpoint: String? = nil, caFile: String? = nil, devices: [APNsDevice] = []) {
        self.init(credential: .token(keyFile: keyFile, keyID: keyID, teamID: teamID), topic: topic, environment: environment,
                  endpoint: endpoint, caFile: caFile, devices: devices)
    }

    /// The base URL for an environment.
    public func baseURL(for environment: APNsEnvironment) -> String { endpoint ?? environment.endpoint }

    /// The base URL channels are managed at in an environment.
    public func managementURL(for environment: APNsEnvironment) -> String { managementEndpoint ?? environment.managementEndpoint }

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

/// The `[braze]` table: which instance, and who the test users are.
public struct BrazeSettings: Sendable, Equatable {
    /// The REST endpoint, from `instance` or `rest_endpoint`.
    public var endpoint: String
    /// The default recipients: external user ids.
    public var testUsers: [String]
    /// An extra trust root (PEM); verification is never turned off.
    public var caFile: String?
    /// The proxy the connections go through, from `[network]` or the environment; nil: direct.
    public var proxy: ProxyRoute?

    /// Creates settings.
    public init(endpoint: String, testUsers: [String] = [], caFile: String? = nil) {
        self.endpoint = endpoint
        self.testUsers = testUsers
        self.caFile = caFile
    }
}

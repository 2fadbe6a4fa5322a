/// Which APNs a device token belongs to: tokens from Xcode builds are sandbox tokens, tokens
/// from TestFlight and App Store builds are production tokens, and neither works on the other.
public enum APNsEnvironment: String, Sendable, CaseIterable, Codable {
    /// `api.sandbox.push.apple.com`: development builds and the Simulator.
    case sandbox
    /// `api.push.apple.com`: TestFlight and App Store builds.
    case production

    /// Apple's host for this environment.
    public var host: String {
        switch self {
        case .sandbox: "api.sandbox.push.apple.com"
        case .production: "api.push.apple.com"
        }
    }

    /// The base URL requests go to, unless the configuration names another endpoint.
    public var endpoint: String { "https://" + host }

    /// Apple's host and port for managing broadcast channels (not the push host).
    public var managementEndpoint: String {
        switch self {
        case .sandbox: "https://api-manage-broadcast.sandbox.push.apple.com:2195"
        case .production: "https://api-manage-broadcast.push.apple.com:2196"
        }
    }

    /// The builds whose tokens belong here, for messages.
    var builds: String {
        switch self {
        case .sandbox: "Xcode (development) builds and the Simulator"
        case .production: "TestFlight and App Store builds"
        }
    }

    /// The other environment.
    public var other: APNsEnvironment { self == .sandbox ? .production : .sandbox }
}

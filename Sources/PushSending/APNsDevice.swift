/// A phone named in the config's `[[apns.devices]]`, so sends can say `--device "Ana's iPhone"`.
public struct APNsDevice: Sendable, Equatable {
    /// The name the user gave it.
    public var name: String
    /// Its token.
    public var token: DeviceToken
    /// The environment its token belongs to, when recorded (it should be: tokens are per environment).
    public var environment: APNsEnvironment?

    /// Creates a device.
    public init(name: String, token: DeviceToken, environment: APNsEnvironment? = nil) {
        self.name = name
        self.token = token
        self.environment = environment
    }
}

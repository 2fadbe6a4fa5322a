/// Who one push goes to.
public enum Recipient: Sendable, Equatable {
    /// A device through APNs: its name from the config (when it has one), token and environment.
    case device(name: String?, token: DeviceToken, environment: APNsEnvironment)
    /// A Braze user by external id.
    case user(String)

    /// The route it is reached by.
    public var route: SendRoute {
        if case .user = self { return .braze }
        return .apns
    }

    /// How it is named in results: the device's name, else its shortened token; the user id.
    public var label: String {
        switch self {
        case .device(let name, let token, _): name ?? token.short
        case .user(let id): id
        }
    }

    /// The environment, for a device.
    public var environment: APNsEnvironment? {
        if case .device(_, _, let environment) = self { return environment }
        return nil
    }
}

/// Who one push goes to.
public enum Recipient: Sendable, Equatable {
    /// A device through APNs: its name from the config (when it has one), token and environment.
    case device(name: String?, token: DeviceToken, environment: APNsEnvironment)
    /// A Live Activity broadcast channel through APNs: its name from the config (when it has one),
    /// id and environment.
    case channel(name: String?, id: String, environment: APNsEnvironment)
    /// A Braze user by external id.
    case user(String)

    /// The route it is reached by.
    public var route: SendRoute {
        if case .user = self { return .braze }
        return .apns
    }

    /// How it is named in results: the device's name, else its shortened token; "channel" and the
    /// channel's name, else its shortened id; the user id.
    public var label: String {
        switch self {
        case .device(let name, let token, _): name ?? token.short
        case .channel(let name, let id, _): "channel " + (name ?? BroadcastChannel(name: "", id: id).shortID)
        case .user(let id): id
        }
    }

    /// The environment, for a device.
    public var environment: APNsEnvironment? {
        switch self {
        case .device(_, _, let environment), .channel(_, _, let environment): environment
        case .user: nil
        }
    }
}

import PushSending

/// A recipient typed into the Send dialog, to be written to the config: a device under a name,
/// or a Braze test user's external id.
public struct RecipientSave: Sendable, Equatable {
    /// Which table it goes to: `[[apns.devices]]` or `[braze] test_users`.
    public var route: SendRoute
    /// The row as typed into the dialog: a token in hex, or an id.
    public var typed: String
    /// The device's name, or the id to save.
    public var name: String
    /// The device's environment, when the dialog chose one for all.
    public var environment: APNsEnvironment?
    /// The config file to write.
    public var configFile: String

    /// Creates a save.
    public init(route: SendRoute, typed: String, name: String, environment: APNsEnvironment?, configFile: String) {
        self.route = route
        self.typed = typed
        self.name = name
        self.environment = environment
        self.configFile = configFile
    }
}

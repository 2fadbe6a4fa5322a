/// What an APNs request's headers say that a device payload cannot: chosen on the command line
/// (`--push-type`, `--priority`, `--expiration`, `--collapse-id`, `--topic`) or on the composer's
/// push-type screen. Each one left nil comes from the push, then from the push type's defaults.
public struct APNsRequestOptions: Sendable, Equatable {
    /// The push type; nil takes the one the payload calls for.
    public var pushType: APNsPushType?
    /// `apns-priority`.
    public var priority: Int?
    /// `apns-expiration`, UNIX seconds (0: deliver now or never).
    public var expiration: Int64?
    /// `apns-collapse-id`.
    public var collapseID: String?
    /// The whole `apns-topic`, suffix included; nil makes it from the bundle id and the type.
    public var topic: String?
    /// The `apns-id` (a lowercase UUID) every device's request carries; nil makes a new one each.
    public var apnsID: String?
    /// Whether the push goes on a Live Activity broadcast channel (`--channel`, `--broadcast`),
    /// where `BroadcastCheck`'s priorities and size apply.
    public var broadcast = false

    /// Creates options.
    public init(pushType: APNsPushType? = nil, priority: Int? = nil, expiration: Int64? = nil, collapseID: String? = nil, topic: String? = nil,
                apnsID: String? = nil) {
        self.pushType = pushType
        self.priority = priority
        self.expiration = expiration
        self.collapseID = collapseID
        self.topic = topic
        self.apnsID = apnsID
    }

    /// Whether nothing is chosen.
    public var isEmpty: Bool { self == APNsRequestOptions() }
}

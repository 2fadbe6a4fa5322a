import PushSending

/// The Send dialog: the route, who to send to (the config's devices or test users), the APNs
/// environment, and, before a wide send, the question to answer.
public struct SendDialog: Sendable, Equatable {
    /// APNs or Braze.
    public var route: SendRoute
    /// The row with the cursor.
    public var cursor = 0
    /// The rows ticked, by route (switching routes keeps each one's choice).
    public var chosen: [SendRoute: Set<Int>] = [:]
    /// An environment for every device, or nil for each device's own.
    public var environment: APNsEnvironment?
    /// Set when Enter needs a yes first: the question.
    public var question: String?
    /// Why the last Enter did not send, in plain words.
    public var problem: String?

    /// Opens on the route that is configured (APNs first), with the first row ticked.
    public init(settings: SendSettings) {
        route = settings.apns == nil && (settings.braze != nil || !settings.brazeProblems.isEmpty) && settings.apnsProblems.isEmpty
            ? .braze : .apns
        chosen = [.apns: [0], .braze: [0]]
    }

    /// The rows of a route: device names with their environment, or user ids.
    public static func rows(_ route: SendRoute, settings: SendSettings) -> [String] {
        switch route {
        case .apns: settings.apns?.devices.map(\.name) ?? []
        case .braze: settings.braze?.testUsers ?? []
        }
    }

    /// The names ticked on the current route, in the config's order.
    public func chosenNames(settings: SendSettings) -> [String] {
        let rows = Self.rows(route, settings: settings)
        return (chosen[route] ?? []).sorted().compactMap { rows.indices.contains($0) ? rows[$0] : nil }
    }
}

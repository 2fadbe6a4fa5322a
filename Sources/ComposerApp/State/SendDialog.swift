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
    /// Tokens or user ids typed into the dialog (N), sent to without being in the config.
    public var adHoc: [SendRoute: [String]] = [:]
    /// A send from the history made ready to go again, waiting for the question's yes.
    public var resend: SendJob?

    /// Opens on the route that is configured (APNs first), with the first device ticked and
    /// every test user: `[braze] test_users` are the people a test send is for.
    public init(settings: SendSettings) {
        route = settings.apns == nil && (settings.braze != nil || !settings.brazeProblems.isEmpty) && settings.apnsProblems.isEmpty
            ? .braze : .apns
        let users = settings.braze?.testUsers.count ?? 0
        chosen = [.apns: [0], .braze: users > 0 ? Set(0..<users) : [0]]
    }

    /// The config's rows of a route: device names, or user ids.
    public static func configRows(_ route: SendRoute, settings: SendSettings) -> [String] {
        switch route {
        case .apns: settings.apns?.devices.map(\.name) ?? []
        case .braze: settings.braze?.testUsers ?? []
        }
    }

    /// The rows of the current route: the config's, then those typed into the dialog.
    public func rows(settings: SendSettings) -> [String] {
        Self.configRows(route, settings: settings) + (adHoc[route] ?? [])
    }

    /// Whether the row at `index` was typed into the dialog rather than read from the config.
    public func isAdHoc(_ index: Int, settings: SendSettings) -> Bool {
        index >= Self.configRows(route, settings: settings).count
    }

    /// The names ticked on the current route, in the dialog's order (a typed token is its own name).
    public func chosenNames(settings: SendSettings) -> [String] {
        let rows = rows(settings: settings)
        return (chosen[route] ?? []).sorted().compactMap { rows.indices.contains($0) ? rows[$0] : nil }
    }

    /// Adds a typed recipient to the current route, ticked and under the cursor; one already
    /// there is only ticked.
    public mutating func add(_ recipient: String, settings: SendSettings) {
        var rows = rows(settings: settings)
        if !rows.contains(recipient) {
            adHoc[route, default: []].append(recipient)
            rows.append(recipient)
        }
        let index = rows.firstIndex(of: recipient) ?? 0
        chosen[route, default: []].insert(index)
        cursor = index
    }

    /// After a typed recipient was saved to the config (as its last row): the row moves there,
    /// ticked, and the typed one goes.
    public mutating func saved(_ recipient: String, on savedRoute: SendRoute, settings: SendSettings) {
        guard let position = adHoc[savedRoute]?.firstIndex(of: recipient) else { return }
        let before = Self.configRows(savedRoute, settings: settings).count - 1
        let wasTicked = chosen[savedRoute]?.contains(before + position) == true
        adHoc[savedRoute]?.remove(at: position)
        // The config gained one row before the typed ones, and the saved one left them: typed
        // rows before it move down by one, those after it stay where they were.
        var ticks = Set<Int>()
        for index in chosen[savedRoute] ?? [] where index != before + position {
            ticks.insert(index >= before && index < before + position ? index + 1 : index)
        }
        if wasTicked { ticks.insert(before) }
        chosen[savedRoute] = ticks
        if route == savedRoute { cursor = before }
    }
}

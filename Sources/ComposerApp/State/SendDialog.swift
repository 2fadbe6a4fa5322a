import PushSending
import TerminalKit

/// The Send dialog: the route, who to send to (the config's broadcast channels and devices, or
/// test users), the APNs environment, and, before a wide send, the question to answer.
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
        // The first device: a broadcast reaches every listener, so it is never ticked unasked.
        chosen = [.apns: [Self.channelCount(settings)], .braze: users > 0 ? Set(0..<users) : [0]]
    }

    /// The config's rows of a route: broadcast channels' names then device names, or user ids.
    public static func configRows(_ route: SendRoute, settings: SendSettings) -> [String] {
        switch route {
        case .apns: (settings.apns?.channels.map(\.name) ?? []) + (settings.apns?.devices.map(\.name) ?? [])
        case .braze: settings.braze?.testUsers ?? []
        }
    }

    /// How many of the APNs rows, at the top, are broadcast channels.
    public static func channelCount(_ settings: SendSettings) -> Int { settings.apns?.channels.count ?? 0 }

    /// Whether the row at `index` of the current route is a broadcast channel.
    public func isChannel(_ index: Int, settings: SendSettings) -> Bool {
        route == .apns && index < Self.channelCount(settings)
    }

    /// The channels ticked (APNs), by name.
    public func chosenChannels(settings: SendSettings) -> [String] {
        guard route == .apns else { return [] }
        let rows = rows(settings: settings)
        return (chosen[.apns] ?? []).sorted().filter { isChannel($0, settings: settings) }.compactMap { rows.indices.contains($0) ? rows[$0] : nil }
    }

    /// The rows of the current route: the config's, then those typed into the dialog.
    public func rows(settings: SendSettings) -> [String] {
        Self.configRows(route, settings: settings) + (adHoc[route] ?? [])
    }

    /// Whether the row at `index` was typed into the dialog rather than read from the config.
    public func isAdHoc(_ index: Int, settings: SendSettings) -> Bool {
        index >= Self.configRows(route, settings: settings).count
    }

    /// The devices or users ticked on the current route, in the dialog's order (a typed token is
    /// its own name); channels are `chosenChannels`.
    public func chosenNames(settings: SendSettings) -> [String] {
        let rows = rows(settings: settings)
        return (chosen[route] ?? []).sorted().filter { !isChannel($0, settings: settings) }.compactMap { rows.indices.contains($0) ? rows[$0] : nil }
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

    /// What the dialog asks of the composer: what it cannot do on its own.
    public enum Request: Sendable, Equatable {
        /// Enter: send to those ticked; `confirmed` once the wide-send question was answered yes.
        case send(confirmed: Bool)
        /// Yes to sending a send from the history again.
        case resend(SendJob)
        /// P: the config's next profile (its devices, test users and app).
        case switchProfile
        /// N: a prompt for a token or user id to add.
        case typeRecipient
        /// S: a prompt to save this typed recipient in the config.
        case saveRecipient(String)
        /// A digit: this file's send at that place in the history (0 the latest), sent again.
        case sendAgain(Int)
    }

    /// Keys in the dialog: Tab switches route, ↑/↓ and Space choose, A ticks all, E the
    /// environment; Enter, N, S and the digits are requests; Esc closes. A question waiting takes
    /// the next key as its answer: Y, or anything else for no.
    mutating func update(_ key: KeyEvent, settings: SendSettings) -> OverlayReply<Request> {
        if question != nil {
            question = nil
            let waiting = resend
            resend = nil
            guard key.typedCharacter.map({ $0 == "y" || $0 == "Y" }) == true else {
                problem = "Not sent."
                return .stay
            }
            return .answer(waiting.map(Request.resend) ?? .send(confirmed: true))
        }
        let rows = rows(settings: settings)
        problem = nil
        switch key.key {
        case .escape:
            return .close
        case .tab, .backTab, .left, .right:
            route = route == .apns ? .braze : .apns
            cursor = 0
        case .up:
            cursor = max(0, cursor - 1)
        case .down:
            cursor = min(max(0, rows.count - 1), cursor + 1)
        case .character(" "):
            guard rows.indices.contains(cursor) else { break }
            var ticked = chosen[route] ?? []
            if ticked.contains(cursor) { ticked.remove(cursor) } else { ticked.insert(cursor) }
            chosen[route] = ticked
        case .character("a"), .character("A"):
            // Every device or user: a broadcast goes alone, so channels are ticked one by one.
            let all = Set(rows.indices.filter { !isChannel($0, settings: settings) })
            chosen[route] = (chosen[route] ?? []) == all ? [] : all
        case .character("e"), .character("E"):
            guard route == .apns else { break }
            switch environment {
            case nil: environment = .sandbox
            case .sandbox?: environment = .production
            case .production?: environment = nil
            }
        case .character("p"), .character("P"):
            return .answer(.switchProfile)
        case .character("n"), .character("N"):
            guard Self.isConfigured(route, settings: settings) else {
                problem = "Set up \(route == .apns ? "[apns]" : "[braze]") first: run push-composer init in a shell."
                break
            }
            return .answer(.typeRecipient)
        case .character("s"), .character("S"):
            guard rows.indices.contains(cursor), isAdHoc(cursor, settings: settings) else {
                problem = "S saves a recipient added with N to the config; this one is there already."
                break
            }
            return .answer(.saveRecipient(rows[cursor]))
        case .enter:
            return .answer(.send(confirmed: false))
        case .character(let c) where c.wholeNumberValue.map({ (1...RecentSend.listed).contains($0) }) == true:
            return .answer(.sendAgain((c.wholeNumberValue ?? 1) - 1))
        default:
            break
        }
        return .stay
    }

    /// Whether `route` is set up well enough to send on it.
    static func isConfigured(_ route: SendRoute, settings: SendSettings) -> Bool {
        switch route {
        case .apns: settings.apns != nil && settings.apnsProblems.isEmpty
        case .braze: settings.braze != nil && settings.brazeProblems.isEmpty
        }
    }
}

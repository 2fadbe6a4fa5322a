import BrazeLiquid
import PushPersonalization
import TerminalKit

/// Connected Content made live for the user the push is previewed as: the call their rendering
/// stopped at is fetched off the loop, its answer kept for them while the composer runs (and live
/// stays on), and the rendering asked for again with it, one call at a time as Braze makes them.
public struct LiveCalls: Sendable {
    /// Whether calls are made; off, renderings use canned `live_data` as before.
    public private(set) var isOn = false
    /// Whether the preview pane shows the calls instead of the compiled form.
    public var isShown = false
    /// The answers fetched, by user: what renderings are given.
    public private(set) var answers: [String: [ConnectedContentCall: ConnectedContentAnswer]] = [:]
    /// Each user's exchanges, in the order made.
    public private(set) var exchanges: [String: [ConnectedContentExchange]] = [:]
    /// Each user's exchanges as the pane shows them, laid out (and sanitised) once when they change.
    private(set) var lines: [String: [String]] = [:]
    /// The call a rendering stopped at, not asked for yet.
    private var pending: (user: String, call: ConnectedContentCall)?
    /// The call being made.
    public private(set) var inFlight: (user: String, call: ConnectedContentCall)?
    /// Counts answers taken: a rendering made before the newest answer is out of date.
    private(set) var revision = 0
    /// Calls made for each user since the push last changed, against `callsPerUser`: a template
    /// that calls without end stops, while editing the push gives each version its own calls.
    private var made: [String: Int] = [:]

    /// Turns calls on (showing them) or off (forgetting every answer, so on again calls afresh).
    mutating func toggle() {
        isOn.toggle()
        isShown = isOn
        if !isOn {
            // The call under way is let go: its answer, should it come, is not taken.
            (answers, exchanges, lines, pending, inFlight, made) = ([:], [:], [:], nil, nil, [:])
            revision += 1
        }
    }

    /// The push changed: each user may make their calls again.
    mutating func pushChanged() { made = [:] }

    /// What renderings are given while on: the answers, and an empty set for `previewUser`, whose
    /// calls are made (every other user keeps their canned data); nil while off.
    func fetched(previewUser: String?) -> [String: [ConnectedContentCall: ConnectedContentAnswer]]? {
        guard isOn else { return nil }
        guard let previewUser, answers[previewUser] == nil else { return answers }
        return answers.merging([previewUser: [:]]) { kept, _ in kept }
    }

    /// What a rendering's key holds of this: a change asks for a new rendering.
    var key: Int { isOn ? revision : -1 }

    /// The newest rendering for `user` stopped at `call` (nil: it needs none).
    mutating func rendered(for user: String, stoppedAt call: ConnectedContentCall?) {
        guard isOn, let call, answers[user]?[call] == nil else {
            pending = nil
            return
        }
        pending = (user, call)
    }

    /// The call to make now: the one pending, once the one in flight has answered, while the
    /// user has made fewer than `ConnectedContentLoop.callsPerUser`.
    mutating func effects() -> [Effect] {
        guard isOn, inFlight == nil, let pending, made[pending.user, default: 0] < ConnectedContentLoop.callsPerUser else { return [] }
        self.pending = nil
        inFlight = pending
        return [.fetchConnectedContent(user: pending.user, pending.call)]
    }

    /// A call answered: kept for its user, and the rendering asked for again.
    mutating func take(_ exchange: ConnectedContentExchange) {
        // Only the call asked for: one let go when live went off is dropped.
        guard isOn, let inFlight, inFlight.user == exchange.user, inFlight.call == exchange.call else { return }
        self.inFlight = nil
        made[exchange.user, default: 0] += 1
        answers[exchange.user, default: [:]][exchange.call] = exchange.answer
        exchanges[exchange.user, default: []].append(exchange)
        lines[exchange.user] = (exchanges[exchange.user] ?? []).flatMap { $0.lines() + [""] }.map { Sanitizer.sanitize($0) }
        revision += 1
    }

    /// The pane's lines for `user` (nil: no user is previewed): where the calls stand, then each
    /// exchange, oldest first.
    func paneLines(for user: String?) -> [String] {
        guard let user else { return ["Preview as a test user (Alt-U or F11) to make the calls their rendering needs."] }
        let made = exchanges[user]?.count ?? 0
        let standing: String
        if let inFlight, inFlight.user == user {
            standing = Sanitizer.sanitize("Calling \(inFlight.call.method) \(ConnectedContentRedactor.url(inFlight.call.url))…")
        } else if made == 0 {
            standing = "No Connected Content call in the push as \(user) gets it."
        } else if self.made[user, default: 0] >= ConnectedContentLoop.callsPerUser {
            standing = "\(made) calls for \(user), the most made for one version of the push: any more are not made."
        } else {
            standing = "\(made) call\(made == 1 ? "" : "s") for \(user); the rendering needs no more."
        }
        return [standing, ""] + (lines[user] ?? [])
    }
}

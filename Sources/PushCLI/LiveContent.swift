import BrazeLiquid
import Foundation
import PushPersonalization
import PushTransport
import TerminalKit
import TextFormats

/// `--live`: each test user's Connected Content calls made for real before they are shown, one
/// line each on stderr (`live: Jon: GET https://… → 200 in 41 ms, 312 B, saved as r`), within
/// one time budget for the whole run, however many files and users it renders.
final class LiveContent {
    /// Seconds a run's calls may take in all: past them no call is started (one under way still
    /// has the fetcher's own limit).
    static let runSeconds = 60.0

    let source: any ConnectedContentSource
    let seconds: Double
    private let deadline: ContinuousClock.Instant
    private var spentSaid = false

    /// A run making its calls through `source`, for at most `seconds`.
    init(source: any ConnectedContentSource, seconds: Double = runSeconds) {
        self.source = source
        self.seconds = seconds
        deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    }

    /// A run through the fetcher this environment's config describes.
    convenience init(environment: [String: String]) {
        self.init(source: ConnectedContentSetup.fetcher(environment: environment))
    }

    /// Makes the calls each of `users`' renderings of `push` needs, saying each on stderr; the
    /// answers, by user, for `PersonalizablePush.fetchedContent`.
    func fetch(_ push: PersonalizablePush, for users: [TestUsers.User], now: Date, io: CLIIO) async -> [String: [ConnectedContentCall: ConnectedContentAnswer]] {
        guard push.hasLiquid else { return [:] }
        var fetched: [String: [ConnectedContentCall: ConnectedContentAnswer]] = [:]
        for user in users {
            guard ContinuousClock.now < deadline else {
                saySpent(io)
                break
            }
            var answers: [ConnectedContentCall: ConnectedContentAnswer] = [:]
            for exchange in await ConnectedContentLoop.fetch(push, for: user, now: now, source: source, answers: &answers, until: deadline) {
                io.errorLine(Sanitizer.sanitize("push-composer: live: \(user.name): \(exchange.request) → \(exchange.outcome)"))
                for note in exchange.notes { io.errorLine(Sanitizer.sanitize("push-composer: live: note: \(note)")) }
            }
            if ConnectedContentLoop.nextCall(push, for: user, now: now, answers: answers) != nil {
                if answers.count >= ConnectedContentLoop.callsPerUser {
                    io.errorLine(Sanitizer.sanitize("push-composer: live: \(user.name): more than \(ConnectedContentLoop.callsPerUser) Connected Content calls; the rest are not made"))
                } else if ContinuousClock.now >= deadline {
                    saySpent(io)
                }
            }
            fetched[user.name] = answers
        }
        return fetched
    }

    /// Says once that the run's time for calls is spent.
    private func saySpent(_ io: CLIIO) {
        guard !spentSaid else { return }
        spentSaid = true
        let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        io.errorLine("push-composer: live: the \(shown) s a run's calls may take are spent; no more calls are made (the rest need live data)")
    }
}

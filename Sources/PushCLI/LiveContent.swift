import BrazeLiquid
import Foundation
import PushPersonalization
import PushTransport
import TerminalKit
import TextFormats

/// `--live`: each test user's Connected Content calls made for real before they are shown, one
/// line each on stderr (`live: Jon: GET https://… → 200 in 41 ms, 312 B, saved as r`).
enum LiveContent {
    /// Seconds a run's calls may take in all, however many users and calls: past them no call
    /// is started (one under way still has the fetcher's own limit).
    static let runSeconds = 60.0

    /// Makes the calls each of `users`' renderings of `push` needs, saying each on stderr; the
    /// answers, by user, for `PersonalizablePush.fetchedContent`.
    static func fetch(_ push: PersonalizablePush, for users: [TestUsers.User], now: Date, io: CLIIO,
                      source: (any ConnectedContentSource)? = nil, seconds: Double = runSeconds) async -> [String: [ConnectedContentCall: ConnectedContentAnswer]] {
        guard push.hasLiquid else { return [:] }
        let source = source ?? ConnectedContentSetup.fetcher(environment: io.environment)
        var fetched: [String: [ConnectedContentCall: ConnectedContentAnswer]] = [:]
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        for user in users {
            guard ContinuousClock.now < deadline else {
                io.errorLine("push-composer: live: the \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s a run's calls may take are spent; no more calls are made (the users left need live data)")
                break
            }
            var answers: [ConnectedContentCall: ConnectedContentAnswer] = [:]
            for exchange in await ConnectedContentLoop.fetch(push, for: user, now: now, source: source, answers: &answers, until: deadline) {
                io.errorLine(Sanitizer.sanitize("push-composer: live: \(user.name): \(exchange.request) → \(exchange.outcome)"))
                for note in exchange.notes { io.errorLine(Sanitizer.sanitize("push-composer: live: note: \(note)")) }
            }
            if answers.count >= ConnectedContentLoop.callsPerUser,
               ConnectedContentLoop.nextCall(push, for: user, now: now, answers: answers) != nil {
                io.errorLine(Sanitizer.sanitize("push-composer: live: \(user.name): more than \(ConnectedContentLoop.callsPerUser) Connected Content calls; the rest are not made"))
            }
            fetched[user.name] = answers
        }
        return fetched
    }
}

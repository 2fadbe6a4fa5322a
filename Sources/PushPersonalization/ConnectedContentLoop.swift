import BrazeLiquid
import Foundation

/// Fetches the Connected Content one user's rendering calls for: render, fetch the call the
/// render stopped at, render again with its answer, until the render needs nothing more. A URL
/// may hold what an earlier call saved, so calls are found one at a time, as Braze makes them.
public enum ConnectedContentLoop {
    /// The most calls fetched for one user: a template that calls more is said to, not followed.
    public static let callsPerUser = 8

    /// Fetches each call `user`'s rendering of `push` makes and is not in `answers`, adding each
    /// answer there; the exchanges made, in order. At most `callsPerUser` are fetched, and none
    /// is started after `deadline`.
    public static func fetch(_ push: PersonalizablePush, for user: TestUsers.User, now: Date, source: any ConnectedContentSource,
                             answers: inout [ConnectedContentCall: ConnectedContentAnswer],
                             until deadline: ContinuousClock.Instant? = nil) async -> [ConnectedContentExchange] {
        var exchanges: [ConnectedContentExchange] = []
        while exchanges.count < callsPerUser, !Task.isCancelled, deadline.map({ ContinuousClock.now < $0 }) ?? true {
            guard let call = nextCall(push, for: user, now: now, answers: answers) else { break }
            var exchange = await source.fetch(call)
            exchange.user = user.name
            answers[call] = exchange.answer
            exchanges.append(exchange)
        }
        return exchanges
    }

    /// The call `user`'s rendering stops at, given `answers`; nil when it needs no more.
    public static func nextCall(_ push: PersonalizablePush, for user: TestUsers.User, now: Date,
                                answers: [ConnectedContentCall: ConnectedContentAnswer]) -> ConnectedContentCall? {
        var push = push
        push.fetchedContent = [user.name: answers]
        var run = RenderBudget.render
        var pending: ConnectedContentCall?
        _ = push.render(for: user, now: now, run: &run, pendingCall: &pending)
        return pending
    }
}

import BrazeLiquid
import Foundation
import PushCore
import PushPersonalization

/// A rendering of the push for test users, asked of the runtime: it runs off the key loop,
/// within a work budget, so a costly template never holds typing, ^Q or a signal; the answer
/// comes back as `Msg.personalized`.
public struct PersonalizeRequest: Sendable, Equatable {
    /// Tells answers apart: only the answer to the newest request is shown.
    public let id: Int
    /// The push as written.
    public let document: PushDocument
    /// The user the preview shows the push as, if one is chosen.
    public let previewUser: TestUsers.User?
    /// The users the Send dialog lists (Braze's test users the users file knows), when it is open.
    public let recipients: [TestUsers.User]
    /// Every test user, while the all-users table is open (a stand-in is added for each locale
    /// none of them reads, here, off the loop: finding them looks at every user).
    public var tableUsers: [TestUsers.User] = []
    /// The push's translations, for `{% translation %}` blocks.
    public var translations: Translations?
    /// The workspace's content blocks.
    public var workspace = WorkspaceData.none
    /// Connected Content answers by user, when calls are made live; nil: canned data.
    public var fetchedContent: [String: [ConnectedContentCall: ConnectedContentAnswer]]?
    /// What Liquid sees as now.
    public let now: Date
    /// The wall clock's seconds, for the analysis of the rendered push.
    public let wallSeconds: Int64?
    /// The phone the rendered push is analysed for.
    public let phone: PhoneSize

    /// Requests are told apart by their id alone.
    public static func == (lhs: PersonalizeRequest, rhs: PersonalizeRequest) -> Bool { lhs.id == rhs.id }

    /// Renders and analyses, for the preview user and then the Send dialog's users, all within one
    /// run's budget. Pure: no clock, file or terminal; it is the runtime's to run off the loop.
    /// `cancellation`, set when a newer request comes, stops the work at its next step.
    public func perform(cancellation: RenderCancellation? = nil) -> PersonalizeResult {
        var prepared = PersonalizablePush(document, translations: translations)
        prepared.workspace = workspace
        prepared.fetchedContent = fetchedContent
        let translated = !prepared.translationIDs.isEmpty
        var run = RenderBudget(limit: RenderBudget.perRun)
        run.cancellation = cancellation
        var preview: PersonalizeResult.Preview?
        if let user = previewUser {
            var pending: ConnectedContentCall?
            let result = prepared.render(for: user, now: now, run: &run, pendingCall: &pending)
            var analysis: PushAnalysis?
            if case .sent(let rendered) = result { analysis = PushAnalysis(rendered, now: wallSeconds, phone: phone) }
            preview = PersonalizeResult.Preview(user: user.name, result: result, analysis: analysis, pendingCall: pending)
        }
        var outcomes: [String: String] = [:]
        for user in recipients {
            switch prepared.render(for: user, now: now, run: &run) {
            case .sent(let rendered): outcomes[user.name] = "gets \(ByteBudget(push: rendered.push).brazeBytes) B"
            case let other: outcomes[user.name] = "gets nothing: " + (other.reason ?? other.outcome)
            }
        }
        let standIns = translated && !tableUsers.isEmpty ? translations?.standIns(besides: TestUsers(users: tableUsers)) ?? [] : []
        let reports = (tableUsers + standIns).map { user in
            UserReport(user: user.name, result: prepared.render(for: user, now: now, run: &run), phones: PhoneSize.allCases,
                       locale: translated ? translations?.locale(for: user.attributes)?.name : nil)
        }
        return PersonalizeResult(id: id, preview: preview, recipientOutcomes: outcomes, reports: reports)
    }
}

/// What a `PersonalizeRequest` came to.
public struct PersonalizeResult: Sendable {
    /// The push as the preview user gets it, and its analysis when they get it.
    public struct Preview: Sendable {
        /// The user's name.
        public var user: String
        /// What they get.
        public var result: Personalization
        /// The analysis of what they get; nil when they get nothing.
        public var analysis: PushAnalysis?
        /// The Connected Content call the rendering stopped at, when calls are made live.
        public var pendingCall: ConnectedContentCall?
    }

    /// The request answered.
    public let id: Int
    /// The preview user's rendering, when one was asked for.
    public let preview: Preview?
    /// A line per Send dialog user: "gets 180 B", "gets nothing: …".
    public let recipientOutcomes: [String: String]
    /// A report per test user, when the all-users table asked for them.
    public var reports: [UserReport] = []
}

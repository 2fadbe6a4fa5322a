import BrazeLiquid
import Foundation
import PushCore
import PushPersonalization
import PushPreview
import TerminalKit

/// The push as test users get it: who it is previewed as, the renderings asked for and the one
/// shown, what each of the Send dialog's users gets, and the every-user table. Renderings run
/// off the key loop: this value asks for the newest one due and takes an answer only when it is
/// the newest asked for.
public struct UserPreview: Sendable {
    /// What one rendering is asked from: everything that changes what a user gets.
    struct Inputs {
        /// The settled facts' key, the user, the recipients, the users, the translations, the table.
        let key: PersonalizeKey
        /// The push as written, analysed.
        let analysis: PushAnalysis
        /// Whether the push holds Liquid; without it every user gets the push as written.
        let hasLiquid: Bool
        /// The user previewed as, if one is.
        let user: TestUsers.User?
        /// The Send dialog's Braze users, while it shows them.
        let recipients: [TestUsers.User]
        /// Every test user, for the table; empty when the table is not shown.
        let tableUsers: [TestUsers.User]
        /// The push's translations.
        let translations: Translations?
        /// The workspace's content blocks.
        var workspace = WorkspaceData.none
        /// Connected Content answers by user while calls are made live.
        var fetchedContent: [String: [ConnectedContentCall: ConnectedContentAnswer]]?
        /// The wall clock, for `now` in templates; nil before the first tick.
        let wallClock: WallClock?
        /// The phone the cuts are reported for.
        let phone: PhoneSize
    }

    /// The test user the preview shows the push as, by index; nil shows it as written.
    public var user: Int?
    /// Whether the preview pane shows every test user × phone instead of the compiled form;
    /// the table follows the push as it is typed.
    public var showsAllUsers = false
    /// Connected Content made live for the previewed user.
    public var live = LiveCalls()
    /// Set when a newly chosen user's outcome is to be said once it is rendered.
    var announces = false
    /// The push as `user` receives it, when one is chosen and its rendering has come.
    public private(set) var shown: Personalization?
    /// The id of the rendering `shown` holds; nil when it is the push as written.
    private(set) var shownID: Int?
    /// The analysis of that push, for the gauge and the byte table.
    public private(set) var shownAnalysis: PushAnalysis?
    /// The user `shown` was rendered for.
    private var shownFor: String?
    /// Who the Send dialog's Braze users are and what each gets, as the last rendering found.
    public private(set) var recipientOutcomes: [String: String] = [:]
    /// Every test user's outcome, bytes and cuts, while the all-users table is shown.
    public private(set) var userReports: [UserReport] = []
    /// `userReports` as the pane shows them, laid out once when they change rather than every frame.
    private(set) var userTableLines: [String] = []
    /// Since when the rendering shown is out of date (nil: it is current), for the "rendering…" mark.
    public private(set) var since: Double?
    /// The newest rendering wanted, not yet answered; what it was made from; the one being rendered.
    private var wanted: PersonalizeRequest?
    private var key: PersonalizeKey?
    private var inFlight: Int?
    private var nextID = 1

    /// The user the shown rendering is for.
    var shownUser: String? { shown == nil ? nil : shownFor }

    /// Asks for a rendering whenever what the users would get may have changed, at `clock`. A
    /// push without Liquid is what every user gets, at no cost, here; with nobody to render for,
    /// what was shown goes.
    mutating func want(_ inputs: Inputs, at clock: Double) {
        guard inputs.key != key else { return }
        if inputs.key.analysis != key?.analysis { live.pushChanged() }
        key = inputs.key
        let table = !inputs.tableUsers.isEmpty
        guard inputs.user != nil || !inputs.recipients.isEmpty || table else {
            if shown != nil || wanted != nil || !recipientOutcomes.isEmpty || !userReports.isEmpty {
                (shown, shownID, shownAnalysis, recipientOutcomes) = (nil, nil, nil, [:])
                showUserReports([])
                (wanted, since) = (nil, nil)
            }
            return
        }
        let analysis = inputs.analysis
        guard inputs.hasLiquid else {
            shown = inputs.user.map { _ in .sent(analysis.document) }
            shownID = nil
            shownAnalysis = inputs.user.map { _ in analysis }
            recipientOutcomes = Dictionary(inputs.recipients.map { ($0.name, "gets \(analysis.budget.brazeBytes) B") },
                                           uniquingKeysWith: { a, _ in a })
            // Without Liquid every user gets the same push: one row for all, laid out once.
            showUserReports(table ? [UserReport(user: "every user", result: .sent(analysis.document), phones: PhoneSize.allCases)] : [])
            (wanted, since) = (nil, nil)
            return
        }
        // Another user's rendering is not shown while this one's comes.
        if let shownUser, shownUser != inputs.user?.name { (shown, shownID, shownAnalysis) = (nil, nil, nil) }
        // The wall clock comes with every tick; before the first, "now" is the epoch, never a read of the clock here.
        let now = Date(timeIntervalSince1970: TimeInterval(inputs.wallClock?.unixSeconds ?? 0))
        wanted = PersonalizeRequest(id: nextID, document: analysis.document, previewUser: inputs.user,
                                    recipients: inputs.recipients, now: now, wallSeconds: inputs.wallClock?.unixSeconds, phone: inputs.phone)
        wanted?.translations = inputs.translations
        wanted?.workspace = inputs.workspace
        wanted?.fetchedContent = inputs.fetchedContent
        wanted?.tableUsers = inputs.tableUsers
        nextID += 1
        if since == nil { since = clock }
    }

    /// The rendering to ask for now: the newest wanted, once the one in flight has answered.
    mutating func effects() -> [Effect] {
        let calls = live.effects()
        guard let wanted, inFlight == nil else { return calls }
        inFlight = wanted.id
        return [.personalize(wanted)] + calls
    }

    /// A rendering answered: shown when it is the newest asked for, dropped when newer edits
    /// came. Returns what to say when the user's outcome was waited for: the user and the
    /// reason the push is not sent to them, if it is not.
    mutating func take(_ result: PersonalizeResult) -> (user: String, notSent: String?)? {
        if inFlight == result.id { inFlight = nil }
        guard result.id == wanted?.id else { return nil }
        wanted = nil
        since = nil
        var announcement: (String, String?)?
        if let preview = result.preview {
            live.rendered(for: preview.user, stoppedAt: preview.pendingCall)
            shown = preview.result
            shownID = result.id
            shownAnalysis = preview.analysis
            shownFor = preview.user
            if announces {
                announces = false
                announcement = (preview.user, preview.result.reason)
            }
        }
        recipientOutcomes = result.recipientOutcomes
        showUserReports(result.reports)
        return announcement
    }

    /// Shows the every-user table's rows, laid out once here rather than on every frame.
    private mutating func showUserReports(_ reports: [UserReport]) {
        userReports = reports
        userTableLines = TextTable.lines(header: UserReport.header, rows: reports.flatMap(\.rows).map { $0.map { Sanitizer.sanitize($0) } },
                                         indent: "")
    }
}

import PushPersonalization
import SafeFiles

/// What a rendering for test users is made from: when none of it changed, the rendering asked
/// for last (or shown) is still right, and no other is asked for.
struct PersonalizeKey: Sendable, Equatable {
    /// What the draft's analysis was made from: the draft, the minute Liquid's "now" sees, the phone.
    var analysis: ComposerFacts.AnalysisKey?
    /// The preview user's index.
    var previewUser: Int?
    /// The Send dialog's users.
    var recipients: [String]
    /// The test users, compared as values (a list not changed compares at once).
    var users: TestUsers
    /// The translations file as read.
    var translations: FileStamp?
    /// Whether the all-users table is open.
    var table: Bool
    /// The live calls' answers as they stand (`LiveCalls.key`).
    var live = -1
}

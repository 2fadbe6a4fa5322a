import PushCore

/// What a rendering for test users is made from: when none of it changed, the rendering asked
/// for last (or shown) is still right, and no other is asked for.
struct PersonalizeKey: Sendable, Equatable {
    /// The draft's revision.
    var revision: Int
    /// The preview user's index.
    var previewUser: Int?
    /// The Send dialog's users.
    var recipients: [String]
    /// The version of the users file.
    var users: Int
    /// The version of the translations.
    var translations: Int
    /// The wall clock's minute: what Liquid's "now" sees.
    var minute: Int64
    /// The phone the analysis is for.
    var phone: PhoneSize
    /// Whether the all-users table is open.
    var table: Bool
}

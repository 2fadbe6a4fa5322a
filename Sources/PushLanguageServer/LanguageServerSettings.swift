import BrazeLiquid
import PushCore

/// What the server knows besides the documents, read once at start by the command that runs it:
/// the test users' attributes, the app's categories, the phone cut text is reported for.
public struct LanguageServerSettings: Sendable {
    /// The attributes templates may read (Braze's standard ones, and the test users').
    public var attributes: AttributeCatalog
    /// The app's own notification categories (the config's `[[categories]]`).
    public var categories: [String]
    /// The phone the card's cut text is reported for.
    public var phone: PhoneSize
    /// Why a name in a project file's ignore list names no code, or nil when it does.
    public var codeProblem: @Sendable (String) -> String?
    /// The current time in UNIX seconds, for `expiry.past`.
    public var now: @Sendable () -> Int64

    /// Creates settings.
    public init(attributes: AttributeCatalog = .standard, categories: [String] = [], phone: PhoneSize = .standard,
                codeProblem: @escaping @Sendable (String) -> String?, now: @escaping @Sendable () -> Int64) {
        self.attributes = attributes
        self.categories = categories
        self.phone = phone
        self.codeProblem = codeProblem
        self.now = now
    }
}

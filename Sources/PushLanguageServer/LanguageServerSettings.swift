import BrazeLiquid
import PushCore
import PushPersonalization

/// What the server knows besides the documents, read once at start by the command that runs it:
/// the test users' attributes, the app's categories, the phone cut text is reported for.
public struct LanguageServerSettings: Sendable {
    /// The test users a push with Liquid is rendered for, as `validate` renders it.
    public var testUsers: TestUsers?
    /// The workspace's content blocks and catalogs (beside the config), read at start.
    public var workspace = WorkspaceData.none
    /// The attributes templates may read (Braze's standard ones, and the test users').
    public var attributes: AttributeCatalog
    /// The config's `[[locales]]`: which translation each test user reads.
    public var localeRules: [LocaleRule] = []
    /// The app's own notification categories (the config's `[[categories]]`).
    public var categories: [String]
    /// The phone the card's cut text is reported for.
    public var phone: PhoneSize
    /// Why a name in a project file's ignore list names no code, or nil when it does.
    public var codeProblem: @Sendable (String) -> String?
    /// The current time in UNIX seconds, for `expiry.past`.
    public var now: @Sendable () -> Int64

    /// Creates settings.
    public init(testUsers: TestUsers? = nil, attributes: AttributeCatalog? = nil, localeRules: [LocaleRule] = [], categories: [String] = [],
                phone: PhoneSize = .standard, codeProblem: @escaping @Sendable (String) -> String?, now: @escaping @Sendable () -> Int64) {
        self.testUsers = testUsers
        self.localeRules = localeRules
        self.attributes = attributes ?? testUsers?.attributeCatalog ?? .standard
        self.categories = categories
        self.phone = phone
        self.codeProblem = codeProblem
        self.now = now
    }
}

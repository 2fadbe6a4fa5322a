import BrazeLiquid

/// A locale as a Braze workspace defines it ("Localization settings"): a name, and which users
/// are in it, by their `language` (and `country`), or by up to two custom attributes' values.
/// A user a custom-attribute locale takes is in it whatever their language, as in Braze.
public struct LocaleRule: Sendable, Equatable {
    /// The locale's name, as the translations file names it (`ja-JP`).
    public var name: String
    /// The language it takes (ISO 639-1, `ja`); nil for a custom-attribute locale.
    public var language: String?
    /// The country it also asks for (`JP`), when it names one.
    public var country: String?
    /// Custom attributes and the value each must hold (string equality, as Braze compares).
    public var customAttributes: [Condition]

    /// One custom attribute's wanted value.
    public struct Condition: Sendable, Equatable {
        public var attribute: String
        public var value: String
        public init(attribute: String, value: String) {
            self.attribute = attribute
            self.value = value
        }
    }

    /// A locale by language (and country), or by custom attributes.
    public init(name: String, language: String? = nil, country: String? = nil, customAttributes: [Condition] = []) {
        self.name = name
        self.language = language?.lowercased()
        self.country = country?.uppercased()
        self.customAttributes = customAttributes
    }

    /// The most custom attributes a locale may name, as in Braze.
    public static let maxCustomAttributes = 2

    /// Whether a user with these attributes is in this locale.
    func takes(_ attributes: LiquidHash) -> Bool {
        if !customAttributes.isEmpty {
            guard case .hash(let custom)? = attributes["custom_attribute"] else { return false }
            return customAttributes.allSatisfy { condition in
                if case .string(let text)? = custom[condition.attribute] { return text == condition.value }
                return false
            }
        }
        guard let language, case .string(let own)? = attributes["language"], own.lowercased() == language else { return false }
        guard let country else { return true }
        if case .string(let own)? = attributes["country"] { return own.uppercased() == country }
        return false
    }

    /// The name of the locale Braze would put a user in: a custom-attribute locale first, then
    /// one of their language and country, then one of their language alone; nil for none.
    public static func pick(for attributes: LiquidValue, among rules: [LocaleRule]) -> String? {
        guard case .hash(let hash) = attributes else { return nil }
        // Asked for every test user: passes over the rules rather than arrays sorted each time.
        for rank in 0..<3 {
            if let rule = rules.first(where: { $0.rank == rank && $0.takes(hash) }) { return rule.name }
        }
        return nil
    }

    /// Which is tried first: custom attributes (0), then language and country (1), then language (2).
    private var rank: Int { !customAttributes.isEmpty ? 0 : country != nil ? 1 : 2 }
}

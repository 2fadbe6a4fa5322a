import TextFormats

/// The attributes a template may read without rendering empty for everyone: Braze's standard
/// ones, and those the test users have. `${frist_name}` is in neither, and is a typo.
public struct AttributeCatalog: Sendable, Equatable {
    /// Braze's standard attributes, as `${…}` names them.
    public static let standardNames = [
        "first_name", "last_name", "email_address", "phone_number", "date_of_birth", "city", "country", "language",
        "gender", "time_zone", "user_id", "braze_id", "random_bucket_number", "last_used_app_date",
        "most_recent_app_version", "most_recent_locale", "most_recent_location", "most_recently_used_device",
        "targeted_device", "subscribed_state",
    ]

    /// The names `${name}` may take: the standard ones and any a test user has at the top.
    public var topLevel: Set<String>
    /// The names `custom_attribute.${name}` may take; nil when no test user says (any name goes).
    public var custom: Set<String>?
    /// Braze's names of the message's own attributes, by namespace (`campaign`, `canvas`).
    public var messageNames: [String: Set<String>] = [:]
    /// Those given a value for this preview (`--campaign name=value`, the request's own id).
    public var messageGiven: [String: Set<String>] = [:]

    /// Braze's standard attributes alone: custom attributes are not known.
    public static let standard = AttributeCatalog(topLevel: Set(standardNames), custom: nil)

    /// A catalog of the standard attributes and those the users have.
    public init(topLevel: Set<String>, custom: Set<String>?) {
        self.topLevel = topLevel
        self.custom = custom
    }

    /// For a message attribute Braze fills when it sends (`campaign.${name}`) that this preview
    /// has no value for: the note saying it renders empty here and how to give it; nil otherwise.
    public func emptyMessageAttribute(_ reference: LiquidAttributeReference) -> String? {
        guard let namespace = reference.namespace, messageNames[namespace]?.contains(reference.name) == true,
              messageGiven[namespace]?.contains(reference.name) != true else { return nil }
        return "\(reference) renders empty in this preview: Braze fills it when the \(namespace) sends; give --\(namespace) \(reference.name)=VALUE, or pull the message (its NAME.message.json), to see it"
    }

    /// Why `reference` reads nothing for anyone, with the nearest known name; nil when it is known
    /// (or its namespace, such as event properties, is not one this catalog speaks for).
    public func problem(_ reference: LiquidAttributeReference) -> String? {
        let known: Set<String>
        let whose: String
        switch reference.namespace {
        case nil:
            known = topLevel
            whose = custom == nil ? "not one of Braze's standard attributes" : "neither a standard attribute nor one a test user has"
        case "custom_attribute"?:
            guard let custom else { return nil }
            known = custom
            whose = "not a custom attribute any test user has"
        case let namespace? where messageNames[namespace] != nil:
            known = messageNames[namespace] ?? []
            whose = "not one Braze fills for a \(namespace)"
        default:
            return nil
        }
        guard !known.contains(reference.name) else { return nil }
        // The suggestion first: a note under a narrow field is cut at its end.
        guard let near = NameSuggester.suggest(reference.name, among: known.sorted()) else {
            return "\(reference) renders empty for everyone: it is \(whose)"
        }
        let written = reference.namespace.map { "\($0).${\(near)}" } ?? "${\(near)}"
        return "\(reference): did you mean \(written)? It is \(whose), so it renders empty for everyone"
    }
}

import BrazeLiquid

/// An attribute a template can read, written as Braze's "Add personalization" writes it, with
/// what each test user holds for it: the attribute picker's rows.
public struct InsertableAttribute: Sendable, Equatable {
    /// The namespace (`custom_attribute`, `event_properties`, …); nil for a standard attribute.
    public var namespace: String?
    /// The attribute's name.
    public var name: String
    /// The first test users' values as a template prints them (nil where a user has none): a
    /// glance, not the whole file, however many users it holds.
    public var values: [Value]
    /// How many test users there are beyond those in `values`.
    public var moreUsers = 0

    /// How many users' values each attribute shows.
    public static let shownUsers = 8

    /// One user's value.
    public struct Value: Sendable, Equatable {
        public var user: String
        public var text: String?
    }

    /// The namespaces Braze gives templates, whose members are written `namespace.${name}`.
    public static let namespaces = ["custom_attribute", "event_properties", "api_trigger_properties", "canvas_entry_properties", "context"]

    /// The Liquid inserted: a standard attribute with a `default` to fill in (a user without it
    /// would otherwise see nothing), a namespaced one as it stands.
    public var liquid: String {
        if let namespace { return "{{\(namespace).${\(name)}}}" }
        return "{{${\(name)} | default: ''}}"
    }

    /// How many characters left of the inserted text's end the cursor goes: into the default's quotes.
    public var cursorBack: Int { namespace == nil ? 3 : 0 }

    /// As the picker shows it: `${first_name}`, `custom_attribute.${tier}`.
    public var written: String { namespace.map { "\($0).${\(name)}" } ?? "${\(name)}" }

    /// Every attribute a template can read here: Braze's standard ones, then what the test users
    /// have beyond them (top level, then by namespace), then the request's trigger properties,
    /// each once, in the order first met.
    public static func all(users: TestUsers, request: RequestProperties) -> [InsertableAttribute] {
        var keys: [(namespace: String?, name: String)] = AttributeCatalog.standardNames.map { (nil, $0) }
        var seen = Set(keys.map { "." + $0.name })
        func add(_ namespace: String?, _ name: String) {
            if seen.insert((namespace ?? "") + "." + name).inserted { keys.append((namespace, name)) }
        }
        for user in users.users {
            guard case .hash(let attributes) = user.attributes else { continue }
            for key in attributes.keys where !namespaces.contains(key) && key != TestUsers.liveDataKey { add(nil, key) }
        }
        for namespace in namespaces {
            for user in users.users {
                guard case .hash(let attributes) = user.attributes, case .hash(let members)? = attributes[namespace] else { continue }
                for key in members.keys { add(namespace, key) }
            }
            for name in request.names(in: namespace) { add(namespace, name) }
        }
        let shown = users.users.prefix(shownUsers)
        return keys.map { key in
            InsertableAttribute(namespace: key.namespace, name: key.name, values: shown.map { user in
                Value(user: user.name, text: value(of: key, in: user.attributes))
            }, moreUsers: users.users.count - shown.count)
        }
    }

    private static func value(of key: (namespace: String?, name: String), in attributes: LiquidValue) -> String? {
        guard case .hash(var hash) = attributes else { return nil }
        if let namespace = key.namespace {
            guard case .hash(let members)? = hash[namespace] else { return nil }
            hash = members
        }
        guard let value = hash[key.name], value != .null else { return nil }
        return value.textValue
    }
}

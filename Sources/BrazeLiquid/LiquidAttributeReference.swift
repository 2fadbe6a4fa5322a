/// A `${…}` attribute the template reads, found without rendering (Braze scans templates the same way
/// before it renders them, so only these attributes need to be fetched for a user).
public struct LiquidAttributeReference: Sendable, Hashable, CustomStringConvertible {
    /// The namespace (`custom_attribute`, `event_properties`, …), or nil for a standard attribute such as `first_name`.
    public var namespace: String?
    /// The attribute's name, as written between `${` and `}` (trimmed).
    public var name: String

    /// A reference; `namespace` nil means a standard attribute.
    public init(namespace: String?, name: String) {
        self.namespace = namespace
        self.name = name
    }

    /// `custom_attribute.${name}` or `${name}`.
    public var description: String {
        if let namespace { return "\(namespace).${\(name)}" }
        return "${\(name)}"
    }
}

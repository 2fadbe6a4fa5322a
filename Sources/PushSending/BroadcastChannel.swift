/// A broadcast channel for Live Activities (iOS 18), as `[[apns.channels]]` names one: the id
/// APNs gave it when it was made, the environment it was made in (a channel exists in one only)
/// and, when known, its storage policy.
public struct BroadcastChannel: Sendable, Equatable {
    /// The name it is known by here ("Final score").
    public var name: String
    /// The id APNs gave it: base64 text.
    public var id: String
    /// The environment it was made in; nil: the `[apns]` environment.
    public var environment: APNsEnvironment?
    /// Its storage policy, when recorded.
    public var storage: ChannelStoragePolicy?

    /// Creates a channel.
    public init(name: String, id: String, environment: APNsEnvironment? = nil, storage: ChannelStoragePolicy? = nil) {
        self.name = name
        self.id = id
        self.environment = environment
        self.storage = storage
    }

    /// The most characters a channel id is taken with (Apple's are 24 base64 characters).
    public static let maxIDLength = 128

    /// Why `text` cannot be a channel id, or nil when it can: base64, as APNs writes them.
    public static func idProblem(_ text: String) -> String? {
        if text.isEmpty { return "it is empty" }
        if text.utf8.count > maxIDLength { return "it is \(text.utf8.count) characters; a channel id is base64 text of at most \(maxIDLength)" }
        let base64 = text.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "+/=".unicodeScalars.contains($0) }
        return base64 ? nil : "a channel id is base64 text (letters, digits, +, / and =), as push-composer channels create prints it"
    }

    /// A shortened id for lines: its first 12 characters.
    public var shortID: String { id.count <= 14 ? id : String(id.prefix(12)) + "…" }
}

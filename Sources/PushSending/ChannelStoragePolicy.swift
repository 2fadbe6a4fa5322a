/// What APNs keeps of a broadcast channel's pushes for a device that is offline
/// (`message-storage-policy`, chosen when the channel is made, never changed).
public enum ChannelStoragePolicy: String, Sendable, CaseIterable, Codable {
    /// Nothing is kept: a push reaches the devices online now (`0`); its `apns-expiration` must be 0.
    case none
    /// The most recent push is kept for a device that comes back (`1`).
    case mostRecent = "most-recent"

    /// The number Apple's API writes.
    public var number: Int { self == .none ? 0 : 1 }

    /// The policy Apple's number names.
    public init?(number: Int) {
        switch number {
        case 0: self = .none
        case 1: self = .mostRecent
        default: return nil
        }
    }

    /// How it is described: "no message stored", "the most recent message stored".
    public var words: String { self == .none ? "no message stored" : "the most recent message stored" }
}

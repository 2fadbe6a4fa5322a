/// The three forms a push file can take; told apart automatically.
public enum InputKind: String, Sendable, Codable {
    /// A bare `apple_push` object.
    case applePush = "apple_push"
    /// A Braze `/messages/send` request body with `messages.apple_push`.
    case request
    /// An APNs device payload (`{"aps": …}`), simulator `.apns` files included.
    case apns

    /// How the kind is named to people.
    public var title: String {
        switch self {
        case .applePush: "apple_push object"
        case .request: "Braze request"
        case .apns: "APNs device payload"
        }
    }
}

/// The two ways a test push reaches a phone.
public enum SendRoute: String, Sendable, CaseIterable {
    /// Straight to one device, over HTTP/2 with the team's token key.
    case apns
    /// Through Braze's `/messages/send` to test users by external id.
    case braze
}

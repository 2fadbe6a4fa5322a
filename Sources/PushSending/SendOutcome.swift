/// How one recipient's send ended.
public enum SendOutcome: String, Sendable, Codable {
    /// The service accepted it (APNs 200, Braze 2xx).
    case accepted
    /// The service answered and refused it.
    case rejected
    /// No answer came: could not connect, TLS failed, timed out, or the connection closed first.
    /// The push may or may not have been delivered.
    case noAnswer = "no answer"
    /// It was not sent: cancelled, or stopped by an earlier failure before it was written.
    case notSent = "not sent"
}

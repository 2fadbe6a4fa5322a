/// Whether sending the same push again can help, as Apple's and Braze's documentation say.
public enum RetryAdvice: String, Sendable, Codable {
    /// Nothing to retry: it was accepted.
    case none
    /// Sending again will fail the same way until something is fixed.
    case afterFix = "after a fix"
    /// Never: the token or setup is wrong for good.
    case never = "no"
    /// Later, after waiting.
    case later
    /// At once, on a new connection or with a new token (the sender does this itself once).
    case now = "yes"
}

/// The forms a push can be compiled to.
public enum CompileTarget: String, Sendable, CaseIterable {
    /// The APNs device payload, compact, as Braze delivers it.
    case apns
    /// A Braze `/messages/send` request body.
    case request
    /// The bare `apple_push` object.
    case applePush = "apple-push"
    /// A file for `xcrun simctl push` or dropping on a simulator.
    case simctl
    /// A `curl` command that sends the request with the key from `$BRAZE_API_KEY`.
    case curl
    /// The APNs request headers.
    case headers

    /// One line on what the form is.
    public var summary: String {
        switch self {
        case .apns: "the APNs device payload, compact"
        case .request: "the Braze /messages/send request body"
        case .applePush: "the bare apple_push object"
        case .simctl: "a simulator .apns file"
        case .curl: "a curl command for POST /messages/send"
        case .headers: "the APNs request headers"
        }
    }
}

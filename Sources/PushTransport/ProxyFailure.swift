import PushSending

/// Why a tunnel through the proxy was not opened: each is said as the proxy's doing, never as
/// the server's ("APNs did not answer" would send a person looking in the wrong place).
struct ProxyFailure: Error, Sendable {
    /// What went wrong.
    enum Kind: Sendable, Equatable {
        /// No connection to the proxy itself: why, in a connection failure's words.
        case unreachable(String)
        /// The proxy answered `CONNECT` with this status.
        case refused(status: Int)
        /// The proxy closed the connection before answering.
        case closed
        /// No answer within the connect timeout.
        case timeout(seconds: Double)
        /// What came back was not HTTP.
        case notHTTP
    }

    /// The proxy that failed.
    let proxy: ProxyRoute
    /// The server the tunnel was for, `host:port`.
    let target: String
    /// What went wrong.
    let kind: Kind

    /// One line in plain words, naming the proxy and where it was set; never its password.
    var words: String {
        let named = "the proxy \(proxy.shown) (from \(proxy.source))"
        switch kind {
        case .unreachable(let why):
            return "could not connect to \(named): \(why)"
        case .refused(let status) where status == 407 || status == 401:
            // 407 is the standard answer; some proxies (tinyproxy with a wrong password) say 401.
            return proxy.user == nil
                ? "\(named) asks for a user name and password (\(status)): name the user in the proxy address and save the password with push-composer login proxy"
                : "\(named) did not accept the user \(proxy.user ?? "") and its password (\(status)): check both"
        case .refused(let status):
            let phrase = Self.phrases[status].map { " \($0)" } ?? ""
            let meaning = (502...504).contains(status) ? "it could not reach \(target) itself" : "it does not allow a tunnel to \(target)"
            return "\(named) refused the tunnel to \(target) (HTTP \(status)\(phrase)): \(meaning)"
        case .closed:
            return "\(named) closed the connection instead of opening a tunnel to \(target)"
        case .timeout(let seconds):
            return "\(named) did not open a tunnel to \(target) within \(NoAnswer.seconds(seconds))"
        case .notHTTP:
            return "\(named) did not answer in HTTP: is that address an HTTP proxy?"
        }
    }

    /// The reason phrases of the statuses a proxy gives instead of a tunnel (the proxy's own
    /// phrase is not shown: it is text from outside and says no more).
    private static let phrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
        504: "Gateway Timeout",
    ]
}

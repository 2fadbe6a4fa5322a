/// One Connected Content request as Braze would make it for one user: every part rendered.
/// Two calls that would send the same request are equal, whatever they save the answer as, so
/// an answer is fetched once.
public struct ConnectedContentCall: Sendable, Hashable {
    /// One request header, in the order the template gives them.
    public struct Header: Sendable, Hashable {
        /// The header's name as written.
        public var name: String
        /// Its value, rendered.
        public var value: String

        /// A header.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// `GET` or `POST`.
    public var method: String
    /// The address, rendered.
    public var url: String
    /// The `:headers` given, rendered.
    public var headers: [Header]
    /// The `:body`, rendered; nil without one.
    public var body: String?
    /// The `:content_type`, when given.
    public var contentType: String?
    /// The `:basic_auth` credential's name, when given.
    public var basicAuth: String?
    /// The `:save` variable the answer goes into, when given (not part of the request).
    public var save: String?

    /// A call.
    public init(method: String = "GET", url: String, headers: [Header] = [], body: String? = nil, contentType: String? = nil,
                basicAuth: String? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.contentType = contentType
        self.basicAuth = basicAuth
    }

    /// Equal when the requests are: the variable saved into does not count.
    public static func == (lhs: ConnectedContentCall, rhs: ConnectedContentCall) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.headers == rhs.headers && lhs.body == rhs.body
            && lhs.contentType == rhs.contentType && lhs.basicAuth == rhs.basicAuth
    }

    /// Hashes the request's parts, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(url)
        hasher.combine(headers)
        hasher.combine(body)
        hasher.combine(contentType)
        hasher.combine(basicAuth)
    }
}

/// What a Connected Content call came to, as a render uses it.
public struct ConnectedContentAnswer: Sendable, Hashable {
    /// The HTTP status; nil when no answer came (the reason is in `failure`).
    public var status: Int?
    /// The answer's body as text.
    public var body: String
    /// Why no answer came.
    public var failure: String?

    /// An answer with a status, or none (`status` nil) and why.
    public init(status: Int?, body: String = "", failure: String? = nil) {
        self.status = status
        self.body = body
        self.failure = failure
    }
}

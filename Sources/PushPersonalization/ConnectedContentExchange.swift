import BrazeLiquid

/// One Connected Content call as it went: what was asked (secrets hidden), what came back and
/// when, and what Braze would do differently; the composer's pane and `--live` lines show it.
public struct ConnectedContentExchange: Sendable, Equatable {
    /// The test user the call was made for.
    public var user: String
    /// The request, as the render made it.
    public var call: ConnectedContentCall
    /// The answer the render uses.
    public var answer: ConnectedContentAnswer
    /// Milliseconds from the request to the answer's end (or to the failure).
    public var milliseconds: Int
    /// The answer's headers as received.
    public var headers: [ConnectedContentCall.Header]
    /// The answer's body length in bytes.
    public var bodyBytes: Int
    /// Where Braze would not do what the preview did: a port it does not call, a slow answer, a
    /// credential the preview does not have.
    public var notes: [String]

    /// An exchange.
    public init(user: String = "", call: ConnectedContentCall, answer: ConnectedContentAnswer, milliseconds: Int = 0,
                headers: [ConnectedContentCall.Header] = [], bodyBytes: Int = 0, notes: [String] = []) {
        self.user = user
        self.call = call
        self.answer = answer
        self.milliseconds = milliseconds
        self.headers = headers
        self.bodyBytes = bodyBytes
        self.notes = notes
    }

    /// The most characters of one line of an answer's body the pane shows.
    static let lineLimit = 2000

    /// The request in a line, secrets hidden: `GET https://api.example.com/w?key=•••`.
    public var request: String { "\(call.method) \(ConnectedContentRedactor.url(call.url))" }

    /// The outcome in a line: `200 in 41 ms, 312 B, saved as weather`, or why no answer came.
    public var outcome: String {
        guard let status = answer.status else { return "no answer: \(answer.failure ?? "the call failed")" }
        var words = "\(status) in \(milliseconds) ms, \(bodyBytes) B"
        if let save = call.save { words += ", saved as \(save)" }
        return words
    }

    /// The exchange as the pane shows it: the request, the outcome, the notes, the request's and
    /// the answer's headers (secrets hidden) and the body's first lines.
    public func lines(bodyLines: Int = 12) -> [String] {
        var lines = ["\(request)  (for \(user))", "  → \(outcome)"]
        lines += notes.map { "  note: \($0)" }
        for header in call.headers { lines.append("  > \(header.name): \(ConnectedContentRedactor.header(header))") }
        if let body = call.body { lines.append("  > body: \(ConnectedContentRedactor.body(body))") }
        for header in headers { lines.append("  < \(header.name): \(ConnectedContentRedactor.header(header))") }
        guard answer.status != nil, !answer.body.isEmpty else { return lines }
        let body = answer.body.split(separator: "\n", omittingEmptySubsequences: false)
        // A minified answer is one line of up to a megabyte: the pane shows its start.
        lines += body.prefix(bodyLines).map { "  | " + ($0.count > Self.lineLimit ? $0.prefix(Self.lineLimit) + "…" : $0) }
        if body.count > bodyLines { lines.append("  | … \(body.count - bodyLines) more lines") }
        return lines
    }
}

/// A canned LocalBraze answer, used for one request before normal behaviour resumes.
public struct BrazeAnswer: Sendable {
    /// The status.
    public var status: Int
    /// The body, sent as is (it need not be JSON: proxies answer HTML).
    public var body: String
    /// Header fields replacing the usual ones of the same name, or added after them.
    public var headers: [HeaderField]
    /// When true, no answer at all: the client must time out.
    public var silence: Bool
    /// A broken or hostile server's behaviour instead of this answer.
    public var misbehaviour: Misbehaviour?

    /// An answer with `status`, `body` and extra or replacing `headers`.
    public init(status: Int, body: String, headers: [HeaderField] = [], silence: Bool = false, misbehaviour: Misbehaviour? = nil) {
        self.status = status
        self.body = body
        self.headers = headers
        self.silence = silence
        self.misbehaviour = misbehaviour
    }

    /// A misbehaviour in place of an answer.
    public static func misbehave(_ misbehaviour: Misbehaviour) -> BrazeAnswer {
        BrazeAnswer(status: 0, body: "", misbehaviour: misbehaviour)
    }

    /// No answer at all.
    public static let silent = BrazeAnswer(status: 0, body: "", silence: true)
}

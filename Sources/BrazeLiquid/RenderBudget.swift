/// The work a render may do, counted as it is done: bytes scanned or copied by filters,
/// operators and output, and every node and content block visited.
///
/// Liquid's own caps count loop turns and output bytes, not work: 200 bytes of template can
/// double a string to 655 KB and then scan it 99,980 times, and content blocks that name each
/// other fan out without a loop. A budget makes every render end within a fixed amount of work,
/// whatever the template; running out is a `liquid.too-costly` error. One budget can also span
/// many renders (every user of a `validate --users` run).
public struct RenderBudget: Sendable, Equatable {
    /// Work units allowed; a unit is about one byte scanned or copied.
    public let limit: Int
    /// Work units spent so far.
    public private(set) var spent = 0

    /// The work one user's render may do: a few milliseconds here, and thousands of times what
    /// a heavy real push needs (ten tags, a loop over fifty items: about 50,000 units).
    public static let perRender = 10_000_000
    /// The work a run of many renders may do together (every user of `validate --users`): about
    /// 25 users whose templates each hit `perRender`, or 10,000 users of a push with a dozen tags.
    public static let perRun = 250_000_000
    /// What one node visited costs, beyond the bytes it moves: about the work of copying 16 bytes.
    static let nodeCost = 16

    /// A budget of `limit` units, none spent.
    public init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// One render's budget.
    public static var render: RenderBudget { RenderBudget(limit: perRender) }

    /// Units left.
    public var remaining: Int { max(0, limit - spent) }

    /// Whether the budget is used up.
    public var isExhausted: Bool { spent >= limit }

    /// Counts `units` of work (added to whatever was spent before); false once the limit is passed.
    @discardableResult
    public mutating func spend(_ units: Int) -> Bool {
        let (sum, overflow) = spent.addingReportingOverflow(max(0, units))
        spent = overflow ? Int.max : sum
        return spent <= limit
    }

    /// `10 million`, `250 million`: the limit in words, for messages.
    public var limitInWords: String {
        limit >= 1_000_000 && limit % 1_000_000 == 0 ? "\(limit / 1_000_000) million" : "\(limit)"
    }
}

extension LiquidValue {
    /// The work of scanning or copying this value once: bytes of text, elements of a collection.
    /// Shallow, so weighing a value never costs more than the work it stands for.
    var workSize: Int {
        switch self {
        case .string(let text): return text.utf8.count
        case .array(let items): return items.count
        case .hash(let hash): return hash.count
        default: return 1
        }
    }
}

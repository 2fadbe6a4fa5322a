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

    /// The work one user's render may do: at most a few hundred milliseconds of the costliest
    /// filters here, and hundreds of times what a heavy real push needs (ten tags, a loop over
    /// fifty items: about 50,000 units).
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
    /// The work of scanning or copying this value once, all the way down: bytes of text, and every
    /// element of a collection or of a range (up to the most any filter expands) with its own
    /// weight. A filter or comparison on nested arrays (`sum`, `uniq`, `==`) walks every level,
    /// and `(1..100000) | sum` builds the range, so charging only the top level let a loop of them
    /// run for minutes inside a budget. Weighing walks the value once, which costs no more than
    /// the units it charges.
    var workSize: Int {
        var total = 0
        var pending = [self]
        while let value = pending.popLast() {
            switch value {
            case .string(let text):
                total = total.addingSaturated(text.utf8.count)
            case .array(let items):
                total = total.addingSaturated(items.count)
                for item in items {
                    if case .string(let text) = item { total = total.addingSaturated(text.utf8.count) } else { pending.append(item) }
                }
            case .hash(let hash):
                total = total.addingSaturated(hash.count)
                for (key, item) in hash {
                    total = total.addingSaturated(key.utf8.count)
                    pending.append(item)
                }
            case .range(let from, let to):
                // No filter turns more than `maxArrayCount` numbers into elements; past that it fails.
                let (span, overflow) = to.subtractingReportingOverflow(from)
                total = total.addingSaturated(overflow ? RenderLimits.maxArrayCount : min(max(0, span) + 1, RenderLimits.maxArrayCount))
            default:
                total = total.addingSaturated(1)
            }
        }
        return total
    }
}

private extension Int {
    func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}

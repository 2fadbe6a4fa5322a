import Synchronization

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
    /// Set when a newer render replaces this one: the budget then counts as spent, so the render
    /// stops at its next step instead of finishing work no one will see.
    public var cancellation: RenderCancellation?

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
        if cancellation?.isCancelled == true {
            spent = Int.max
            return false
        }
        let (sum, overflow) = spent.addingReportingOverflow(max(0, units))
        spent = overflow ? Int.max : sum
        return spent <= limit
    }

    /// Budgets are compared by what they allow and have spent; who may cancel them is no part of it.
    public static func == (lhs: RenderBudget, rhs: RenderBudget) -> Bool { lhs.limit == rhs.limit && lhs.spent == rhs.spent }

    /// A budget of at most `limit` units that a cancellation of this one also stops.
    public func share(limit: Int) -> RenderBudget {
        var budget = RenderBudget(limit: limit)
        budget.cancellation = cancellation
        return budget
    }

    /// The work of sorting `input`: each element takes part in about log₂ n comparisons, each
    /// reading up to its own bytes.
    static func sortWork(_ input: LiquidValue) -> Int {
        let count: Int
        switch input {
        case .array(let items): count = items.count
        case .hash(let hash): count = hash.count
        case .range(let from, let to): count = min(max(0, to &- from) &+ 1, RenderLimits.maxArrayCount)
        default: count = 1
        }
        let (product, overflow) = input.workSize.multipliedReportingOverflow(by: Int.bitWidth - max(1, count).leadingZeroBitCount)
        return overflow ? .max : product
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

extension LiquidValue {
    /// A hash that equal values share (so `uniq` compares an item only with those that may be
    /// equal to it), reading each value once, as `workSize` charges.
    var fingerprint: Int {
        var hasher = Hasher()
        var pending = [self]
        while let value = pending.popLast() {
            switch value {
            case .null: hasher.combine(0)
            case .bool(let flag): hasher.combine(flag)
            case .int(let number): hasher.combine(number)
            case .double(let number): hasher.combine(number)
            case .string(let text): hasher.combine(text)
            case .array(let items):
                hasher.combine(items.count)
                pending.append(contentsOf: items)
            case .hash(let hash):
                // Ruby's Hash#== ignores order: so does this, by summing what each entry gives.
                var entries = 0
                for (key, item) in hash { entries = entries &+ key.hashValue ^ item.fingerprint }
                hasher.combine(entries)
            case .range(let from, let to):
                hasher.combine(from)
                hasher.combine(to)
            case .date: hasher.combine(7)
            }
        }
        return hasher.finalize()
    }
}

/// A flag a newer render request sets to stop the one it replaces; safe to set from any thread.
public final class RenderCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// A flag not yet set.
    public init() {}

    /// Stops every render spending from a budget that holds this flag.
    public func cancel() { flag.store(true, ordering: .relaxed) }

    /// Whether `cancel` was called.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}

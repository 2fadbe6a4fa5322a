#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed template: Braze's `${…}` preprocessing and the Liquid parser in one pass; errors carry
/// line:column in the original source. Parse once, render for as many users as needed.
public struct LiquidTemplate: Sendable {
    let nodes: [Node]
    let locator: SourceLocator

    /// Markup Braze's lax parser accepts but probably not as the author meant (`&&`, a second word after a
    /// value, …), code `liquid.lax`. Rendering ignores the extra text as Braze does.
    public let warnings: [LiquidError]
    /// The `${…}` attributes the template reads, in order of first appearance, without duplicates.
    public let attributeReferences: [LiquidAttributeReference]
    /// The ids of its `{% translation %}` blocks, in order.
    public let translationIDs: [String]

    /// Parses `source`; throws the first syntax error, an unknown or unsupported tag or filter, or a wrong argument count.
    public init(_ source: String) throws(LiquidError) {
        let bytes = Array(source.utf8)
        let locator = SourceLocator(bytes: bytes)
        var parser = TemplateParser(bytes: bytes, range: 0..<bytes.count)
        do {
            nodes = try parser.parseDocument()
        } catch {
            throw locator.error(error)
        }
        self.locator = locator
        warnings = parser.warnings.map(locator.error)
        var seen = Set<LiquidAttributeReference>()
        attributeReferences = parser.attributes.filter { seen.insert($0).inserted }
        translationIDs = parser.translationIDs
    }

    /// What every render outputs, whoever the user: the template's top-level text, up to the
    /// first tag that can end a render early (`abort_message`, a stray `break`). Outputs and
    /// blocks may render nothing, so they count for nothing: the bytes of this text are a true
    /// lower bound on any rendering's, where the template's own size is not (`{% if %}` with a
    /// thousand bytes on each side renders one side).
    public var guaranteedText: String {
        var text = ""
        for node in nodes {
            switch node {
            case .text(let piece): text += piece
            case .breakLoop, .continueLoop, .abort: return text
            default: continue
            }
        }
        return text
    }

    /// Whether the source holds any Liquid at all ({{, {%, or ${). Cheap (a `memchr` for each
    /// brace, as most text has none); callers skip everything when false.
    public static func containsLiquid(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var from = 0
            while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: "{")), bytes.count - from) {
                let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if i > 0, bytes[i - 1] == UInt8(ascii: "$") || bytes[i - 1] == UInt8(ascii: "{") { return true }
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "%") { return true }
                from = i + 1
            }
            return false
        }
    }

    /// Renders for one user within one render's budget: the text, an abort, the live data a tag
    /// needs, or the error that stopped it.
    public func render(_ context: LiquidContext) -> LiquidResult {
        var budget = RenderBudget.render
        return render(context, budget: &budget)
    }

    /// Renders for one user, spending from `budget` (which may span several renders); a render
    /// that would pass it stops with `liquid.too-costly`.
    public func render(_ context: LiquidContext, budget: inout RenderBudget) -> LiquidResult {
        var pending: ConnectedContentCall?
        return render(context, budget: &budget, pendingCall: &pending)
    }

    /// Renders as `render(_:budget:)` does; a render stopped by a Connected Content call that
    /// `context.connectedContent` does not answer sets `pendingCall` to it, for the caller to fetch.
    public func render(_ context: LiquidContext, budget: inout RenderBudget, pendingCall: inout ConnectedContentCall?) -> LiquidResult {
        var renderer = Renderer(context: context, budget: budget)
        defer {
            budget = renderer.budget
            pendingCall = renderer.pendingCall
        }
        var output = ""
        do {
            _ = try renderer.render(nodes, into: &output)
            return .rendered(output)
        } catch {
            switch error {
            case .failed(let failure): return .failed(locator.error(failure))
            case .aborted(let reason): return .aborted(reason: reason)
            case .needsData(let tag, let what): return .needsData(tag: tag, what: what)
            }
        }
    }
}

import BrazeLiquid

/// What belongs to the Braze workspace rather than to one user, read from the folder beside the
/// config: its content blocks. A user's own `live_data` still wins, so a test can override a block.
public struct WorkspaceData: Sendable, Equatable {
    /// Each content block's Liquid text, by its name (`{{content_blocks.${Name}}}`).
    public var contentBlocks: [String: String]

    /// Nothing from the workspace.
    public static let none = WorkspaceData()

    /// Creates the data.
    public init(contentBlocks: [String: String] = [:]) {
        self.contentBlocks = contentBlocks
    }

    /// `live` with the workspace's blocks under it: a block the user's data names (as
    /// `content_blocks:<Name>` or in its `content_blocks` hash) keeps the user's text.
    func liveData(under live: [String: LiquidValue]) -> [String: LiquidValue] {
        guard !contentBlocks.isEmpty else { return live }
        var merged = live
        var pairs: [(String, LiquidValue)] = contentBlocks.keys.sorted().map { ($0, .string(contentBlocks[$0] ?? "")) }
        if case .hash(let own)? = live["content_blocks"] {
            pairs = pairs.filter { !own.contains(key: $0.0) } + Array(own)
        }
        merged["content_blocks"] = .hash(LiquidHash(pairs))
        return merged
    }
}

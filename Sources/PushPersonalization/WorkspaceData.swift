import BrazeLiquid

/// What belongs to the Braze workspace rather than to one user, read from the folders beside the
/// config: its content blocks and catalogs. A user's own `live_data` still wins, so a test can
/// override a block or a catalog.
public struct WorkspaceData: Sendable, Equatable {
    /// Each content block's Liquid text, by its name (`{{content_blocks.${Name}}}`).
    public var contentBlocks: [String: String]
    /// Each catalog's items, by item id, by catalog name (`{% catalog_items Name id %}`).
    public var catalogs: [String: LiquidHash]
    /// Each catalog's selections applied to its items: the items each returns, by selection
    /// name, by catalog name (`{% catalog_selection_items Name selection %}`).
    public var selections: [String: LiquidHash] = [:]

    /// Nothing from the workspace.
    public static let none = WorkspaceData()

    /// Creates the data.
    public init(contentBlocks: [String: String] = [:], catalogs: [String: LiquidHash] = [:]) {
        self.contentBlocks = contentBlocks
        self.catalogs = catalogs
    }

    /// The catalogs the user's data does not replace: an item missing from one is said.
    func completeCatalogs(under live: [String: LiquidValue]) -> Set<String> {
        guard live["catalog_items"] == nil else { return [] }
        return Set(catalogs.keys.filter { live["catalog_items:\($0)"] == nil })
    }

    /// `live` with the workspace's blocks under it: a block the user's data names (as
    /// `content_blocks:<Name>` or in its `content_blocks` hash) keeps the user's text.
    func liveData(under live: [String: LiquidValue]) -> [String: LiquidValue] {
        var merged = live
        for name in completeCatalogs(under: live) {
            merged["catalog_items:\(name)"] = .hash(catalogs[name] ?? LiquidHash())
            if let chosen = selections[name], live["catalog_selection_items:\(name)"] == nil, live["catalog_selection_items"] == nil {
                merged["catalog_selection_items:\(name)"] = .hash(chosen)
            }
        }
        guard !contentBlocks.isEmpty else { return merged }
        var pairs: [(String, LiquidValue)] = contentBlocks.keys.sorted().map { ($0, .string(contentBlocks[$0] ?? "")) }
        if case .hash(let own)? = live["content_blocks"] {
            pairs = pairs.filter { !own.contains(key: $0.0) } + Array(own)
        }
        merged["content_blocks"] = .hash(LiquidHash(pairs))
        return merged
    }
}

extension WorkspaceData {
    /// The content blocks and catalogs kept beside the config in `configDirectory`, and one line
    /// per file that could not be used.
    public static func load(configDirectory: String) -> (data: WorkspaceData, problems: [String]) {
        var (data, problems) = ContentBlockFolder(configDirectory: configDirectory).load()
        let catalogs = CatalogFolder(configDirectory: configDirectory).load()
        data.catalogs = catalogs.catalogs
        data.selections = catalogs.selections
        problems += catalogs.problems
        return (data, problems)
    }
}

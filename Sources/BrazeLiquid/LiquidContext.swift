import Foundation

/// Everything a render may read: the user, the clock, canned live data and plain variables.
public struct LiquidContext: Sendable {
    /// The user as the users file gives it: standard attributes at the top (first_name, language, time_zone,
    /// most_recent_locale, …) and one object per namespace (custom_attribute, event_properties,
    /// api_trigger_properties, canvas_entry_properties, targeted_device, most_recently_used_device).
    public var user: LiquidValue
    /// "Now", fixed for determinism (the `date` filter with "now"/"today").
    public var now: Date
    /// Canned answers for tags that need live data, looked up first by `"<tag>:<argument>"`, then by `"<tag>"`:
    /// - `connected_content:<URL after rendering>` / `connected_content`: the response, a string (JSON is parsed for
    ///   `:save`) or an already parsed value;
    /// - `catalog_items:<catalog>` / `catalog_items` (also for `catalog_selection_items`): an array of items, or a hash
    ///   from item id to item (the tag's ids pick from it, in order); the result is bound to `items`;
    /// - `promotion:<list>` / `promotion`: the code printed;
    /// - `content_blocks:<Name>` / `content_blocks` (a hash from block name to its Liquid text): the block, rendered in place.
    public var liveData: [String: LiquidValue]
    /// Plain variables, for the conformance suite's `data` (top-level Liquid variables).
    public var variables: [String: LiquidValue]
    /// The user's locale's text for each `{% translation id %}`; an id not here renders the
    /// text written inside the tag, as Braze does for a user with no matching locale.
    public var translations: [String: LiquidTemplate] = [:]
    /// Catalogs read whole from the workspace's store: an item `catalog_items` names that is not
    /// there is missing data (said), not an item Braze would leave out.
    public var completeCatalogs: Set<String> = []
    /// Connected Content fetched live: when set, each call is answered from here alone (canned
    /// `live_data` is passed over), and a call not here stops the render needing it.
    public var connectedContent: [ConnectedContentCall: ConnectedContentAnswer]?

    /// A context; every part is optional.
    public init(
        user: LiquidValue = .hash(LiquidHash()), now: Date = Date(), liveData: [String: LiquidValue] = [:],
        variables: [String: LiquidValue] = [:]
    ) {
        self.user = user
        self.now = now
        self.liveData = liveData
        self.variables = variables
    }

    /// The canned value for a tag and its argument: the exact `tag:argument` key wins over the bare tag key.
    func liveValue(tag: String, argument: String) -> LiquidValue? {
        if let exact = liveData["\(tag):\(argument)"] { return exact }
        return liveData[tag]
    }
}

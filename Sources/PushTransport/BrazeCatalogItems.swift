import Foundation
import PushCore
import PushPersonalization
import PushSending
import TextFormats

/// Reads a catalog's items from Braze: each item named (`GET /catalogs/{name}/items/{id}`), or
/// every item, page after page as the `Link` header leads (`GET /catalogs/{name}/items`). Every
/// item is read and checked before the caller writes any.
public struct BrazeCatalogItems: Sendable {
    /// What came back: the items by id, and the ids Braze has no item for.
    public struct Result: Sendable {
        /// Each item, with its id.
        public var items: [(id: String, item: JSONValue)]
        /// The ids named that the catalog does not hold.
        public var missing: [String]
    }

    let settings: BrazeSettings
    let apiKey: String
    let timeouts: SendTimeouts
    /// The most seconds the whole fetch may take.
    let deadline: Double

    /// The most pages followed (50 items a page): past the folder reader's cap.
    static let maxPages = CatalogFolder.maxItems / 50 + 1

    /// Creates a fetch for an instance and key.
    public init(settings: BrazeSettings, apiKey: String, timeouts: SendTimeouts = .standard, deadline: Double = 120) {
        self.settings = settings
        self.apiKey = apiKey
        self.timeouts = timeouts
        self.deadline = deadline
    }

    /// The items `ids` of `catalog` (every item when empty); a refusal, an answer of the wrong
    /// shape or the deadline is one line, and nothing comes back.
    public func fetch(_ catalog: String, ids: [String]) async throws(SendRefusal) -> Result {
        try await BrazeReader.within(deadline, settings: settings, apiKey: apiKey, timeouts: timeouts,
                                     late: "Braze did not give every item within \(NoAnswer.seconds(deadline)); nothing was written") { reader throws(SendRefusal) in
            try await fetch(catalog, ids: ids, reader: reader)
        }
    }

    private func fetch(_ catalog: String, ids: [String], reader: BrazeReader) async throws(SendRefusal) -> Result {
        let undone = "nothing was written"
        let base = "/catalogs/" + Self.segment(catalog) + "/items"
        var result = Result(items: [], missing: [])
        if !ids.isEmpty {
            for id in ids {
                let answer = try await reader.object(.GET, base + "/" + Self.segment(id), permission: "catalogs.get_item", undone: undone, missing: 404)
                if answer.status == 404 { result.missing.append(id); continue }
                result.items += try Self.items(answer, undone: undone).filter { $0.id == id }
            }
            return result
        }
        var path: String? = base
        var pages = 0
        while let next = path {
            pages += 1
            guard pages <= Self.maxPages else {
                throw SendRefusal(.setup, "the catalog has more than \(CatalogFolder.maxItems) items: name the ones to fetch; \(undone)")
            }
            let answer = try await reader.object(.GET, next, permission: "catalogs.get_items", undone: undone)
            result.items += try Self.items(answer, undone: undone)
            // Only a next page on the same host and path is followed: a Link elsewhere is not Braze's to give.
            path = answer.next.flatMap { URL(string: $0) }.flatMap { url in
                url.path == base ? url.path + (url.query.map { "?" + $0 } ?? "") : nil
            }
        }
        return result
    }

    /// The items of one answer, each with its id.
    private static func items(_ answer: BrazeReader.Answer, undone: String) throws(SendRefusal) -> [(id: String, item: JSONValue)] {
        guard let list = answer.object["items"]?.arrayValue else {
            throw SendRefusal(.push, "Braze answered \(answer.status) without a list of items (\"items\": [...]): check rest_endpoint in [braze]; \(undone)")
        }
        return try list.map { node throws(SendRefusal) in
            guard let object = node.value.objectValue, let id = object["id"]?.stringValue else {
                throw SendRefusal(.push, "Braze gave a catalog item without its id; \(undone)")
            }
            return (id, node.value)
        }
    }

    /// A path segment, percent-encoded.
    static func segment(_ text: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#%")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

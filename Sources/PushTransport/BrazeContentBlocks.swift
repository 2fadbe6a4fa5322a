import Foundation
import PushCore
import PushPersonalization
import PushSending
import TextFormats

/// Reads the workspace's content blocks from Braze: `GET /content_blocks/list` (a page of at most
/// 1000 at a time) for the names and ids, then `GET /content_blocks/info` for each block's Liquid.
/// Every block is read and checked (its name, its size) before the caller writes any.
public struct BrazeContentBlocks: Sendable {
    /// One block as Braze gives it.
    public struct Block: Sendable, Equatable {
        /// Its name (`{{content_blocks.${name}}}`).
        public var name: String
        /// Its Liquid text.
        public var content: String
    }

    let settings: BrazeSettings
    let apiKey: String
    let timeouts: SendTimeouts
    /// The most seconds the whole fetch may take, every page and block included.
    let deadline: Double

    /// A page of the list, as Braze allows at most.
    static let pageSize = 1000
    /// The most blocks read: past this the folder's reader would leave some out.
    static let maxBlocks = ContentBlockFolder.maxBlocks

    /// Creates a fetch for an instance and key.
    public init(settings: BrazeSettings, apiKey: String, timeouts: SendTimeouts = .standard, deadline: Double = 120) {
        self.settings = settings
        self.apiKey = apiKey
        self.timeouts = timeouts
        self.deadline = deadline
    }

    /// The blocks named by `names` (all of them when empty); a name the workspace does not have,
    /// a refusal, an answer of the wrong shape or the deadline is one line, and nothing comes back.
    public func fetch(_ names: [String]) async throws(SendRefusal) -> [Block] {
        try await BrazeReader.within(deadline, settings: settings, apiKey: apiKey, timeouts: timeouts,
                                     late: "Braze did not give every block within \(NoAnswer.seconds(deadline)); no block was written") { reader throws(SendRefusal) in
            try await fetch(names, reader: reader)
        }
    }

    private func fetch(_ names: [String], reader: BrazeReader) async throws(SendRefusal) -> [Block] {
        let undone = "no block was written"
        var listed: [(id: String, name: String)] = []
        var offset = 0
        while true {
            let answer = try await reader.object(.GET, "/content_blocks/list?limit=\(Self.pageSize)&offset=\(offset)",
                                                         permission: "content_blocks.list", undone: undone)
            let (status, page) = (answer.status, answer.object)
            guard let items = page["content_blocks"]?.arrayValue else {
                throw SendRefusal(.push, "Braze answered \(status) without a list of content blocks (\"content_blocks\": [...]): check rest_endpoint in [braze]; \(undone)")
            }
            for item in items {
                guard let object = item.value.objectValue, let id = object["content_block_id"]?.stringValue,
                      let name = object["name"]?.stringValue else {
                    throw SendRefusal(.push, "Braze listed a content block without its content_block_id and name; \(undone)")
                }
                listed.append((id, name))
            }
            if names.isEmpty, listed.count > Self.maxBlocks {
                throw SendRefusal(.setup, "the workspace has more than \(Self.maxBlocks) content blocks: name the ones to fetch; \(undone)")
            }
            if items.count < Self.pageSize { break }
            offset += items.count
        }
        let wanted: [(id: String, name: String)]
        if names.isEmpty {
            wanted = listed
        } else {
            wanted = try names.map { name throws(SendRefusal) in
                guard let found = listed.first(where: { $0.name == name }) else {
                    let near = listed.map(\.name).filter { $0.lowercased() == name.lowercased() }.first.map { "; did you mean \"\($0)\"?" } ?? ""
                    throw SendRefusal(.setup, "the workspace has no content block named \"\(name)\"\(near); \(undone)")
                }
                return found
            }
        }
        var blocks: [Block] = []
        for (id, name) in wanted {
            if let problem = ContentBlockFolder.nameProblem(name) {
                throw SendRefusal(.push, "Braze's block \"\(name)\" cannot be kept as a file: \(problem); \(undone)")
            }
            var query = URLComponents()
            query.queryItems = [URLQueryItem(name: "content_block_id", value: id)]
            let infoAnswer = try await reader.object(.GET, "/content_blocks/info" + (query.percentEncodedQuery.map { "?" + $0 } ?? ""),
                                                         permission: "content_blocks.info", undone: undone)
            let (status, info) = (infoAnswer.status, infoAnswer.object)
            guard let content = info["content"]?.stringValue else {
                throw SendRefusal(.push, "Braze answered \(status) for \"\(name)\" without its content: check rest_endpoint in [braze]; \(undone)")
            }
            guard content.utf8.count <= ContentBlockFolder.maxBytes else {
                throw SendRefusal(.push, "the block \"\(name)\" is \(content.utf8.count) bytes, more than the \(ContentBlockFolder.maxBytes) a block may be read with; \(undone)")
            }
            blocks.append(Block(name: name, content: content))
        }
        return blocks
    }
}

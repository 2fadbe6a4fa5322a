/// Braze's tags that need live data: Connected Content, catalogs, content blocks.
extension Renderer {
    mutating func renderWords(_ nodes: [Node]) throws(RenderInterrupt) -> String {
        var text = ""
        _ = try render(nodes, into: &text)
        return text.trimmingWhitespace()
    }

    mutating func renderConnectedContent(_ node: ConnectedContentNode, into output: inout String) throws(RenderInterrupt) {
        let url = try renderWords(node.url)
        guard let answer = context.liveValue(tag: "connected_content", argument: url) else {
            throw .needsData(tag: "connected_content", what: url)
        }
        guard let save = node.save else {
            if case .string(let body) = answer { output += body } else { output += answer.jsonText }
            try checkSize(output, at: node.start)
            return
        }
        var value = answer
        if case .string(let body) = answer, let parsed = try? LiquidValue(jsonText: body) { value = parsed }
        if case .hash(var hash) = value, !hash.contains(key: "__http_status_code__") {
            hash["__http_status_code__"] = .int(200)
            value = .hash(hash)
        }
        globals[save] = value
    }

    mutating func renderCatalogItems(_ node: CatalogItemsNode) throws(RenderInterrupt) {
        var words: [String] = []
        for word in node.words { words.append(try renderWords(word)) }
        let catalog = words[0]
        let wanted = words.dropFirst()
        var answer = context.liveValue(tag: node.tag, argument: catalog)
        if answer == nil, node.tag != "catalog_items" { answer = context.liveValue(tag: "catalog_items", argument: catalog) }
        guard let answer else { throw .needsData(tag: node.tag, what: words.joined(separator: " ")) }
        var items: [LiquidValue] = []
        switch answer {
        case .array(let array): items = array
        case .hash(let hash):
            for id in wanted {
                switch hash[id] {
                case .array(let array)?: items += array
                case let item?: items.append(item)
                case nil:
                    if node.tag == "catalog_items" && context.completeCatalogs.contains(catalog) {
                        throw .needsData(tag: node.tag, what: "\(catalog) \(id)")
                    }
                }
            }
        default: items = [answer]
        }
        globals["items"] = .array(items)
    }

    mutating func renderContentBlock(_ name: String, at offset: Int, into output: inout String) throws(RenderInterrupt) {
        var text: String?
        if let exact = context.liveData["content_blocks:\(name)"] {
            text = exact.textValue
        } else if case .hash(let blocks)? = context.liveData["content_blocks"], let block = blocks[name] {
            text = block.textValue
        }
        guard let source = text else { throw .needsData(tag: "content_blocks", what: name) }
        guard contentBlockDepth < RenderLimits.maxContentBlockDepth else {
            throw .failed(.limit("content blocks nested more than \(RenderLimits.maxContentBlockDepth) deep", at: offset))
        }
        let template: LiquidTemplate
        if let parsed = contentBlocks[name] {
            template = parsed
        } else {
            // Parsing reads the block's source once; every later use is charged for its nodes.
            try charge(source.utf8.count, at: offset)
            do {
                template = try LiquidTemplate(source)
            } catch {
                throw .failed(SourceError(error.code, "in content block '\(name)' at \(error.line):\(error.column): \(error.message)", at: offset))
            }
            contentBlocks[name] = template
        }
        contentBlockDepth += 1
        defer { contentBlockDepth -= 1 }
        do {
            _ = try render(template.nodes, into: &output)
        } catch {
            if case .failed(let inner) = error {
                let location = template.locator.location(of: inner.offset)
                throw .failed(SourceError(inner.code, "in content block '\(name)' at \(location.line):\(location.column): \(inner.message)", at: offset))
            }
            throw error
        }
    }
}

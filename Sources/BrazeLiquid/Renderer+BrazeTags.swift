/// Braze's tags that need live data: Connected Content, catalogs, content blocks.
extension Renderer {
    mutating func renderWords(_ nodes: [Node]) throws(RenderInterrupt) -> String {
        var text = ""
        _ = try render(nodes, into: &text)
        return text.trimmingWhitespace()
    }

    mutating func renderConnectedContent(_ node: ConnectedContentNode, into output: inout String) throws(RenderInterrupt) {
        let url = try renderWords(node.url)
        if let fetched = context.connectedContent {
            let call = try connectedContentCall(node, url: url)
            guard let answer = fetched[call] else {
                pendingCall = call
                throw .needsData(tag: "connected_content", what: url)
            }
            try use(answer, of: node, url: url, into: &output)
            return
        }
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

    /// The request a node makes for this user: its URL, headers and body rendered.
    private mutating func connectedContentCall(_ node: ConnectedContentNode, url: String) throws(RenderInterrupt) -> ConnectedContentCall {
        var call = ConnectedContentCall(method: node.method, url: url, contentType: node.contentType, basicAuth: node.basicAuth)
        call.save = node.save
        if let headers = node.headers {
            var text = ""
            _ = try render(headers, into: &text)
            guard case .hash(let hash)? = try? LiquidValue(jsonText: text) else {
                throw .failed(.render("':headers' is not a JSON object such as {\"X-Key\": \"value\"}", at: node.start))
            }
            call.headers = hash.map { ConnectedContentCall.Header(name: $0.0, value: $0.1.textValue) }
        }
        if let body = node.body {
            var text = ""
            _ = try render(body, into: &text)
            call.body = text
        }
        return call
    }

    /// A fetched answer as Braze uses it: a 404 renders nothing; a 500 or 502 (or no answer) with
    /// `:retry` is retried by Braze and, still failing, aborts the message; a JSON object saved
    /// carries `__http_status_code__`.
    private mutating func use(_ answer: ConnectedContentAnswer, of node: ConnectedContentNode, url: String,
                              into output: inout String) throws(RenderInterrupt) {
        let failing = answer.status.map { $0 == 500 || $0 == 502 } ?? true
        if failing && node.retry {
            let what = answer.status.map { "answered \($0)" } ?? "got no answer"
            // The address is not said: it may hold a key (the calls pane shows it with secrets hidden).
            throw .aborted(reason: "a Connected Content call \(what); with :retry Braze tries it again, then aborts the message")
        }
        guard let status = answer.status else { return }
        guard let save = node.save else {
            if status != 404 { output += answer.body }
            try checkSize(output, at: node.start)
            return
        }
        var value = LiquidValue.string(answer.body)
        if let parsed = try? LiquidValue(jsonText: answer.body) { value = parsed }
        if case .hash(var hash) = value {
            hash["__http_status_code__"] = .int(status)
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
        if answer == nil, node.tag != "catalog_items" {
            // A selection is not an item: a catalog read whole with no selections beside it
            // cannot say which items one returns.
            if context.completeCatalogs.contains(catalog) { throw .needsData(tag: node.tag, what: words.joined(separator: " ")) }
            answer = context.liveValue(tag: "catalog_items", argument: catalog)
        }
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
                    if context.completeCatalogs.contains(catalog) {
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

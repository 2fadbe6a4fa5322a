import PushCore
import TextFormats

/// The Language Server Protocol (3.17) for push files, as messages in and messages out: open
/// documents, their analyses, and what the client negotiated. No I/O here: `StdioServer` reads
/// and writes the messages, so tests drive this directly.
public struct LanguageServer: Sendable {
    /// JSON-RPC and LSP error codes this server answers with.
    enum ErrorCode: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case serverNotInitialized = -32002, requestCancelled = -32800
    }

    private let settings: LanguageServerSettings
    private var documents: [String: OpenDocument] = [:]
    /// Each document's analysis, for the version it was made from.
    private var facts: [String: (version: Int, facts: DocumentFacts)] = [:]
    /// Documents whose findings have changed since they were last published.
    private var unpublished: [String] = []
    private var encoding = PositionEncoding.utf16
    private var initialized = false
    private var shutDown = false
    /// The exit status, once `exit` has come: 0 after `shutdown`, 1 without.
    public private(set) var exitStatus: Int32?

    /// A server with these settings.
    public init(settings: LanguageServerSettings) {
        self.settings = settings
    }

    /// The answers to one message (none for most notifications); `isCancelled` says whether the
    /// client withdrew a request before it was reached.
    public mutating func handle(_ message: JSONValue, isCancelled: (JSONValue) -> Bool = { _ in false }) -> [JSONValue] {
        let o = message.objectValue ?? JSONObject()
        guard let method = o["method"]?.stringValue else {
            // A response to a request of ours (there are none), or not a message at all.
            return o["result"] != nil || o["error"] != nil ? [] : [Self.error(o["id"], .invalidRequest, "not a JSON-RPC message")]
        }
        let id = o["id"]
        let params = o["params"]?.objectValue ?? JSONObject()
        if let id, isCancelled(id) { return [Self.error(id, .requestCancelled, "cancelled")] }
        if method == "exit" {
            exitStatus = shutDown ? 0 : 1
            return []
        }
        guard initialized || method == "initialize" else {
            return id.map { [Self.error($0, .serverNotInitialized, "initialize first")] } ?? []
        }
        guard !shutDown else { return id.map { [Self.error($0, .invalidRequest, "the server is shutting down")] } ?? [] }
        switch method {
        case "initialize":
            guard let id else { return [] }
            return [Self.result(id, initialize(params))]
        case "initialized", "textDocument/didSave", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles":
            return []
        case "shutdown":
            shutDown = true
            return id.map { [Self.result($0, .null)] } ?? []
        case "textDocument/didOpen":
            guard let item = params["textDocument"]?.objectValue, let uri = item["uri"]?.stringValue,
                  let text = item["text"]?.stringValue else { return [] }
            documents[uri] = OpenDocument(uri: uri, version: Self.int(item["version"]) ?? 0, text: text)
            markChanged(uri)
            return []
        case "textDocument/didChange":
            guard let item = params["textDocument"]?.objectValue, let uri = item["uri"]?.stringValue,
                  var document = documents[uri], case .array(let changes)? = params["contentChanges"] else { return [] }
            for change in changes {
                guard let change = change.value.objectValue, let text = change["text"]?.stringValue else { continue }
                if let range = change["range"]?.objectValue {
                    let positions = LSPRange(document: document, encoding: encoding)
                    let start = positions.offset(range["start"]) ?? 0, end = positions.offset(range["end"]) ?? start
                    document.replace(start, end, with: text)
                } else {
                    document.replaceAll(with: text)
                }
            }
            document.version = Self.int(item["version"]) ?? document.version + 1
            documents[uri] = document
            markChanged(uri)
            return []
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?.objectValue?["uri"]?.stringValue else { return [] }
            documents[uri] = nil
            facts[uri] = nil
            unpublished.removeAll { $0 == uri }
            return [Self.publish(uri, version: nil, [])]
        case "textDocument/hover", "textDocument/completion", "textDocument/codeAction":
            guard let id else { return [] }
            guard let uri = params["textDocument"]?.objectValue?["uri"]?.stringValue, let document = documents[uri] else {
                return [Self.error(id, .invalidParams, "no open document has that uri")]
            }
            let found = analysis(of: document)
            let range = LSPRange(document: document, encoding: encoding)
            switch method {
            case "textDocument/hover":
                guard let offset = range.offset(params["position"]) else { return [Self.error(id, .invalidParams, "no position")] }
                return [Self.result(id, HoverProvider(document: document, facts: found, range: range).hover(at: offset))]
            case "textDocument/completion":
                guard let offset = range.offset(params["position"]) else { return [Self.error(id, .invalidParams, "no position")] }
                return [Self.result(id, CompletionProvider(document: document, facts: found, settings: settings, range: range).complete(at: offset))]
            default:
                let asked = params["range"]?.objectValue
                let start = range.offset(asked?["start"]) ?? 0, end = range.offset(asked?["end"]) ?? start
                return [Self.result(id, QuickFixProvider(document: document, facts: found, range: range).actions(in: start..<max(start, end)))]
            }
        default:
            // Notifications the server does not use ($/setTrace, $/progress…) are left alone.
            return id.map { [Self.error($0, .methodNotFound, "\(method) is not supported")] } ?? []
        }
    }

    /// The findings of every document changed since the last call, as `publishDiagnostics`
    /// notifications: called when no message is waiting, so a burst of keystrokes is one analysis.
    public mutating func publishChanged() -> [JSONValue] {
        let uris = unpublished
        unpublished = []
        return uris.compactMap { uri in
            guard let document = documents[uri] else { return nil }
            let found = analysis(of: document)
            let range = LSPRange(document: document, encoding: encoding)
            return Self.publish(uri, version: document.version,
                                found.diagnostics.map { JSONNode(DiagnosticRange.lsp($0, in: document, range: range)) })
        }
    }

    private mutating func markChanged(_ uri: String) {
        if !unpublished.contains(uri) { unpublished.append(uri) }
    }

    /// The document's analysis, made once per version.
    private mutating func analysis(of document: OpenDocument) -> DocumentFacts {
        if let known = facts[document.uri], known.version == document.version { return known.facts }
        let made = DocumentFacts(document, settings: settings)
        facts[document.uri] = (document.version, made)
        return made
    }

    private mutating func initialize(_ params: JSONObject) -> JSONValue {
        initialized = true
        // UTF-8 when the client offers it (no conversion), else UTF-16, LSP's default.
        if case .array(let offered)? = params["capabilities"]?.objectValue?["general"]?.objectValue?["positionEncodings"],
           offered.contains(where: { $0.value.stringValue == PositionEncoding.utf8.rawValue }) {
            encoding = .utf8
        }
        var sync = JSONObject()
        sync["openClose"] = .bool(true)
        sync["change"] = .number("2")  // incremental
        var completion = JSONObject()
        completion["triggerCharacters"] = .array(["\"", "{", "$"].map { JSONNode(.string($0)) })
        var actions = JSONObject()
        actions["codeActionKinds"] = .array([JSONNode(.string("quickfix"))])
        var capabilities = JSONObject()
        capabilities["positionEncoding"] = .string(encoding.rawValue)
        capabilities["textDocumentSync"] = .object(sync)
        capabilities["hoverProvider"] = .bool(true)
        capabilities["completionProvider"] = .object(completion)
        capabilities["codeActionProvider"] = .object(actions)
        var info = JSONObject()
        info["name"] = .string("push-composer")
        var result = JSONObject()
        result["capabilities"] = .object(capabilities)
        result["serverInfo"] = .object(info)
        return .object(result)
    }

    static func int(_ value: JSONValue?) -> Int? { value?.numberText.flatMap { Int($0) } }

    static func result(_ id: JSONValue, _ result: JSONValue) -> JSONValue {
        var o = JSONObject()
        o["jsonrpc"] = .string("2.0")
        o["id"] = id
        o["result"] = result
        return .object(o)
    }

    static func error(_ id: JSONValue?, _ code: ErrorCode, _ message: String) -> JSONValue {
        var e = JSONObject()
        e["code"] = .number(String(code.rawValue))
        e["message"] = .string(message)
        var o = JSONObject()
        o["jsonrpc"] = .string("2.0")
        o["id"] = id ?? .null
        o["error"] = .object(e)
        return .object(o)
    }

    static func publish(_ uri: String, version: Int?, _ diagnostics: [JSONNode]) -> JSONValue {
        var params = JSONObject()
        params["uri"] = .string(uri)
        if let version { params["version"] = .number(String(version)) }
        params["diagnostics"] = .array(diagnostics)
        var o = JSONObject()
        o["jsonrpc"] = .string("2.0")
        o["method"] = .string("textDocument/publishDiagnostics")
        o["params"] = .object(params)
        return .object(o)
    }
}

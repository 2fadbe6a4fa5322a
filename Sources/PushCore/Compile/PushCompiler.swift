import PlainText
import TextFormats

/// Compiles a push document to every output form.
public struct PushCompiler: Sendable {
    /// The app's bundle id, for `.apns` files and `apns-topic`.
    public var bundleID: String?
    /// The Braze REST endpoint for `curl`; the command reads `$BRAZE_REST_ENDPOINT` when nil.
    public var endpoint: String?
    /// `.invisibles` when the output goes to a terminal: the same JSON, with nothing that can
    /// reorder or hide text; `.minimal` (the default) gives the exact payload bytes.
    public var escaping: JSONWriter.Escaping

    /// Creates a compiler.
    public init(bundleID: String? = nil, endpoint: String? = nil, escaping: JSONWriter.Escaping = .minimal) {
        self.bundleID = bundleID
        self.endpoint = endpoint
        self.escaping = escaping
    }

    /// The compiled text for a target; JSON outputs end without a newline.
    public func compile(_ document: PushDocument, to target: CompileTarget) -> String {
        switch target {
        case .apns:
            return JSONWriter.string(json(document, for: target)!, escaping: escaping)
        case .request, .applePush, .simctl:
            return JSONWriter.string(json(document, for: target)!, style: .pretty, escaping: escaping)
        case .curl:
            return curl(document)
        case .headers:
            // A simulator file's target bundle is text from outside: used only when it is a bundle id.
            let topic = bundleID ?? BundleID.checked(document.bundleID)
            let lines = APNsHeaders(document: document, bundleID: topic).lines
            return (escaping == .invisibles ? lines.map(Self.escapeInvisibles) : lines).joined(separator: "\n")
        }
    }

    /// The compiled form as a JSON value for the JSON targets (the device payload, the request,
    /// the bare object, the simulator file); nil for curl and headers. The one place each is built.
    public func json(_ document: PushDocument, for target: CompileTarget) -> JSONValue? {
        let push = document.push
        switch target {
        case .apns:
            return .object(document.deliveredPayload)
        case .request:
            return .object(Self.brazeRequest(document).body)
        case .applePush:
            return .object(ApplePushEncoder.encode(push))
        case .simctl:
            var file = JSONObject()
            if let bundle = bundleID ?? document.bundleID { file["Simulator Target Bundle"] = .string(bundle) }
            file.members.append(contentsOf: document.deliveredPayload.members)
            return .object(file)
        case .curl, .headers:
            return nil
        }
    }

    /// The Braze request a document goes as, and its endpoint: a request's own body with the push
    /// in its place; any other form's `apple_push` in a `/messages/send`;
    /// and a Live Activity's device payload as the `/messages/live_activity/start` or `/update`
    /// request that carries the same facts (`LiveActivity`), its alert as the `notification`.
    public static func brazeRequest(_ document: PushDocument) -> (endpoint: BrazeEndpoint, body: JSONObject) {
        let envelope = document.envelope ?? JSONObject()
        // A Live Activity goes as its own request when that request says what it is: a start
        // with neither attributes type nor attributes would read back as no request at all.
        if document.isSentAsWritten, let aps = document.deliveredPayload[DevicePayload.apsKey]?.objectValue, let activity = LiveActivity(aps: aps) {
            let request = activity.brazeRequest(notification: ApplePushEncoder.encode(document.push), envelope: envelope)
            if BrazeEndpoint.recognise(request.body) == request.endpoint { return request }
        }
        let endpoint = document.endpoint ?? BrazeEndpoint.carrying(document.push, in: envelope)
        return (endpoint, ApplePushEncoder.request(document.push, envelope: envelope, endpoint: endpoint))
    }

    /// A shell command that posts the request to its endpoint's path; the API key is read from the
    /// environment and never written into the command.
    ///
    /// The key reaches curl on its standard input, as a line of its config (`--config -`), never
    /// in its arguments: every local user can read a process's arguments (`ps`, /proc) while it
    /// runs. `printf` is a builtin of every POSIX shell, so it starts no process either. The body
    /// comes on descriptor 3.
    private func curl(_ document: PushDocument) -> String {
        let (target, request) = Self.brazeRequest(document)
        let body = JSONWriter.string(.object(target.postBody(request)), escaping: escaping)
        let base = endpoint.map { ShellWord.quote($0) } ?? "\"${BRAZE_REST_ENDPOINT:?set BRAZE_REST_ENDPOINT, e.g. https://rest.iad-01.braze.com}\""
        return """
        printf 'header = "Authorization: Bearer %s"\\n' "${BRAZE_API_KEY:?set BRAZE_API_KEY to a REST API key with \(target.permission)}" |
          curl --config - --fail-with-body -sS -X POST \(base)\(target.postPath) \\
          -H 'Content-Type: application/json' \\
          --data-binary @/dev/fd/3 3<<'BRAZE_REQUEST'
        \(body)
        BRAZE_REQUEST
        """
    }
}

extension PushCompiler {
    /// Text with controls and invisible characters written as `\uXXXX`.
    static func escapeInvisibles(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if scalar.value < 0x20 || JSONWriter.isInvisible(scalar.value) {
                out += JSONWriter.unicodeEscape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

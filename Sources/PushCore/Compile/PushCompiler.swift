/// Compiles a push document to every output form.
public struct PushCompiler: Sendable {
    /// The app's bundle id, for `.apns` files and `apns-topic`.
    public var bundleID: String?
    /// The Braze REST endpoint for `curl`; the command reads `$BRAZE_REST_ENDPOINT` when nil.
    public var endpoint: String?

    /// Creates a compiler.
    public init(bundleID: String? = nil, endpoint: String? = nil) {
        self.bundleID = bundleID
        self.endpoint = endpoint
    }

    /// The compiled text for a target; JSON outputs end without a newline.
    public func compile(_ document: PushDocument, to target: CompileTarget) -> String {
        let push = document.push
        switch target {
        case .apns:
            return JSONWriter.string(.object(DevicePayload.build(push)))
        case .request:
            return JSONWriter.string(.object(ApplePushEncoder.request(push, envelope: document.envelope)), style: .pretty)
        case .applePush:
            return JSONWriter.string(.object(ApplePushEncoder.encode(push)), style: .pretty)
        case .simctl:
            var file = JSONObject()
            if let bundle = bundleID ?? document.bundleID { file["Simulator Target Bundle"] = .string(bundle) }
            file.members.append(contentsOf: DevicePayload.build(push).members)
            return JSONWriter.string(.object(file), style: .pretty)
        case .curl:
            return curl(document)
        case .headers:
            return APNsHeaders(push: push, topic: bundleID ?? document.bundleID).lines.joined(separator: "\n")
        }
    }

    /// A shell command that posts the request; the API key is read from the environment and
    /// never written into the command.
    private func curl(_ document: PushDocument) -> String {
        let body = JSONWriter.string(.object(ApplePushEncoder.request(document.push, envelope: document.envelope)))
        let base = endpoint.map(Shell.quote) ?? "\"${BRAZE_REST_ENDPOINT:?set BRAZE_REST_ENDPOINT, e.g. https://rest.iad-01.braze.com}\""
        return """
        curl --fail-with-body -sS -X POST \(base)/messages/send \\
          -H 'Content-Type: application/json' \\
          -H "Authorization: Bearer ${BRAZE_API_KEY:?set BRAZE_API_KEY to a REST API key with messages.send}" \\
          --data-binary @- <<'BRAZE_REQUEST'
        \(body)
        BRAZE_REQUEST
        """
    }
}

/// Quoting for POSIX shells.
enum Shell {
    /// Single-quotes a word so the shell takes it literally.
    static func quote(_ s: String) -> String {
        "'" + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

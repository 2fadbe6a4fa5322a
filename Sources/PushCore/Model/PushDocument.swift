import TextFormats

/// A push as read from a file or built in the composer: the model, its form, and what reading found.
public struct PushDocument: Sendable {
    /// The form the push was given in.
    public var kind: InputKind
    /// The push.
    public var push: ApplePush
    /// The whole request body, for a Braze request; the push at `endpoint.pushPath` is replaced on save.
    public var envelope: JSONObject?
    /// The Braze request the body is for; nil unless `kind` is `.request`.
    public var endpoint: BrazeEndpoint?
    /// The device payload exactly as given, for an APNs payload.
    public var devicePayload: JSONObject?
    /// The bundle id named by a simulator `.apns` file.
    public var bundleID: String?
    /// Problems found while reading, before the rules run (types, unknown keys, conversion losses).
    public var readIssues: [ReadIssue]
    /// Where each pointer was written, for line:column.
    public var sourceMap: SourceMap
    /// Maps a pointer inside the push to the pointer in this document.
    public var pointers: PointerMap
    /// The APNs headers chosen for it where the file cannot say (push type, priority, topic…).
    public var apnsOptions = APNsRequestOptions()
    /// The message's own attributes the file cannot hold (`campaign.${name}`), by namespace: from
    /// the `NAME.message.json` a pull writes beside it.
    public var messageAttributes: [String: [String: String]] = [:]

    /// Wraps a push built in memory, as a request when an envelope is given; the endpoint is the
    /// one given, else the one it travels in with that envelope (`BrazeEndpoint.carrying`).
    public init(push: ApplePush, envelope: JSONObject? = nil, endpoint: BrazeEndpoint? = nil) {
        self.kind = envelope == nil ? .applePush : .request
        self.push = push
        self.envelope = envelope
        self.endpoint = envelope.map { endpoint ?? BrazeEndpoint.carrying(push, in: $0) }
        self.devicePayload = nil
        self.bundleID = nil
        self.readIssues = []
        self.sourceMap = SourceMap()
        self.pointers = PointerMap(prefix: self.endpoint?.pushPointer ?? "")
    }

    /// Creates a document from the reader's parts.
    init(kind: InputKind, push: ApplePush, envelope: JSONObject?, endpoint: BrazeEndpoint? = nil, devicePayload: JSONObject?,
         bundleID: String?, readIssues: [ReadIssue], sourceMap: SourceMap, pointers: PointerMap) {
        self.kind = kind
        self.push = push
        self.envelope = envelope
        self.endpoint = endpoint
        self.devicePayload = devicePayload
        self.bundleID = bundleID
        self.readIssues = readIssues
        self.sourceMap = sourceMap
        self.pointers = pointers
    }
}

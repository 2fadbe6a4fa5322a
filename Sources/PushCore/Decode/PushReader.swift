import TextFormats

/// Reads a push file in any of its three forms and tells which form it was.
public struct PushReader: Sendable {
    /// The JSON reader and its limits.
    public var json: JSONReader
    /// The request every object is read as (`--request-kind`), for bodies whose keys do not tell;
    /// nil tells the form from the keys.
    public var endpoint: BrazeEndpoint?

    /// Creates a reader.
    public init(json: JSONReader = JSONReader(), endpoint: BrazeEndpoint? = nil) {
        self.json = json
        self.endpoint = endpoint
    }

    /// Reads text.
    public func read(_ text: String) -> PushDocument {
        read(Array(text.utf8))
    }

    /// Reads UTF-8 bytes; a document that is not JSON comes back empty with the error as an issue.
    public func read(_ bytes: [UInt8]) -> PushDocument {
        let root: JSONNode
        do {
            root = try json.read(bytes)
        } catch {
            return Self.unreadable(error)
        }
        return interpret(root)
    }

    /// A document for input that could not be read as JSON (too large, not UTF-8, bad syntax).
    public static func unreadable(_ error: JSONReadError) -> PushDocument {
        PushDocument(kind: .applePush, push: ApplePush(), envelope: nil, devicePayload: nil, bundleID: nil,
                     readIssues: [.unreadable(error)], sourceMap: SourceMap(), pointers: PointerMap(prefix: ""))
    }

    /// Interprets parsed JSON as a push.
    public func interpret(_ root: JSONNode) -> PushDocument {
        let sourceMap = SourceMap(root: root)
        guard let object = root.value.objectValue else {
            return PushDocument(kind: .applePush, push: ApplePush(), envelope: nil, devicePayload: nil, bundleID: nil,
                                readIssues: [.wrongType(pointer: "", expected: "an object", found: root.value.typeName)],
                                sourceMap: sourceMap, pointers: PointerMap(prefix: ""))
        }
        // `--request-kind` reads any object as that request, but a device payload stays one (it
        // is sent as written); else the keys tell.
        let told = Self.kind(of: object)
        let kind = self.endpoint == nil || told == .apns ? told : .request
        let endpoint = kind == .request ? self.endpoint ?? BrazeEndpoint.recognise(object) : nil
        switch kind {
        case .apns:
            var decoder = APNsPayloadDecoder()
            let push = decoder.decode(object)
            return PushDocument(kind: .apns, push: push, envelope: nil, devicePayload: object, bundleID: decoder.bundleID,
                                readIssues: decoder.fields.issues, sourceMap: sourceMap,
                                pointers: PointerMap(prefix: "", explicit: decoder.pointers))
        case .request:
            let endpoint = endpoint ?? .messagesSend
            let prefix = endpoint.pushPointer
            var decoder = ApplePushDecoder()
            var push = ApplePush()
            // Walk to the push; a container that is not an object is reported here, a missing or
            // non-object push by RequestPlacementRule.
            var container: JSONObject? = object
            var pointer = ""
            for key in (endpoint.pushPath ?? []).dropLast() {
                pointer = JSONPointer.appending(pointer, key)
                guard let value = container?[key] else { container = nil; break }
                container = value.objectValue
                if container == nil {
                    decoder.fields.issues.append(.wrongType(pointer: pointer, expected: "an object", found: value.typeName))
                }
            }
            if let last = endpoint.pushPath?.last, let pushObject = container?[last]?.objectValue {
                push = decoder.decode(pushObject, at: prefix)
            }
            return PushDocument(kind: .request, push: push, envelope: object, endpoint: endpoint, devicePayload: nil, bundleID: nil,
                                readIssues: decoder.fields.issues, sourceMap: sourceMap,
                                pointers: PointerMap(prefix: prefix, explicit: decoder.shiftedPointers))
        case .applePush:
            var decoder = ApplePushDecoder()
            let push = decoder.decode(object, at: "")
            return PushDocument(kind: .applePush, push: push, envelope: nil, devicePayload: nil, bundleID: nil,
                                readIssues: decoder.fields.issues, sourceMap: sourceMap,
                                pointers: PointerMap(prefix: "", explicit: decoder.shiftedPointers))
        }
    }

    /// Tells the form apart: `aps` (or an MDM push's lone `mdm`) means a device payload; the keys of a Braze request (see
    /// `BrazeEndpoint.recognise`), a request; anything else, a bare `apple_push`.
    public static func kind(of object: JSONObject) -> InputKind {
        if object.member(DevicePayload.apsKey) != nil || object.member(APNsPayloadDecoder.simulatorBundleKey) != nil { return .apns }
        // An MDM push is {"mdm": "<PushMagic>"} alone: no apple_push has that key.
        if object.keys == ["mdm"] { return .apns }
        return BrazeEndpoint.recognise(object) == nil ? .applePush : .request
    }
}

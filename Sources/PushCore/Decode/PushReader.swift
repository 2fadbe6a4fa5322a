/// Reads a push file in any of its three forms and tells which form it was.
public struct PushReader: Sendable {
    /// The JSON reader and its limits.
    public var json: JSONReader

    /// Creates a reader.
    public init(json: JSONReader = JSONReader()) {
        self.json = json
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
        switch Self.kind(of: object) {
        case .apns:
            var decoder = APNsPayloadDecoder()
            let push = decoder.decode(object)
            return PushDocument(kind: .apns, push: push, envelope: nil, devicePayload: object, bundleID: decoder.bundleID,
                                readIssues: decoder.fields.issues, sourceMap: sourceMap,
                                pointers: PointerMap(prefix: "", explicit: decoder.pointers))
        case .request:
            let prefix = "/messages/apple_push"
            var decoder = ApplePushDecoder()
            var push = ApplePush()
            if let messages = object["messages"] {
                if let messagesObject = messages.objectValue {
                    // A missing or non-object apple_push is RequestPlacementRule's to report.
                    if let pushObject = messagesObject["apple_push"]?.objectValue {
                        push = decoder.decode(pushObject, at: prefix)
                    }
                } else {
                    decoder.fields.issues.append(.wrongType(pointer: "/messages", expected: "an object", found: messages.typeName))
                }
            }
            return PushDocument(kind: .request, push: push, envelope: object, devicePayload: nil, bundleID: nil,
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

    /// Tells the form apart: `aps` means a device payload; `messages` or an audience key, a request.
    public static func kind(of object: JSONObject) -> InputKind {
        if object.member("aps") != nil || object.member(APNsPayloadDecoder.simulatorBundleKey) != nil { return .apns }
        let envelopeKeys = Set(EnvelopeField.allCases.map(\.rawValue))
        return object.keys.contains(where: envelopeKeys.contains) ? .request : .applePush
    }
}

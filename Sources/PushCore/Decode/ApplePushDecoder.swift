import TextFormats

/// Turns a JSON `apple_push` object into the model, noting wrong types and unknown keys.
struct ApplePushDecoder {
    var fields = FieldDecoder()
    /// Pointer fixes for buttons after one that was skipped, so paths still name the right element.
    var shiftedPointers: [String: String] = [:]

    mutating func decode(_ o: JSONObject, at base: String) -> ApplePush {
        var push = ApplePush()
        if let node = o.member(PushField.alert.key)?.value {
            push.alert = decodeAlert(node, at: JSONPointer.appending(base, PushField.alert.key))
        }
        push.badge = fields.int(o, PushField.badge.key, at: base)
        push.sound = fields.string(o, PushField.sound.key, at: base)
        push.extra = fields.object(o, PushField.extra.key, at: base)
        push.contentAvailable = fields.bool(o, PushField.contentAvailable.key, at: base)
        push.interruptionLevel = fields.string(o, PushField.interruptionLevel.key, at: base)
        push.relevanceScore = fields.number(o, PushField.relevanceScore.key, at: base)
        push.expiry = fields.string(o, PushField.expiry.key, at: base)
        push.customURI = fields.string(o, PushField.customURI.key, at: base)
        push.useWebview = fields.bool(o, PushField.useWebview.key, at: base)
        push.messageVariationID = fields.string(o, PushField.messageVariationID.key, at: base)
        push.threadID = fields.string(o, PushField.threadID.key, at: base)
        push.assetURL = fields.string(o, PushField.assetURL.key, at: base)
        push.assetFileType = fields.string(o, PushField.assetFileType.key, at: base)
        push.collapseID = fields.string(o, PushField.collapseID.key, at: base)
        push.mutableContent = fields.bool(o, PushField.mutableContent.key, at: base)
        push.sendToMostRecentDeviceOnly = fields.bool(o, PushField.sendToMostRecentDeviceOnly.key, at: base)
        push.category = fields.string(o, PushField.category.key, at: base)
        if let items = fields.array(o, PushField.buttons.key, at: base) {
            let pointer = JSONPointer.appending(base, PushField.buttons.key)
            var buttons: [PushButton] = []
            for (i, item) in items.enumerated() {
                let itemPointer = JSONPointer.appending(pointer, i)
                guard let button = decodeButton(item, at: itemPointer) else { continue }
                if buttons.count != i { shiftedPointers["/buttons/\(buttons.count)"] = itemPointer }
                buttons.append(button)
            }
            push.buttons = buttons
        }
        push.apnsPriority = fields.int(o, PushField.apnsPriority.key, at: base)
        push.otherMembers = fields.unknownMembers(o, known: PushField.allCases.map(\.key), at: base)
        return push
    }

    private mutating func decodeAlert(_ node: JSONNode, at pointer: String) -> Alert? {
        switch node.value {
        case .string(let s):
            return .text(s)
        case .object(let o):
            var c = AlertContent()
            c.body = fields.string(o, AlertField.body.rawValue, at: pointer)
            c.title = fields.string(o, AlertField.title.rawValue, at: pointer)
            c.titleLocKey = fields.string(o, AlertField.titleLocKey.rawValue, at: pointer)
            c.titleLocArgs = fields.strings(o, AlertField.titleLocArgs.rawValue, at: pointer)
            c.actionLocKey = fields.string(o, AlertField.actionLocKey.rawValue, at: pointer)
            c.locKey = fields.string(o, AlertField.locKey.rawValue, at: pointer)
            c.locArgs = fields.strings(o, AlertField.locArgs.rawValue, at: pointer)
            c.sound = fields.string(o, AlertField.sound.rawValue, at: pointer)
            c.otherMembers = fields.unknownMembers(o, known: AlertField.allCases.map(\.rawValue), at: pointer)
            return .content(c)
        default:
            fields.issues.append(.wrongType(pointer: pointer, expected: "text or an alert object", found: node.value.typeName))
            return nil
        }
    }

    private mutating func decodeButton(_ node: JSONNode, at pointer: String) -> PushButton? {
        guard let o = node.value.objectValue else {
            fields.issues.append(.wrongType(pointer: pointer, expected: "a button object", found: node.value.typeName))
            return nil
        }
        return PushButton(
            actionID: fields.string(o, ButtonField.actionID.rawValue, at: pointer),
            action: fields.string(o, ButtonField.action.rawValue, at: pointer),
            uri: fields.string(o, ButtonField.uri.rawValue, at: pointer),
            useWebview: fields.bool(o, ButtonField.useWebview.rawValue, at: pointer),
            otherMembers: fields.unknownMembers(o, known: ButtonField.allCases.map(\.rawValue), at: pointer)
        )
    }
}

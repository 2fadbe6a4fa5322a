import TextFormats

/// Turns an APNs device payload back into `apple_push`, naming what `apple_push` cannot express.
struct APNsPayloadDecoder {
    var fields = FieldDecoder()
    /// Push pointer → document pointer, so diagnostics point into the payload as given.
    var pointers: [String: String] = ["": ""]
    var bundleID: String?

    /// Keys Braze writes itself when it sends: named when converted, since apple_push has no
    /// field for them and Braze writes them again. `ab.c` null is what a test push carries, and
    /// says nothing.
    private static let brazeInternal: [String: String] = [
        "c": "ab.c (the tracking string of the campaign and send this payload came from)",
        "aof": "ab.att.aof (a flag Braze sets on rich media)",
    ]
    static let simulatorBundleKey = "Simulator Target Bundle"

    private var issues: [ReadIssue] {
        get { fields.issues }
        set { fields.issues = newValue }
    }

    private mutating func map(_ field: PushField, _ documentPointer: String) {
        pointers["/" + field.key] = documentPointer
    }

    private mutating func lost(_ pointer: String, _ what: String) {
        issues.append(.notExpressible(pointer: pointer, what: APNsKeys.meaning[what].map { "\(what) (\($0))" } ?? what))
    }

    /// A key Braze writes itself; `ab.c` null (a test push's) is left unsaid.
    private mutating func setByBraze(_ pointer: String, _ key: String, _ value: JSONValue) {
        guard value != .null, let what = Self.brazeInternal[key] else { return }
        issues.append(.setByBraze(pointer: pointer, what: what))
    }

    mutating func decode(_ root: JSONObject) -> ApplePush {
        var push = ApplePush()
        var extra = JSONObject()
        for member in root.members {
            let pointer = JSONPointer.appending("", member.key)
            switch member.key {
            case DevicePayload.apsKey:
                guard let aps = member.value.value.objectValue else {
                    issues.append(.wrongType(pointer: pointer, expected: "an object", found: member.value.value.typeName))
                    continue
                }
                decodeAPS(aps, into: &push)
            case "ab":
                guard let ab = member.value.value.objectValue else {
                    issues.append(.wrongType(pointer: pointer, expected: "an object", found: member.value.value.typeName))
                    continue
                }
                decodeAB(ab, into: &push)
            case DeviceMapping.key(.customURI):
                push.customURI = fields.string(root, member.key, at: "")
                map(.customURI, pointer)
            case DeviceMapping.key(.useWebview):
                push.useWebview = fields.bool(root, member.key, at: "")
                map(.useWebview, pointer)
            case Self.simulatorBundleKey:
                bundleID = fields.string(root, Self.simulatorBundleKey, at: "")
            default:
                extra.members.append(member)
                pointers["/extra/" + JSONPointer.escape(member.key)] = pointer
            }
        }
        if !extra.isEmpty {
            push.extra = extra
            pointers["/extra"] = ""
        }
        return push
    }

    private mutating func decodeAPS(_ aps: JSONObject, into push: inout ApplePush) {
        let base = "/aps"
        for member in aps.members {
            let pointer = JSONPointer.appending(base, member.key)
            switch DeviceMapping.field(at: [DevicePayload.apsKey, member.key]) {
            case .alert?:
                map(.alert, pointer)
                decodeAlert(member.value, at: pointer, into: &push)
            case .badge?: push.badge = fields.int(aps, member.key, at: base); map(.badge, pointer)
            case .sound?:
                map(.sound, pointer)
                if case .object = member.value.value {
                    lost(pointer, "a critical-alert sound dictionary (critical, name, volume)")
                } else {
                    push.sound = fields.string(aps, member.key, at: base)
                }
            case .threadID?: push.threadID = fields.string(aps, member.key, at: base); map(.threadID, pointer)
            case .category?: push.category = fields.string(aps, member.key, at: base); map(.category, pointer)
            case .contentAvailable?:
                push.contentAvailable = flag(member.value, at: pointer); map(.contentAvailable, pointer)
            case .mutableContent?:
                push.mutableContent = flag(member.value, at: pointer); map(.mutableContent, pointer)
            case .interruptionLevel?:
                push.interruptionLevel = fields.string(aps, member.key, at: base)
                map(.interruptionLevel, pointer)
            case .relevanceScore?:
                push.relevanceScore = fields.number(aps, member.key, at: base)
                map(.relevanceScore, pointer)
            default:
                if APNsKeys.aps.contains(member.key) {
                    lost(pointer, "aps.\(member.key)")
                } else {
                    issues.append(.unknownKey(pointer: pointer, key: member.key, known: APNsKeys.aps))
                }
            }
        }
    }

    /// APNs flags are the number 1; `true` is accepted with the same meaning.
    private mutating func flag(_ node: JSONNode, at pointer: String) -> Bool? {
        switch node.value {
        case .number(let n) where Double(n) == 1: return true
        case .number(let n) where Double(n) == 0: return false
        case .bool(let b): return b
        default:
            issues.append(.wrongType(pointer: pointer, expected: "the number 1", found: node.value.typeName))
            return nil
        }
    }

    private mutating func decodeAlert(_ node: JSONNode, at pointer: String, into push: inout ApplePush) {
        switch node.value {
        case .string(let s):
            push.alert = .text(s)
        case .object(let o):
            var c = AlertContent()
            for member in o.members {
                let memberPointer = JSONPointer.appending(pointer, member.key)
                guard let field = AlertField(deviceKey: member.key) else {
                    if APNsKeys.alert.contains(member.key) {
                        lost(memberPointer, "aps.alert.\(member.key)")
                    } else {
                        issues.append(.unknownKey(pointer: memberPointer, key: member.key, known: APNsKeys.alert))
                    }
                    continue
                }
                pointers["/alert/" + field.rawValue] = memberPointer
                switch field {
                case .title: c.title = fields.string(o, member.key, at: pointer)
                case .body: c.body = fields.string(o, member.key, at: pointer)
                case .titleLocKey: c.titleLocKey = fields.string(o, member.key, at: pointer)
                case .titleLocArgs: c.titleLocArgs = fields.strings(o, member.key, at: pointer)
                case .actionLocKey: c.actionLocKey = fields.string(o, member.key, at: pointer)
                case .locKey: c.locKey = fields.string(o, member.key, at: pointer)
                case .locArgs: c.locArgs = fields.strings(o, member.key, at: pointer)
                case .sound: c.sound = fields.string(o, member.key, at: pointer)
                }
            }
            push.alert = .content(c)
        default:
            issues.append(.wrongType(pointer: pointer, expected: "text or an alert object", found: node.value.typeName))
        }
    }

    private mutating func decodeAB(_ ab: JSONObject, into push: inout ApplePush) {
        for member in ab.members {
            let pointer = JSONPointer.appending("/ab", member.key)
            switch member.key {
            case "att":
                guard let att = fields.object(ab, "att", at: "/ab") else { continue }
                let (url, type) = (DeviceMapping.key(.assetURL), DeviceMapping.key(.assetFileType))
                push.assetURL = fields.string(att, url, at: pointer)
                push.assetFileType = fields.string(att, type, at: pointer)
                map(.assetURL, JSONPointer.appending(pointer, url))
                map(.assetFileType, JSONPointer.appending(pointer, type))
                for other in att.members where ![url, type].contains(other.key) {
                    let otherPointer = JSONPointer.appending(pointer, other.key)
                    if other.key == "aof" {
                        setByBraze(otherPointer, other.key, other.value.value)
                    } else {
                        lost(otherPointer, "ab.att.\(other.key)")
                    }
                }
            case DeviceMapping.key(.buttons):
                guard let cat = fields.object(ab, member.key, at: "/ab") else { continue }
                map(.buttons, pointer)
                push.buttons = decodeButtons(cat, at: pointer)
            case "c":
                setByBraze(pointer, member.key, member.value.value)
            default:
                lost(pointer, "ab.\(member.key)")
            }
        }
    }

    private mutating func decodeButtons(_ cat: JSONObject, at base: String) -> [PushButton] {
        var buttons: [PushButton] = []
        for member in cat.members {
            let pointer = JSONPointer.appending(base, member.key)
            guard let o = member.value.value.objectValue else {
                issues.append(.wrongType(pointer: pointer, expected: "an object", found: member.value.value.typeName))
                continue
            }
            let index = "/buttons/\(buttons.count)"
            pointers[index] = pointer
            for field in ButtonField.allCases {
                pointers[index + "/" + field.rawValue] = field.deviceKey.map { pointer + "/" + $0 } ?? pointer
            }
            var button = PushButton(actionID: member.key)
            button.uri = fields.string(o, ButtonField.uri.deviceKey!, at: pointer)
            button.useWebview = fields.bool(o, ButtonField.useWebview.deviceKey!, at: pointer)
            switch fields.string(o, ButtonField.action.deviceKey!, at: pointer) {
            case "ab_open": button.action = ButtonAction.openApp.rawValue
            case "ab_none": button.action = ButtonAction.close.rawValue
            case "ab_uri":
                let web = button.uri.map { $0.lowercased().hasPrefix("http://") || $0.lowercased().hasPrefix("https://") } ?? true
                button.action = (web ? ButtonAction.uri : ButtonAction.deepLink).rawValue
            case let other?:
                lost(pointer + "/" + ButtonField.action.deviceKey!, "the button action type \"\(other)\"")
            case nil:
                break
            }
            for other in o.members where !ButtonField.allCases.compactMap(\.deviceKey).contains(other.key) {
                lost(JSONPointer.appending(pointer, other.key), "ab.ab_cat.\(member.key).\(other.key)")
            }
            buttons.append(button)
        }
        return buttons
    }
}

import PropertyBased
import PushCore
import TextFormats

/// Random pushes built from realistic field values (and awkward text in every string).
enum PushSamples {
    static func chance(_ rng: inout some RandomNumberGenerator, _ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < probability
    }

    /// A value from the list most of the time, otherwise random text.
    static func pick(_ rng: inout some RandomNumberGenerator, _ values: [String], textRate: Double = 0.25) -> String {
        chance(&rng, textRate) ? TextSamples.text(&rng, maxPieces: 4) : values.randomElement(using: &rng)!
    }

    static let numberTexts = ["0", "-0", "1", "-1", "0.5", "1.0", "0.25", "2", "-0.1", "1e-2", "1E+2",
                              "0.333333333333333333", "123456789012345678901234567890", "9223372036854775808"]
    static let categories = DefaultCategory.allCases.map(\.rawValue) + ["MY_APP_CATEGORY", "ab_cat_unknown"]
    static let actionIDs = DefaultCategory.allCases.flatMap { $0.buttons.map(\.actionID) } + ["my_button", "ab_pb_other"]
    static let actions = ButtonAction.allCases.map(\.rawValue) + ["JUMP", "open_app"]
    static let uris = ["https://shop.example.com/sale?src=push&x=1#top", "myapp://cart", "http://example.com", "mailto:a@b.c", "", "shop://x y"]
    static let assetURLs = ["https://cdn.example.com/sale.jpg", "https://cdn.example.com/v.mp4?x=1", "ftp://x/a.bmp", "https://x/"]
    static let fileTypes = AssetFileType.allCases.map(\.rawValue) + ["jpeg", "bmp", ""]
    static let levels = InterruptionLevel.allCases.map(\.rawValue) + ["urgent", "Active"]
    static let expiries = ["2026-05-01T10:00:00Z", "2026-05-01T10:00:00.000+02:00", "2020-01-01T00:00:00Z", "tomorrow", "2026-13-01T00:00:00Z"]
    static let sounds = ["default", "chime.caf", "alarm.aiff", ""]
    /// Keys that are no field of `apple_push`; envelope keys and `aps` would make another form.
    static let unknownKeys = ["titel", "badges", "custom", "tracking", "x", "extra_data", "Alert", "ab", "ab_uri", "c"]
    static let extraKeys = ["promo", "deep_link", "ab", "aps", "ab_uri", "ab_use_webview", "campaign", "日本", "k\"ey", "a\\b", ""]

    /// A JSON value, `depth` levels at most.
    static func jsonValue(_ rng: inout some RandomNumberGenerator, depth: Int = 3) -> JSONValue {
        switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &rng) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2: return .number(numberTexts.randomElement(using: &rng)!)
        case 3, 4: return .string(TextSamples.text(&rng, maxPieces: 5))
        case 5: return .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in JSONNode(jsonValue(&rng, depth: depth - 1)) })
        default: return .object(object(&rng, keys: extraKeys, depth: depth - 1))
        }
    }

    /// An object with unique keys from `keys` or random text.
    static func object(_ rng: inout some RandomNumberGenerator, keys: [String], depth: Int = 2, forbidden: Set<String> = []) -> JSONObject {
        var o = JSONObject()
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let key = pick(&rng, keys, textRate: 0.3)
            guard o.member(key) == nil, !forbidden.contains(key) else { continue }
            o.members.append(JSONMember(key: key, value: JSONNode(jsonValue(&rng, depth: depth))))
        }
        return o
    }

    static func strings(_ rng: inout some RandomNumberGenerator) -> [String] {
        (0..<Int.random(in: 0...3, using: &rng)).map { _ in TextSamples.text(&rng, maxPieces: 2) }
    }

    static func alert(_ rng: inout some RandomNumberGenerator) -> Alert? {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<3: return nil
        case 3..<10: return .text(TextSamples.text(&rng))
        default:
            var c = AlertContent()
            if chance(&rng, 0.8) { c.title = TextSamples.text(&rng, maxPieces: 5) }
            if chance(&rng, 0.8) { c.body = TextSamples.text(&rng, maxPieces: 14) }
            if chance(&rng, 0.15) { c.titleLocKey = pick(&rng, ["SALE_TITLE", "title.key"]) }
            if chance(&rng, 0.15) { c.titleLocArgs = strings(&rng) }
            if chance(&rng, 0.1) { c.actionLocKey = pick(&rng, ["VIEW", "OPEN"]) }
            if chance(&rng, 0.15) { c.locKey = pick(&rng, ["SALE_BODY", "body.key"]) }
            if chance(&rng, 0.15) { c.locArgs = strings(&rng) }
            if chance(&rng, 0.1) { c.sound = pick(&rng, sounds) }
            if chance(&rng, 0.1) {
                c.otherMembers = object(&rng, keys: ["subtitle", "launch-image", "titel"], forbidden: Set(AlertField.allCases.map(\.rawValue))).members
            }
            return .content(c)
        }
    }

    static func button(_ rng: inout some RandomNumberGenerator) -> PushButton {
        var b = PushButton()
        if chance(&rng, 0.85) { b.actionID = pick(&rng, actionIDs, textRate: 0.1) }
        if chance(&rng, 0.7) { b.action = pick(&rng, actions, textRate: 0.05) }
        if chance(&rng, 0.5) { b.uri = pick(&rng, uris) }
        if chance(&rng, 0.3) { b.useWebview = Bool.random(using: &rng) }
        if chance(&rng, 0.1) {
            b.otherMembers = object(&rng, keys: ["label", "icon"], forbidden: Set(ButtonField.allCases.map(\.rawValue))).members
        }
        return b
    }

    /// A push with each field present or not, at rates close to what campaigns use.
    static func push(_ rng: inout some RandomNumberGenerator) -> ApplePush {
        var p = ApplePush()
        p.alert = alert(&rng)
        if chance(&rng, 0.4) { p.badge = chance(&rng, 0.9) ? Int.random(in: 0...99, using: &rng) : [Int.min, Int.max, -1].randomElement(using: &rng)! }
        if chance(&rng, 0.4) { p.sound = pick(&rng, sounds) }
        if chance(&rng, 0.3) { p.extra = object(&rng, keys: extraKeys) }
        if chance(&rng, 0.2) { p.contentAvailable = Bool.random(using: &rng) }
        if chance(&rng, 0.2) { p.interruptionLevel = pick(&rng, levels, textRate: 0.1) }
        if chance(&rng, 0.2) { p.relevanceScore = NumberText(numberTexts.randomElement(using: &rng)!) }
        if chance(&rng, 0.2) { p.expiry = pick(&rng, expiries, textRate: 0.1) }
        if chance(&rng, 0.4) { p.customURI = pick(&rng, uris) }
        if chance(&rng, 0.2) { p.useWebview = Bool.random(using: &rng) }
        if chance(&rng, 0.3) { p.messageVariationID = pick(&rng, ["iosPush-640", "var-1"]) }
        if chance(&rng, 0.2) { p.threadID = pick(&rng, ["sales", "news"]) }
        if chance(&rng, 0.3) { p.assetURL = pick(&rng, assetURLs, textRate: 0.1) }
        if chance(&rng, 0.3) { p.assetFileType = pick(&rng, fileTypes, textRate: 0.05) }
        if chance(&rng, 0.2) { p.collapseID = pick(&rng, ["sale-1", "x"]) }
        if chance(&rng, 0.2) { p.mutableContent = Bool.random(using: &rng) }
        if chance(&rng, 0.1) { p.sendToMostRecentDeviceOnly = Bool.random(using: &rng) }
        if chance(&rng, 0.4) { p.category = pick(&rng, categories, textRate: 0.1) }
        if chance(&rng, 0.35) { p.buttons = (0..<Int.random(in: 0...3, using: &rng)).map { _ in button(&rng) } }
        if chance(&rng, 0.2) { p.apnsPriority = [10, 5, 1, 7, Int.max].randomElement(using: &rng)! }
        if chance(&rng, 0.15) {
            let forbidden = Set(PushField.allCases.map(\.key) + EnvelopeField.allCases.map(\.rawValue) + ["aps", "Simulator Target Bundle"])
            p.otherMembers = object(&rng, keys: unknownKeys, forbidden: forbidden).members
        }
        return p
    }

    /// A request body around the push: audience keys, other channels and keys we do not know.
    static func envelope(_ rng: inout some RandomNumberGenerator) -> JSONObject? {
        guard chance(&rng, 0.6) else { return nil }
        var o = JSONObject()
        if chance(&rng, 0.5) { o["broadcast"] = .bool(Bool.random(using: &rng)) }
        if chance(&rng, 0.5) { o["external_user_ids"] = .array(strings(&rng).map { JSONNode(.string($0)) }) }
        if chance(&rng, 0.3) { o["campaign_id"] = .string(TextSamples.text(&rng, maxPieces: 2)) }
        if chance(&rng, 0.3) { o["recipient_subscription_state"] = .string(pick(&rng, ["all", "opted_in", "subscribed"])) }
        if chance(&rng, 0.2) { o["tracking_properties"] = .object(object(&rng, keys: ["name", "日本"])) }
        if chance(&rng, 0.6) {
            var messages = JSONObject()
            if chance(&rng, 0.4) { messages["android_push"] = .object(JSONObject(pairs: ["alert": .string(TextSamples.text(&rng, maxPieces: 3))])) }
            if chance(&rng, 0.3) { messages["apple_push"] = .string("replaced") }
            if chance(&rng, 0.2) { messages["email"] = .object(JSONObject()) }
            o["messages"] = .object(messages)
        }
        return o
    }

    /// Pushes, shrinking by clearing one field at a time.
    static let pushes = Generator<ApplePush, [ApplePush]>(run: { rng in push(&rng) }, shrink: smaller)

    /// Pushes inside a request body or alone.
    static let documents = Generator<PushDocument, Shrink.None<PushDocument>>(run: { rng in
        let push = push(&rng)
        return PushDocument(push: push, envelope: envelope(&rng))
    })

    /// The push with one field fewer, for each field it has.
    static func smaller(_ p: ApplePush) -> sending [ApplePush] {
        var out: [ApplePush] = []
        func without(_ change: (inout ApplePush) -> Void) {
            var q = p
            change(&q)
            if q != p { out.append(q) }
        }
        without { $0.alert = nil }
        if case .content(let c)? = p.alert {
            without { $0.alert = .text(c.body ?? "") }
        }
        without { $0.badge = nil }
        without { $0.sound = nil }
        without { $0.extra = nil }
        without { $0.contentAvailable = nil }
        without { $0.interruptionLevel = nil }
        without { $0.relevanceScore = nil }
        without { $0.expiry = nil }
        without { $0.customURI = nil }
        without { $0.useWebview = nil }
        without { $0.messageVariationID = nil }
        without { $0.threadID = nil }
        without { $0.assetURL = nil }
        without { $0.assetFileType = nil }
        without { $0.collapseID = nil }
        without { $0.mutableContent = nil }
        without { $0.sendToMostRecentDeviceOnly = nil }
        without { $0.category = nil }
        without { $0.buttons = nil }
        if let buttons = p.buttons, !buttons.isEmpty { without { $0.buttons = Array(buttons.dropLast()) } }
        without { $0.apnsPriority = nil }
        without { $0.otherMembers = [] }
        return out
    }
}

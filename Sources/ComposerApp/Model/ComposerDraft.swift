import PushCore
import TextFormats

/// What the composer edits: the push, the request around it, and what only the draft keeps.
public struct ComposerDraft: Sendable, Equatable {
    /// The push.
    public var push: ApplePush
    /// The request body around the push; `messages.apple_push` is replaced on save.
    public var envelope: JSONObject
    /// Display labels for buttons of the app's own categories, by action id; never sent.
    public var buttonLabels: [String: String]
    /// What pickers hid, so that choosing an option again brings it back; not saved, not compared.
    var memory = PickerMemory()
    /// The app's own categories from the config: facts about the app that name its buttons in
    /// the form; not saved, not compared.
    public var categories: [AppCategory] = []
    /// A device payload's `apns-push-type`, chosen on the push-type screen; nil takes the one
    /// its keys call for. A header: sent, never written into the file, which has no place for it.
    public var pushType: APNsPushType?
    /// A device payload's Live Activity keys (`LiveActivityKey`), in the file's order.
    public var liveActivity = JSONObject()

    /// Drafts are equal when what is saved is equal.
    public static func == (a: ComposerDraft, b: ComposerDraft) -> Bool {
        a.push == b.push && a.envelope == b.envelope && a.buttonLabels == b.buttonLabels
            && a.pushType == b.pushType && Self.sameKeys(a.liveActivity, b.liveActivity)
    }

    /// Whether saving the two would write the same: the push type, a header, is never written,
    /// so choosing one leaves nothing unsaved.
    public func savesLike(_ other: ComposerDraft?) -> Bool {
        guard var other else { return false }
        other.pushType = pushType
        return self == other
    }

    /// Whether two sets of Live Activity keys hold the same values: their order is the file's,
    /// which saving keeps whatever order they were typed in.
    private static func sameKeys(_ a: JSONObject, _ b: JSONObject) -> Bool {
        a.members.count == b.members.count && a.members.allSatisfy { b[$0.key] == $0.value.value }
    }

    /// Creates a draft.
    public init(push: ApplePush = ApplePush(), envelope: JSONObject = JSONObject(), buttonLabels: [String: String] = [:]) {
        self.push = push
        self.envelope = envelope
        self.buttonLabels = buttonLabels
    }

    /// Takes a document read from a file: a request keeps its envelope, other forms get an empty one.
    public init(document: PushDocument, buttonLabels: [String: String] = [:]) {
        self.push = document.push
        self.envelope = document.kind == .request ? (document.envelope ?? JSONObject()) : JSONObject()
        self.buttonLabels = buttonLabels
        if document.kind == .apns, let aps = document.devicePayload?[DevicePayload.apsKey]?.objectValue {
            liveActivity = LiveActivityKey.members(of: aps)
        }
    }

    /// Whether a device payload goes as a Live Activity: chosen so, or, with no type chosen, its
    /// keys say so (`apple_push` has none that could). Cheap: the form asks on every pass.
    public var isLiveActivity: Bool {
        pushType.map { $0 == .liveactivity } ?? LiveActivityKey.marksLiveActivity(liveActivity)
    }

    /// The push type the payload's own keys call for.
    public var inferredPushType: APNsPushType {
        var payload = DevicePayload.build(push)
        let aps = DevicePayload.apsDictionary(of: payload)
        payload[DevicePayload.apsKey] = .object(LiveActivityKey.applying(liveActivity, to: aps))
        return APNsPushType.inferred(from: payload)
    }

    /// The APNs headers a device payload is sent with that the file cannot hold: the type chosen
    /// here and the Delivery screen's priority, expiry and collapse id.
    public var deviceHeaders: APNsRequestOptions {
        APNsRequestOptions(pushType: pushType, priority: push.apnsPriority,
                           expiration: push.expiry.flatMap(ISODateTime.parse)?.unixSeconds, collapseID: push.collapseID)
    }

    /// Whether the envelope says anything beyond the push itself (an audience, other channels,
    /// campaign keys): what a file without an envelope cannot keep.
    public var envelopeHasContent: Bool {
        envelope.members.contains { member in
            guard member.key == "messages", let messages = member.value.value.objectValue else { return true }
            return messages.members.contains { $0.key != "apple_push" }
        }
    }

    /// The request body that is saved: a Braze request that can be sent as it is.
    public var requestBody: JSONObject { ApplePushEncoder.request(push, envelope: envelope, endpoint: endpoint) }

    /// The Braze request the draft is saved as, told from the envelope's keys alone: cheap
    /// enough for the form to ask on every frame, unlike building the whole `document`.
    public var endpoint: BrazeEndpoint { BrazeEndpoint.carrying(push, in: envelope) }

    /// The draft as a document for the validator and compilers.
    public var document: PushDocument { document(requestBody: requestBody) }

    /// The draft as a document around its request body, already built.
    func document(requestBody: JSONObject) -> PushDocument {
        PushDocument(push: push, envelope: requestBody, endpoint: endpoint)
    }

    /// A first push that shows something real on the first screen.
    public static let sample = ComposerDraft(
        push: ApplePush(
            alert: .content(AlertContent(
                body: "Today only: 40% off everything. Tap to see what's new in your size.",
                title: "Flash sale ⚡")),
            sound: "default",
            interruptionLevel: InterruptionLevel.active.rawValue),
        envelope: JSONObject(pairs: ["external_user_ids": .array([JSONNode(.string("test-user-1"))])]))

    /// What a new file starts from: the sample push with no audience, which the user chooses
    /// (a test user saved into their request unasked would be sent to).
    public static var newFile: ComposerDraft {
        var draft = sample
        draft.envelope = JSONObject()
        return draft
    }
}

import PushCore
import TextFormats

/// The form a file is written back in: the one it was read in, so that saving a simulator
/// `.apns` file or a bare `apple_push` object never turns it into something else.
public enum FileForm: Sendable, Equatable {
    /// A Braze `/messages/send` request body (new files too).
    case request
    /// A bare `apple_push` object.
    case applePush
    /// An APNs device payload: the file as read and the push decoded from it, so keys the push
    /// cannot express (`ab.c`, the simulator's target bundle, `subtitle`…) are written back.
    case devicePayload(original: JSONObject, decoded: ApplePush)

    /// The form of a document read from a file.
    public init(_ document: PushDocument) {
        switch document.kind {
        case .request: self = .request
        case .applePush: self = .applePush
        case .apns: self = .devicePayload(original: document.devicePayload ?? JSONObject(), decoded: document.push)
        }
    }

    /// How the form is named to people, and the title bar's note of what the file is written as.
    private var names: (title: String, headline: String) {
        switch self {
        case .request: ("a Braze request", "apple_push → Braze request")
        case .applePush: ("an apple_push object", "apple_push object")
        case .devicePayload(let original, _):
            // Named as the file is: it is sent as written, never turned from something else.
            original.member("Simulator Target Bundle") == nil ? ("an APNs device payload", "APNs device payload")
                : ("a simulator .apns file", "simulator .apns file")
        }
    }

    /// How the form is named to people: "a simulator .apns file".
    public var title: String { names.title }
    /// The title bar's note: "apple_push → Braze request", "simulator .apns file".
    public var headline: String { names.headline }

    /// Whether a file of this name can hold only a device payload: a `.apns` file, as simulators
    /// and every APNs tool read it.
    public static func holdsOnlyDevicePayload(_ path: String) -> Bool { path.hasSuffix(".apns") }

    /// Whether the file is a device payload, sent as written.
    public var isDevicePayload: Bool {
        if case .devicePayload = self { true } else { false }
    }

    /// Whether the form carries the request's envelope (audience, campaign, schedule keys).
    public var hasEnvelope: Bool { self == .request }

    /// The file's text for a draft: pretty JSON ending in a newline.
    public func contents(of draft: ComposerDraft) -> String {
        JSONWriter.string(.object(object(of: draft)), style: .pretty) + "\n"
    }

    /// The JSON object saved for a draft.
    public func object(of draft: ComposerDraft) -> JSONObject {
        switch self {
        case .request: draft.requestBody
        case .applePush: ApplePushEncoder.encode(draft.push)
        case .devicePayload(let original, let decoded):
            Self.withLiveActivity(DevicePayload.updated(original, from: decoded, to: draft.push), draft.liveActivity)
        }
    }

    /// A device payload with the draft's Live Activity keys in its `aps`.
    private static func withLiveActivity(_ payload: JSONObject, _ keys: JSONObject) -> JSONObject {
        let aps = DevicePayload.apsDictionary(of: payload)
        guard !keys.isEmpty || LiveActivityKey.members(of: aps) != keys else { return payload }
        var result = payload
        result[DevicePayload.apsKey] = .object(LiveActivityKey.applying(keys, to: aps))
        return result
    }
}

import TextFormats

/// The keys a Live Activity push adds to `aps`, which Braze's `apple_push` has no field for: the
/// one list the composer's push-type screen edits and a device payload keeps (its
/// `relevance-score` is the push's own field).
public enum LiveActivityKey: String, Sendable, CaseIterable {
    case event, timestamp
    case contentState = "content-state"
    case staleDate = "stale-date"
    case dismissalDate = "dismissal-date"
    case attributesType = "attributes-type"
    case attributes
    case inputPushToken = "input-push-token"

    /// Where the key sits in a device payload.
    public var pointer: String { "/aps/" + rawValue }

    /// The Live Activity keys of an `aps` dictionary, in its order.
    public static func members(of aps: JSONObject) -> JSONObject {
        let names = Set(allCases.map(\.rawValue))
        return JSONObject(aps.members.filter { names.contains($0.key) })
    }

    /// `aps` with `keys` as its Live Activity keys: a key kept stays where it was with its new
    /// value, one no longer in `keys` goes, a new one is added at the end.
    public static func applying(_ keys: JSONObject, to aps: JSONObject) -> JSONObject {
        var result = aps
        for key in allCases where keys.member(key.rawValue) == nil { result[key.rawValue] = nil }
        for member in keys.members {
            if let index = result.members.firstIndex(where: { $0.key == member.key }) {
                result.members[index].value = member.value
            } else {
                result.members.append(member)
            }
        }
        return result
    }

    /// Whether `aps` holds a key that makes a push a Live Activity by itself.
    public static func marksLiveActivity(_ aps: JSONObject) -> Bool {
        aps.member(event.rawValue) != nil || aps.member(contentState.rawValue) != nil
    }
}

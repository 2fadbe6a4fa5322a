import TextFormats

extension DevicePayload {
    /// A device payload file brought up to date with an edited push, keeping everything the
    /// push cannot express: `ab.c`, `ab.att.aof`, the simulator's target bundle, `subtitle`,
    /// a critical-sound dictionary, keys of other SDKs.
    ///
    /// `original` is the file as read, `before` the push decoded from it and `after` the edited
    /// push. A key the compiler writes for `after` replaces the file's; a key it wrote for
    /// `before` but no longer writes was removed by the user and goes; any other key of the file
    /// stays where it was.
    public static func updated(_ original: JSONObject, from before: ApplePush, to after: ApplePush) -> JSONObject {
        merge(original, before: build(before, includeCampaignKey: false), after: build(after, includeCampaignKey: false))
    }

    private static func merge(_ original: JSONObject, before: JSONObject, after: JSONObject) -> JSONObject {
        var result = original
        for member in after.members {
            let new = member.value.value
            // What the compiler writes for the push as read but the file leaves out (an empty
            // `aps` in a file without one) stays out while the edit leaves it as it was.
            if original[member.key] == nil, before[member.key] == new { continue }
            switch (original[member.key], new) {
            case (.object(let kept)?, .object(let edited)):
                result[member.key] = .object(merge(kept, before: before[member.key]?.objectValue ?? JSONObject(), after: edited))
            case (.object(let kept)?, .string(let body)) where member.key == "alert" && hasOwnKeys(kept, before: before[member.key]):
                // A body-only alert written as a string would drop the file's subtitle: keep the object.
                let asObject = JSONObject(pairs: ["body": .string(body)])
                result[member.key] = .object(merge(kept, before: before[member.key]?.objectValue ?? JSONObject(), after: asObject))
            default:
                result[member.key] = new
            }
        }
        for member in before.members where after.member(member.key) == nil {
            result[member.key] = nil
        }
        return result
    }

    /// Whether a file's object holds keys the compiler never writes there.
    private static func hasOwnKeys(_ kept: JSONObject, before: JSONValue?) -> Bool {
        let managed = Set(before?.objectValue?.members.map(\.key) ?? []).union(AlertField.allCases.map(\.deviceKey))
        return kept.members.contains { !managed.contains($0.key) }
    }
}

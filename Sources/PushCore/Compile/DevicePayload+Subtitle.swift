import TextFormats

extension DevicePayload {
    /// The subtitle line a device payload carries in `aps.alert.subtitle`; `apple_push` has no
    /// such field, so only a payload read as it is shows one on the card.
    public static func subtitle(of payload: JSONObject) -> String? {
        payload[DevicePayload.apsKey]?.objectValue?["alert"]?.objectValue?["subtitle"]?.stringValue
    }
}

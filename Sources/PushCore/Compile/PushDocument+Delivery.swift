import TextFormats

extension PushDocument {
    /// The device payload a phone receives for this document: a device payload file's own keys as
    /// written, in their order, less the simulator's target bundle (never delivered); any other
    /// form as Braze delivers it. The one definition behind sending, `compile --to apns`, the
    /// byte gauge and `validate`.
    public var deliveredPayload: JSONObject {
        if kind == .apns, var payload = devicePayload {
            payload[APNsPayloadDecoder.simulatorBundleKey] = nil
            return payload
        }
        return DevicePayload.build(push)
    }

    /// The push type its headers carry: the one chosen, else the one the payload calls for.
    public var pushType: APNsPushType {
        apnsOptions.pushType ?? APNsPushType.inferred(from: deliveredPayload)
    }

    /// Whether the document is sent as the file wrote it, rather than compiled from `apple_push`.
    public var isSentAsWritten: Bool { kind == .apns && devicePayload != nil }
}

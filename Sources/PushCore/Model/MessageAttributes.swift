import TextFormats

/// The attributes Braze fills from the message itself when it sends (`{{campaign.${api_id}}}`,
/// `{{canvas.${variant_name}}}`…). Offline they are empty unless given (`--campaign name=value`)
/// or the request names them (`campaign_id` is the campaign's `api_id`).
public enum MessageAttributes {
    /// Braze's names in each namespace ("Supported personalization tags").
    public static let names: [String: [String]] = [
        "campaign": ["api_id", "dispatch_id", "name", "message_name", "message_api_id"],
        "canvas": ["api_id", "name", "variant_name", "variant_api_id"],
    ]

    /// What the request itself says: its `campaign_id` or `canvas_id` as that namespace's `api_id`.
    public static func fromRequest(_ document: PushDocument) -> [String: [String: String]] {
        var values: [String: [String: String]] = [:]
        if let id = document.envelope?[EnvelopeField.campaignID.rawValue]?.stringValue { values["campaign"] = ["api_id": id] }
        if let id = document.envelope?[EnvelopeField.canvasID.rawValue]?.stringValue { values["canvas"] = ["api_id": id] }
        return values
    }

    /// `given` with the request's own values under it (what was given wins).
    public static func merged(_ given: [String: [String: String]], over document: PushDocument) -> [String: [String: String]] {
        var values = fromRequest(document)
        for (namespace, pairs) in given { values[namespace, default: [:]].merge(pairs) { _, new in new } }
        return values
    }
}

import PushCore
import TextFormats

extension PulledMessage {
    /// The request for the iOS message of the step named `step` (its name or id) in a Canvas's
    /// `details`, to `testUsers`: the step's content, sent on its own (a `/messages/send` body has
    /// no place for a Canvas), with the Canvas's attributes for `{{canvas.${…}}}`; or why there is none.
    public static func canvas(_ details: JSONObject, id canvasID: String, step: String,
                              testUsers: [String]) -> Result<PulledMessage, SendRefusal> {
        guard let steps = details["steps"]?.arrayValue else {
            return .failure(SendRefusal(.push, "Braze's answer has no steps: it is not a Canvas's details"))
        }
        let canvasName = details["name"]?.stringValue.map { "\"\($0)\"" } ?? canvasID
        let all = steps.compactMap { $0.value.objectValue }
        let named = all.compactMap { $0["name"]?.stringValue }
        guard let found = all.first(where: { $0["id"]?.stringValue == step || $0["name"]?.stringValue == step }) else {
            return .failure(SendRefusal(.setup, "Canvas \(canvasName) has no step \"\(step)\"; it has \(quoted(named))"))
        }
        let stepName = found["name"]?.stringValue ?? step
        let ios = iosMessages(found["messages"]?.objectValue)
        guard let chosen = ios.first else {
            return .failure(SendRefusal(.push, "step \"\(stepName)\" of Canvas \(canvasName) has no iOS push message"))
        }
        var (request, notes, translated) = request(chosen.message, source: "/canvas/details", envelope: [], variationID: nil, testUsers: testUsers)
        notes.append("a /messages/send body has no place for a Canvas: this file sends the step's content to the test users on its own (the Canvas itself is sent with /canvas/trigger/send)")
        var canvas: [String: String] = ["api_id": canvasID]
        if let name = details["name"]?.stringValue { canvas["name"] = name }
        let reaching = variants(reaching: found["id"]?.stringValue ?? "", in: details, steps: all)
        if reaching.count == 1, let variant = reaching.first {
            canvas["variant_name"] = variant.name
            canvas["variant_api_id"] = variant.id
        } else if reaching.count > 1 {
            notes.append("the step is in \(reaching.count) variants (\(quoted(reaching.map(\.name)))): canvas.${variant_name} is left to --canvas variant_name=…")
        }
        // In a Canvas's message step, campaign.${name} is the step's name.
        let stepID = found["id"]?.stringValue ?? step
        return .success(PulledMessage(request: request, notes: notes, attributes: ["canvas": canvas, "campaign": ["name": stepName]],
                                      translationsQuery: translated
                                          ? [("workflow_id", canvasID), ("step_id", stepID), ("message_variation_id", chosen.id)] : nil))
    }

    /// The Canvas's variants whose path leads to step `id`, by following each one's steps.
    private static func variants(reaching id: String, in details: JSONObject, steps: [JSONObject]) -> [(name: String, id: String)] {
        var next: [String: [String]] = [:]
        for step in steps {
            guard let stepID = step["id"]?.stringValue else { continue }
            next[stepID] = (step["next_step_ids"]?.arrayValue ?? []).compactMap { $0.value.stringValue }
        }
        return (details["variants"]?.arrayValue ?? []).compactMap { node -> (String, String)? in
            guard let variant = node.value.objectValue, let variantID = variant["id"]?.stringValue else { return nil }
            var seen: Set<String> = []
            var queue = (variant["first_step_ids"]?.arrayValue ?? []).compactMap { $0.value.stringValue }
            while let current = queue.popLast() {
                if current == id { return (variant["name"]?.stringValue ?? variantID, variantID) }
                // A Canvas can loop back: each step is followed once.
                guard seen.insert(current).inserted else { continue }
                queue += next[current] ?? []
            }
            return nil
        }
    }
}

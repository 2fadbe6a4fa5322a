import ArgumentParser
import PushCore

/// `--campaign name=value` and `--canvas name=value`: what Braze fills from the message when it
/// sends (`{{campaign.${message_name}}}`), for the preview to render instead of leaving it empty.
struct MessageAttributesOption: ParsableArguments, Sendable {
    @Option(name: .customLong("campaign"), help: ArgumentHelp("A campaign attribute for Liquid, such as message_name='Spring sale' (repeatable): api_id, dispatch_id, name, message_name, message_api_id.", valueName: "name=value"))
    var campaign: [String] = []

    @Option(name: .customLong("canvas"), help: ArgumentHelp("A Canvas attribute for Liquid, such as variant_name=B (repeatable): api_id, name, variant_name, variant_api_id.", valueName: "name=value"))
    var canvas: [String] = []

    /// Options built in code, with nothing given.
    static func given(campaign: [String] = [], canvas: [String] = []) -> MessageAttributesOption {
        var options = MessageAttributesOption()
        options.campaign = campaign
        options.canvas = canvas
        return options
    }

    func validate() throws {
        _ = try values()
    }

    /// The values by namespace; a name Braze does not fill, or a pair without `=`, is refused with the names it takes.
    func values() throws(ValidationError) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        for (namespace, pairs) in [("campaign", campaign), ("canvas", canvas)] {
            let known = MessageAttributes.names[namespace] ?? []
            for pair in pairs {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, known.contains(String(parts[0])) else {
                    throw ValidationError("--\(namespace) takes name=value, the name one of \(known.joined(separator: ", ")); not '\(pair)'.")
                }
                out[namespace, default: [:]][String(parts[0])] = String(parts[1])
            }
        }
        return out
    }
}

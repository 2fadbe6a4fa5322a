import Foundation
import PushCore
import PushSending
import TextFormats

/// Reads a campaign's or a Canvas's details from Braze (`/campaigns/details`, `/canvas/details`)
/// and a message's translations (`/campaigns/translations`, `/canvas/translations`), each within
/// one deadline; a refusal or an answer that is not Braze's is one line ending "nothing was written".
public struct BrazeMessageDetails: Sendable {
    /// What is pulled: each kind's endpoints, query names and the key's permissions, in one place.
    public enum Kind: Sendable {
        case campaign, canvas

        var detailsPath: String { self == .campaign ? "/campaigns/details" : "/canvas/details" }
        var idName: String { self == .campaign ? "campaign_id" : "canvas_id" }
        var detailsPermission: String { self == .campaign ? "campaigns.details" : "canvas.details" }
        var translationsPath: String { self == .campaign ? "/campaigns/translations" : "/canvas/translations" }
        var translationsPermission: String { self == .campaign ? "campaigns.translations.get" : "canvas.translations.get" }
    }

    let settings: BrazeSettings
    let apiKey: String
    let timeouts: SendTimeouts
    let deadline: Double

    /// What every read says when it fails.
    static let undone = "nothing was written"

    /// Creates reads for an instance and key; each read is given up on after `deadline` seconds.
    public init(settings: BrazeSettings, apiKey: String, timeouts: SendTimeouts = .standard, deadline: Double = 60) {
        self.settings = settings
        self.apiKey = apiKey
        self.timeouts = timeouts
        self.deadline = deadline
    }

    /// The details of the campaign or Canvas `id`.
    public func details(_ kind: Kind, id: String) async throws(SendRefusal) -> JSONObject {
        try await read(kind.detailsPath, [(kind.idName, id)], permission: kind.detailsPermission)
    }

    /// A message's translations, as Braze gives them: for a campaign, `ids` are its
    /// `campaign_id` and `message_variation_id`; for a Canvas, its `workflow_id`, `step_id` and
    /// `message_variation_id`.
    public func translations(_ kind: Kind, ids: [(String, String)]) async throws(SendRefusal) -> JSONObject {
        try await read(kind.translationsPath, ids, permission: kind.translationsPermission)
    }

    private func read(_ path: String, _ query: [(String, String)], permission: String) async throws(SendRefusal) -> JSONObject {
        var components = URLComponents()
        components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
        let target = path + "?" + (components.percentEncodedQuery ?? "")
        return try await BrazeReader.within(deadline, settings: settings, apiKey: apiKey, timeouts: timeouts,
                                            late: "Braze did not answer \(path) within \(NoAnswer.seconds(deadline)); \(Self.undone)") { reader throws(SendRefusal) in
            try await reader.object(.GET, target, permission: permission, undone: Self.undone).object
        }
    }
}

import Foundation
import PushCore
import PushSending
import TextFormats

/// Reads a campaign's details from Braze (`GET /campaigns/details?campaign_id=…`), within one
/// deadline; a refusal or an answer that is not Braze's is one line.
public struct BrazeCampaignDetails: Sendable {
    let settings: BrazeSettings
    let apiKey: String
    let timeouts: SendTimeouts

    /// Creates a read for an instance and key.
    public init(settings: BrazeSettings, apiKey: String, timeouts: SendTimeouts = .standard) {
        self.settings = settings
        self.apiKey = apiKey
        self.timeouts = timeouts
    }

    /// The details of campaign `id`.
    public func fetch(_ id: String) async throws(SendRefusal) -> JSONObject {
        let goAways = GoAwayLog()
        let client = try HTTPSClient(caFile: settings.caFile, key: "ca_file in [braze]", proxy: settings.proxy, timeouts: timeouts, goAways: goAways)
        let reader = BrazeReader(settings: settings, apiKey: apiKey, timeouts: timeouts, client: client, goAways: goAways)
        var query = URLComponents()
        query.queryItems = [URLQueryItem(name: "campaign_id", value: id)]
        let outcome: Result<JSONObject, SendRefusal>
        do throws(SendRefusal) {
            outcome = .success(try await reader.object(.GET, "/campaigns/details?" + (query.percentEncodedQuery ?? ""),
                                                       permission: "campaigns.details", undone: "nothing was written").object)
        } catch {
            outcome = .failure(error)
        }
        await client.shutdown()
        return try outcome.get()
    }
}

import BrazeLiquid
import Foundation

/// Shared helpers: a sample user as the users file gives it, a fixed "now", and one-line render calls.
enum TestRender {
    /// 2021-08-04 09:00:00 UTC (a Wednesday).
    static let now = Date(timeIntervalSince1970: 1_628_067_600)

    static let user: LiquidValue = {
        let json = #"""
        {
          "first_name": "Jon", "last_name": null, "language": "en", "time_zone": "America/Los_Angeles",
          "most_recent_locale": "en_US",
          "custom_attribute": {
            "Brands Viewed": ["Nike", "Puma"], "giftcard_balance": 10, "current_rewards_balance": 25,
            "zip code": "10001", "date_attribute": "2021-08-04 9:00:00 UTC", "Number_Game Attended": 1, "vip": true
          },
          "event_properties": {"item": "Shoes", "price": 49.5},
          "targeted_device": {"platform": "ios", "model": "iPhone15,2"}
        }
        """#
        return (try? LiquidValue(jsonText: json)) ?? .hash(LiquidHash())
    }()

    static func result(
        _ source: String, user: LiquidValue = user, liveData: [String: LiquidValue] = [:], variables: [String: LiquidValue] = [:]
    ) -> LiquidResult {
        do {
            return try LiquidTemplate(source).render(LiquidContext(user: user, now: now, liveData: liveData, variables: variables))
        } catch {
            return .failed(error)
        }
    }

    /// The rendered text, or a description of what happened instead (so a failing expectation reads well).
    static func text(
        _ source: String, user: LiquidValue = user, liveData: [String: LiquidValue] = [:], variables: [String: LiquidValue] = [:]
    ) -> String {
        switch result(source, user: user, liveData: liveData, variables: variables) {
        case .rendered(let text): return text
        case .failed(let error): return "<failed \(error)>"
        case .aborted(let reason): return "<aborted \(reason ?? "-")>"
        case .needsData(let tag, let what): return "<needs \(tag) \(what)>"
        }
    }

    /// The parse error, if any.
    static func parseError(_ source: String) -> LiquidError? {
        do {
            _ = try LiquidTemplate(source)
            return nil
        } catch {
            return error
        }
    }
}

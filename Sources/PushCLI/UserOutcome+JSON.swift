import PushCore
import PushPersonalization
import TextFormats

extension UserOutcome {
    /// `{"user", "outcome", "reason", "bytes": {"braze", "apns", "apns_by_route"}, "phones": [{"phone", "title_lost", "body_lost"}]}`.
    var json: JSONObject {
        var o = JSONObject()
        o["user"] = .string(user)
        o["outcome"] = .string(result.outcome)
        o["reason"] = result.reason.map(JSONValue.string) ?? .null
        if let budget {
            o["bytes"] = .object(JSONObject(pairs: ["braze": .number(String(budget.brazeBytes)), "apns": .number(String(budget.apnsBytes)),
                                                    "apns_by_route": .object(JSONReport.routes(budget))]))
        } else {
            o["bytes"] = .null
        }
        o["phones"] = .array(report.fits.map { phone, fit in
            JSONNode(.object(JSONObject(pairs: ["phone": .string(phone.rawValue), "title_lost": .number(String(fit.titleLost)),
                                                "body_lost": .number(String(fit.bodyLost))])))
        })
        return o
    }
}

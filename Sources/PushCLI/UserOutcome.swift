import BrazeLiquid
import Foundation
import PushCore
import PushPersonalization
import TerminalKit
import TextFormats

/// One test user's outcome for `validate --users`: sent with its exact bytes, or why not.
struct UserOutcome {
    let user: String
    let result: Personalization
    /// The budget of the push as rendered for the user, when it is sent.
    let budget: ByteBudget?

    /// Renders `document` for every user, parsing its templates once; `trigger` gives the
    /// properties of a trigger request sent beside the push.
    /// The users share one run's budget of work, so a costly template over many users still ends soon.
    static func all(_ document: PushDocument, users: TestUsers, now: Date, trigger: RequestProperties? = nil) -> [UserOutcome] {
        let prepared = PersonalizablePush(document, trigger: trigger)
        var run = RenderBudget(limit: RenderBudget.perRun)
        return users.users.map { user in
            let result = prepared.render(for: user, now: now, run: &run)
            var budget: ByteBudget?
            if case .sent(let rendered) = result { budget = ByteBudget(push: rendered.push) }
            return UserOutcome(user: user.name, result: result, budget: budget)
        }
    }

    /// An error when the push, as this user gets it, is over Braze's or Apple's limit, or cannot be rendered.
    var diagnostic: Diagnostic? {
        if case .failed(let pointer, let error) = result {
            return Diagnostic(code: error.code, severity: .error, path: pointer, message: "as \"\(user)\": \(error.message)")
        }
        guard let budget else { return nil }
        if budget.brazeBytes > ByteBudget.brazeLimit {
            return Diagnostic(code: SizeRule.brazeLimit, severity: .error, path: "",
                              message: "as \"\(user)\" the push is \(budget.brazeBytes) Braze bytes, over the \(ByteBudget.brazeLimit) Braze accepts")
        }
        if budget.apnsBytes > ByteBudget.apnsLimit {
            return Diagnostic(code: SizeRule.apnsLimit, severity: .error, path: "",
                              message: "as \"\(user)\" the push is \(budget.apnsBytes) APNs bytes, over Apple's \(ByteBudget.apnsLimit)")
        }
        return nil
    }

    /// `as "ana": sent, 180/1912 Braze bytes, 316/4096 APNs bytes`. The user's name and the
    /// reason come from the users file and the template, so the line is sanitised whole.
    var line: String {
        guard let budget else { return Sanitizer.sanitize("as \"\(user)\": \(result.outcome): \(result.reason ?? "")") }
        return Sanitizer.sanitize("as \"\(user)\": sent, \(budget.brazeBytes)/\(ByteBudget.brazeLimit) Braze bytes, \(budget.apnsBytes)/\(ByteBudget.apnsLimit) APNs bytes")
    }

    /// `{"user", "outcome", "reason", "bytes": {"braze", "apns"}}`.
    var json: JSONObject {
        var o = JSONObject()
        o["user"] = .string(user)
        o["outcome"] = .string(result.outcome)
        o["reason"] = result.reason.map(JSONValue.string) ?? .null
        if let budget {
            o["bytes"] = .object(JSONObject(pairs: ["braze": .number(String(budget.brazeBytes)), "apns": .number(String(budget.apnsBytes))]))
        } else {
            o["bytes"] = .null
        }
        return o
    }
}

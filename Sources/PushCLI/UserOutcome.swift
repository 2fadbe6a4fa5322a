import BrazeLiquid
import Foundation
import PushCore
import PushPersonalization
import TerminalKit
import TextFormats

/// One test user's outcome for `validate --users`: the push they get, with its exact bytes and
/// how its card fits each phone, or why they get nothing.
struct UserOutcome {
    /// The outcome, bytes and cuts, as the composer's table has them too.
    let report: UserReport
    /// Cut notes on the chosen phone for the title or body that only this user's rendering
    /// shows (text with Liquid), at the template's lines.
    let notes: [Diagnostic]

    var user: String { report.user }
    var result: Personalization { report.result }
    var budget: ByteBudget? { report.budget }

    /// Renders a prepared push (templates parsed once, with its trigger properties and
    /// translations) for every user; `onlyWithLiquid` gives no rows
    /// for a push every user gets alike. The users share one run's budget of work, so a costly
    /// template over many users still ends soon.
    static func all(_ prepared: PersonalizablePush, users: TestUsers, now: Date, phones: [PhoneSize] = [.standard],
                    notesPhone: PhoneSize = .standard, onlyWithLiquid: Bool = false) -> [UserOutcome] {
        let document = prepared.document
        let translations = prepared.translations
        if onlyWithLiquid && !prepared.hasLiquid { return [] }
        let written = CardFit(document.push, phone: notesPhone)
        var run = RenderBudget(limit: RenderBudget.perRun)
        return users.users.map { user in
            let result = prepared.render(for: user, now: now, run: &run)
            let locale = prepared.translationIDs.isEmpty ? nil : translations?.locale(for: user.attributes)?.name
            let report = UserReport(user: user.name, result: result, phones: phones, locale: locale)
            guard case .sent(let rendered) = result, let budget = report.budget else { return UserOutcome(report: report, notes: []) }
            // The template's own notes already speak for text without Liquid.
            var shown = document
            shown.push = rendered.push
            let context = RuleContext(document: shown, budget: budget, now: nil, phone: notesPhone)
            let notes = TruncationRule().check(context).filter { note in
                note.code == TruncationRule.titleCut ? written.title == nil : written.body == nil
            }.map { note in
                var note = note
                note.message = "as \"\(user.name)\": " + note.message
                if let location = document.sourceMap.location(of: note.path) {
                    note.line = location.line
                    note.column = location.column
                }
                return note
            }
            return UserOutcome(report: report, notes: notes)
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
        let (route, apns) = budget.largestRoute
        if apns > ByteBudget.apnsLimit {
            return Diagnostic(code: SizeRule.apnsLimit, severity: .error, path: "",
                              message: "as \"\(user)\" the push is \(apns) APNs bytes \(route.label), over Apple's \(ByteBudget.apnsLimit)")
        }
        return nil
    }

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

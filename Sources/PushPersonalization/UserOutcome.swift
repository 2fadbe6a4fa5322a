import BrazeLiquid
import Foundation
import PushCore

/// One test user's outcome, as `validate --users` and the language server report it: the push
/// they get, with its exact bytes and how its card fits each phone, or why they get nothing.
public struct UserOutcome: Sendable {
    /// The outcome, bytes and cuts, as the composer's table has them too.
    public let report: UserReport
    /// Cut notes on the chosen phone for the title or body that only this user's rendering
    /// shows (text with Liquid), at the template's lines.
    public let notes: [Diagnostic]

    /// The user's name.
    public var user: String { report.user }
    /// What the user gets.
    public var result: Personalization { report.result }
    /// The user's exact bytes, when they get a push.
    public var budget: ByteBudget? { report.budget }

    /// Renders a prepared push (templates parsed once, with its trigger properties and
    /// translations) for every user; `onlyWithLiquid` gives no rows
    /// for a push every user gets alike. The users share one run's budget of work, so a costly
    /// template over many users still ends soon.
    public static func all(_ prepared: PersonalizablePush, users: TestUsers, now: Date, phones: [PhoneSize] = [.standard],
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
    public var diagnostic: Diagnostic? {
        if case .failed(let pointer, let error) = result {
            return Diagnostic(code: error.code, severity: .error, path: pointer, message: "as \"\(user)\": \(error.message)")
        }
        // Missing workspace data is said by name; other live data (a Connected Content call) is the table's.
        if case .needsData(let tag, _) = result, let reason = result.reason,
           let code = ["content_blocks": LiquidSyntaxRule.missingContentBlock, "catalog_items": LiquidSyntaxRule.missingCatalogItem,
                       "catalog_selection_items": LiquidSyntaxRule.missingCatalogItem][tag] {
            return Diagnostic(code: code, severity: .warning, path: "", message: "as \"\(user)\": \(reason)")
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
}

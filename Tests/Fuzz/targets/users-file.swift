@testable import PushPersonalization

// libFuzzer target: the users file a push is previewed and checked with, TestUsers in
// PushPersonalization, and what each user's attributes render to.
//
// Whatever the bytes: parsing ends in users or in one error that names the file; users come in
// the file's order with their names as written, none keeps `live_data` among its attributes, and
// a push with Liquid rendered for each of them ends within the run's work budget in a push, an
// abort or a Liquid error, the same twice.

import BrazeLiquid
import Foundation
import PushCore
import TextFormats

/// The push rendered for each user (read per input: a global kept for the run reads as a leak to LeakSanitizer).
private let pushText = #"""
{"alert": {"title": "{{${first_name} | default: 'Hi'}} {{custom_attribute.${tier} | upcase}}",
 "body": "{% for b in custom_attribute.${brands} limit: 3 %}{{b}} {% endfor %}{{content_blocks.${promo}}} {{${language} | size}}"}}
"""#
/// What a user gets, as comparable text: the push's bytes, or the outcome and why.
private func summary(_ personalization: Personalization) -> String {
    if case .sent(let document) = personalization { return "sent " + PushCompiler().compile(document, to: .apns) }
    return personalization.outcome + " " + (personalization.reason ?? "")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUsersFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let text = String(decoding: bytes, as: UTF8.self)
    let users: TestUsers
    do {
        users = try TestUsers.parse(bytes, file: "users.json")
    } catch {
        fuzzRequire(error.message.hasPrefix("users.json"), "an error that does not name the file: \(fuzzDescribe(error.message))")
        return 0
    }
    if case .object(let root)? = try? JSONReader().read(bytes).value {
        fuzzRequire(users.users.map(\.name) == root.members.map(\.key), "users out of order or renamed: \(fuzzDescribe(text))")
    }
    let now = Date(timeIntervalSince1970: 1_773_502_200)
    let personalizable = PersonalizablePush(PushReader().read(pushText))
    // A fraction of the product's run budget: a content block in `live_data` is a template, and
    // under AddressSanitizer the product's budgets could outlast libFuzzer's 10-second timeout.
    var run = RenderBudget(limit: RenderBudget.perRender / 4)
    for user in users.users.prefix(8) {
        if case .hash(let attributes) = user.attributes {
            fuzzRequire(attributes[TestUsers.liveDataKey] == nil, "live_data left among the attributes: \(fuzzDescribe(text))")
        }
        let before = run.spent
        var again = RenderBudget(limit: run.remaining)
        let first = personalizable.render(for: user, now: now, run: &run)
        fuzzRequire(run.spent - before <= RenderBudget.perRender + 2 * RenderLimits.maxOutputBytes + 1024,
                    "one user spent \(run.spent - before) units: \(fuzzDescribe(text))")
        fuzzRequire(summary(first) == summary(personalizable.render(for: user, now: now, run: &again)),
                    "rendered differently twice for \(fuzzDescribe(user.name))")
    }
    return 0
}

@testable import BrazeLiquid

// libFuzzer target: Braze's Liquid engine, module BrazeLiquid: parse, then render for every user
// of a users file, within the work budget.
//
// The input is a template, then optionally a NUL byte and a users file (a JSON object from each
// user's name to their attributes; `live_data` holds canned answers such as content blocks).
// Whatever the input: parsing ends in a template or an error with a code and a 1-based place;
// each user's render ends (libFuzzer's -timeout catches a hang) having spent no more than its
// budget plus one step; the users together never pass the run's budget; a render is a function
// of its input (the same context renders the same result twice); errors carry known codes.
//
// The budgets here are a fraction of the product's: AddressSanitizer runs the costliest filters
// about fifteen times slower, and every render happens twice, so the product's budgets would let
// one input run past libFuzzer's 10-second timeout without anything being wrong. What is checked
// (a render stops within one step of its budget) does not depend on the budget's size.

import Foundation

private let knownCodes: Set<String> = [
    LiquidErrorCode.syntax, LiquidErrorCode.unknownTag, LiquidErrorCode.unknownFilter, LiquidErrorCode.unsupported,
    LiquidErrorCode.arguments, LiquidErrorCode.render, LiquidErrorCode.limit, LiquidErrorCode.tooCostly, LiquidErrorCode.lax,
]

/// The most one step can spend beyond a budget: copying the largest string a render may build, twice.
private let largestStep = 2 * RenderLimits.maxOutputBytes + 1024

private func check(_ error: LiquidError, _ what: String, _ template: String) {
    fuzzRequire(knownCodes.contains(error.code), "\(what): unknown code \(error.code) for \(fuzzDescribe(template))")
    fuzzRequire(error.line >= 1 && error.column >= 1, "\(what): place \(error.line):\(error.column) for \(fuzzDescribe(template))")
    fuzzRequire(!error.message.isEmpty, "\(what): empty message for \(fuzzDescribe(template))")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLiquid(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let source = String(decoding: bytes[..<split], as: UTF8.self)
    let usersText = split < bytes.endIndex ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : "{\"u\": {}}"

    let template: LiquidTemplate
    do {
        template = try LiquidTemplate(source)
    } catch {
        check(error, "parse", source)
        return 0
    }
    var users: [(LiquidValue, [String: LiquidValue])] = []
    if case .hash(let file)? = try? LiquidValue(jsonText: usersText) {
        for (_, attributes) in file {
            guard case .hash(var hash) = attributes else { continue }
            var live: [String: LiquidValue] = [:]
            if case .hash(let canned)? = hash["live_data"] {
                for (key, value) in canned { live[key] = value }
                hash["live_data"] = nil
            }
            users.append((.hash(hash), live))
        }
    }
    if users.isEmpty { users = [(.hash(LiquidHash()), [:])] }

    let now = Date(timeIntervalSince1970: 1_773_502_200)
    var run = RenderBudget(limit: RenderBudget.perRender / 4)
    for (attributes, live) in users.prefix(8) {
        let context = LiquidContext(user: attributes, now: now, liveData: live)
        var budget = RenderBudget(limit: min(RenderBudget.perRender / 8, run.remaining))
        let result = template.render(context, budget: &budget)
        fuzzRequire(budget.spent <= budget.limit + largestStep,
                    "spent \(budget.spent) of \(budget.limit) rendering \(fuzzDescribe(source))")
        run.spend(budget.spent)
        if case .failed(let error) = result { check(error, "render", source) }
        // Deterministic: nothing of one render leaks into the next.
        var again = RenderBudget(limit: budget.limit)
        fuzzRequire(template.render(context, budget: &again) == result, "two renders differ for \(fuzzDescribe(source))")
    }
    fuzzRequire(run.spent <= run.limit + largestStep, "the run spent \(run.spent) of \(run.limit) on \(fuzzDescribe(source))")
    return 0
}

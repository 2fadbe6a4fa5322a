import Foundation
import PushCore
import TextFormats

/// Hover: on a key or its value, what the field is, what it costs in bytes and the push's total
/// against Braze's 1912 and APNs' 4096; on a title or a body, where each phone cuts it.
struct HoverProvider: Sendable {
    let document: OpenDocument
    let facts: DocumentFacts
    let range: LSPRange

    func hover(at offset: Int) -> JSONValue {
        let cursor = JSONCursor.at(offset, in: document.bytes)
        guard let token = cursor.token else { return .null }
        let path: [String]
        switch cursor.role {
        case .key: path = cursor.path + [token.text]
        case .value: path = cursor.path + [cursor.key ?? ""]
        }
        guard !path.isEmpty else { return .null }
        var parts: [String] = []
        let pointer = path.reduce("") { JSONPointer.appending($0, $1) }
        let pushPointer = facts.analysis.document.pointers.pushPointer(for: pointer)
        let name = pushPointer.map { String($0.dropFirst()).replacingOccurrences(of: "/", with: ".") } ?? path.joined(separator: ".")
        if let description = SchemaNavigator(kind: facts.kind)?.description(at: path) {
            parts.append("**\(path.last ?? "")** — \(description)")
        } else {
            parts.append("**\(path.last ?? "")**")
        }
        let analysis = facts.analysis
        if analysis.document.isReadable && analysis.document.hasPush {
            parts.append(bytes(name, budget: analysis.budget))
        }
        if let pushPointer, let cut = cut(pushPointer, push: analysis.document.push) { parts.append(cut) }
        var contents = JSONObject()
        contents["kind"] = .string("markdown")
        contents["value"] = .string(parts.joined(separator: "\n\n"))
        var o = JSONObject()
        o["contents"] = .object(contents)
        o["range"] = range.range(token.range)
        return .object(o)
    }

    /// The field's own bytes, and the whole push's against each limit.
    private func bytes(_ name: String, budget: ByteBudget) -> String {
        let own = budget.rows.filter { row in
            [row.field, row.deviceKey].contains { $0 == name || $0.hasPrefix(name + ".") }
        }.reduce(0) { $0 + $1.bytes }
        let bound = budget.isLowerBound ? "at least " : ""
        let percent = budget.brazeBytes * 100 / ByteBudget.brazeLimit
        var text = own > 0 ? "\(own) bytes of the payload. " : ""
        text += "The push: \(bound)\(budget.brazeBytes) / \(ByteBudget.brazeLimit) Braze bytes (\(percent)%)"
        for route in budget.routes {
            text += ", \(budget.isLowerBound(route) ? "at least " : "")\(budget.apnsBytes(route)) / \(ByteBudget.apnsLimit) APNs bytes \(route.label)"
        }
        return text + "."
    }

    /// Where each phone cuts the title or the body on the lock screen.
    private func cut(_ pushPointer: String, push: ApplePush) -> String? {
        let isTitle = pushPointer == "/alert/title"
        let isBody = pushPointer == "/alert/body" || (pushPointer == "/alert" && { if case .text? = push.alert { true } else { false } }())
        guard isTitle || isBody else { return nil }
        var lines: [String] = []
        for phone in PhoneSize.allCases {
            let fit = CardFit(push, phone: phone)
            guard let text = isTitle ? fit.title : fit.body else { continue }
            let shown = text.isCut
                ? "cut after \(text.shownCharacters) of \(text.totalCharacters) characters, ending \(TruncationRule.quoteEnd(of: text.lines))"
                : "shown whole"
            lines.append("- \(phone.phrase): \(shown)")
        }
        guard !lines.isEmpty else { return nil }
        return "On the lock screen (\(isTitle ? "one line" : "4 lines")):\n" + lines.joined(separator: "\n")
    }
}

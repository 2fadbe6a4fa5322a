import BrazeLiquid
import Foundation
import Testing

/// One case of the golden-liquid conformance suite (jg-rp/golden-liquid).
struct GoldenCase: Sendable, CustomTestStringConvertible {
    var name: String
    var template: String
    var data: [String: LiquidValue]
    /// Accepted outputs (`result`, or any of `results`); empty when the case must fail.
    var results: [String]
    var invalid: Bool
    var tags: [String]
    /// Whether the case needs a mock file system (`include` / `render`).
    var usesTemplates: Bool

    var testDescription: String { name }

    /// Whether the case runs in Liquid's strict mode upstream; here warnings count as errors for it.
    var isStrict: Bool { tags.contains("strict") || tags.contains("strict2") }

    /// All cases, in file order. The file is parsed with BrazeLiquid's own order-keeping JSON reader, since
    /// several cases depend on the order of hash keys.
    static let all: [GoldenCase] = load()

    private static func load() -> [GoldenCase] {
        guard let url = Bundle.module.url(forResource: "golden_liquid", withExtension: "json", subdirectory: "GoldenLiquid"),
              let data = try? Data(contentsOf: url),
              let root = try? LiquidValue(jsonText: String(decoding: data, as: UTF8.self)),
              case .hash(let suite) = root, case .array(let tests)? = suite["tests"]
        else { return [] }
        return tests.compactMap { test in
            guard case .hash(let fields) = test, case .string(let name)? = fields["name"],
                  case .string(let template)? = fields["template"]
            else { return nil }
            var data: [String: LiquidValue] = [:]
            if case .hash(let variables)? = fields["data"] {
                for (key, value) in variables { data[key] = value }
            }
            var results: [String] = []
            if case .string(let result)? = fields["result"] { results = [result] }
            if case .array(let many)? = fields["results"] {
                results = many.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
            }
            var tags: [String] = []
            if case .array(let list)? = fields["tags"] {
                tags = list.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
            }
            return GoldenCase(
                name: name, template: template, data: data, results: results, invalid: fields["invalid"] == .bool(true),
                tags: tags, usesTemplates: fields["templates"] != nil
            )
        }
    }

    enum Outcome: Equatable {
        case passed
        case failed(String)
    }

    /// Parses and renders the case and says whether the engine agrees with the suite.
    func run() -> Outcome {
        let context = LiquidContext(now: Date(timeIntervalSince1970: 1_700_000_000), variables: data)
        let template: LiquidTemplate
        do {
            template = try LiquidTemplate(self.template)
        } catch {
            return invalid ? .passed : .failed("parse error \(error)")
        }
        if isStrict, let warning = template.warnings.first {
            return invalid ? .passed : .failed("strict case has a warning: \(warning)")
        }
        switch template.render(context) {
        case .rendered(let text):
            if invalid { return .failed("expected an error, rendered \(text.debugDescription)") }
            return results.contains(text) ? .passed : .failed("rendered \(text.debugDescription), expected \(results.map(\.debugDescription).joined(separator: " or "))")
        case .failed(let error):
            return invalid ? .passed : .failed("render error \(error)")
        case .aborted(let reason):
            return .failed("aborted \(reason ?? "-")")
        case .needsData(let tag, let what):
            return .failed("needs data \(tag) \(what)")
        }
    }
}

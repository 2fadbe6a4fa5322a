import Foundation
import Testing
import TextFormats
@testable import PushCore

/// The JSONTestSuite conformance run: every y_ accepted, every n_ rejected, no crash on any.
@Suite struct JSONTestSuiteTests {
    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("JSONTestSuite/test_parsing")

    static func cases(_ prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    /// The i_ cases this reader accepts; every other i_ case is rejected (see DECISIONS.md).
    static let acceptedImplementationDefined: Set<String> = [
        "i_number_double_huge_neg_exp.json", "i_number_huge_exp.json", "i_number_neg_int_huge_exp.json",
        "i_number_pos_double_huge_exp.json", "i_number_real_neg_overflow.json", "i_number_real_pos_overflow.json",
        "i_number_real_underflow.json", "i_number_too_big_neg_int.json", "i_number_too_big_pos_int.json",
        "i_number_very_big_negative_int.json", "i_structure_UTF-8_BOM_empty_object.json",
    ]

    /// The suite tests the grammar, in which repeated keys are legal (RFC 8259 says SHOULD be
    /// unique), so it runs with them allowed; push files reject them (tested below).
    static func read(_ name: String, rejectsDuplicateKeys: Bool = false) throws -> Result<JSONNode, JSONReadError> {
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
        do { return .success(try JSONReader(rejectsDuplicateKeys: rejectsDuplicateKeys).read(bytes)) } catch { return .failure(error) }
    }

    @Test(arguments: ["y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json"])
    func pushFilesRejectTheDuplicateKeyCases(_ name: String) throws {
        guard case .failure(let error) = try Self.read(name, rejectsDuplicateKeys: true) else {
            Issue.record("\(name) was accepted with duplicate keys rejected")
            return
        }
        #expect(error.kind == .duplicateKey)
    }

    @Test func theDefaultReaderRejectsEveryNCase() throws {
        for name in Self.cases("n_") {
            if case .success = try Self.read(name, rejectsDuplicateKeys: true) { Issue.record("\(name) was accepted") }
        }
    }

    @Test func theSuiteIsComplete() {
        #expect(Self.cases("y_").count == 95)
        #expect(Self.cases("n_").count == 188)
        #expect(Self.cases("i_").count == 35)
    }

    @Test(arguments: cases("y_"))
    func accepts(_ name: String) throws {
        if case .failure(let error) = try Self.read(name) {
            Issue.record("\(name) was rejected: \(error.kind.rawValue) at \(error.location): \(error.message)")
        }
    }

    @Test(arguments: cases("n_"))
    func rejects(_ name: String) throws {
        if case .success = try Self.read(name) { Issue.record("\(name) was accepted") }
    }

    @Test(arguments: cases("i_"))
    func decidesImplementationDefined(_ name: String) throws {
        let accepted = if case .success = try Self.read(name) { true } else { false }
        #expect(accepted == Self.acceptedImplementationDefined.contains(name), "\(name)")
    }

    @Test func rejectionsCarryJSONCodes() throws {
        for name in Self.cases("n_") + Self.cases("i_") {
            guard case .failure(let error) = try Self.read(name) else { continue }
            #expect(error.kind.rawValue.hasPrefix("json."))
            #expect(error.location.line >= 1 && error.location.column >= 1)
        }
    }
}

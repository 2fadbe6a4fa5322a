import BrazeLiquid
import Testing

/// Runs the golden-liquid conformance suite: every case of a supported area must pass.
@Suite("golden-liquid conformance")
struct GoldenLiquidTests {
    static let runnable = GoldenCase.all.filter { GoldenSkipList.reason(for: $0) == nil }

    @Test("the suite loads")
    func suiteLoads() {
        #expect(GoldenCase.all.count == 1054)
    }

    @Test("case", arguments: runnable)
    func golden(_ test: GoldenCase) {
        let outcome = test.run()
        #expect(outcome == .passed, "\(test.name): \(test.template.debugDescription)")
    }

    @Test("summary: passed, skipped, failed")
    func summary() {
        var passed = 0
        var failed: [String] = []
        let skipped = GoldenCase.all.count - Self.runnable.count
        for test in Self.runnable {
            if test.run() == .passed { passed += 1 } else { failed.append(test.name) }
        }
        print("golden-liquid: \(passed) passed, \(skipped) skipped, \(failed.count) failed of \(GoldenCase.all.count)")
        #expect(failed.isEmpty, "failing: \(failed.joined(separator: "; "))")
    }
}

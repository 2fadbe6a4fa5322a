@testable import ComposerApp
import Testing

@Suite struct GaugeLevelTests {
    /// One pair of thresholds for the gauge: amber over 80 %, red over 100 % (80 % itself is green).
    @Test(arguments: [(0.0, GaugeLevel.ok), (0.8, .ok), (0.8001, .warning), (1.0, .warning), (1.0001, .over)])
    func gaugeLevels(_ fraction: Double, _ level: GaugeLevel) {
        #expect(GaugeLevel(fraction: fraction) == level)
    }
}

import Foundation
import TestSupport

extension CLIHarness {
    /// This target's fixture files.
    static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

    /// The path of the fixture `name`.
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }
}

import ArgumentParser
import Foundation
import TextFormats

/// `--now TIME`, written and read once for every command that renders Liquid.
struct NowOption: ParsableArguments, Sendable {
    @Option(help: "The moment Liquid sees as now, ISO 8601 (e.g. 2026-03-14T15:30:00Z; default: the clock).")
    var now: String?

    /// An option built in code, as send and validate build their personalisation.
    static func given(_ now: String?) -> NowOption {
        var option = NowOption()
        option.now = now
        return option
    }

    /// The moment to render at; a time that cannot be read is a usage error.
    func moment() throws(PersonalizationProblem) -> Date {
        guard let now else { return Date() }
        guard let seconds = ISODateTime.parse(now)?.unixSeconds else {
            throw PersonalizationProblem(status: 2, "--now: \"\(now)\" is not an ISO 8601 time such as 2026-03-14T15:30:00Z")
        }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

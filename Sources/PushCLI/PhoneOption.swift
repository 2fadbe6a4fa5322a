import ArgumentParser
import PushCore

/// `--phone`, written once for every command that lays out the lock-screen card.
struct PhoneOption: ParsableArguments, Sendable {
    @Option(help: "The phone whose lock screen the card, its line breaks and its cuts are shown for: \(PhoneSize.summary).")
    var phone: PhoneSize?

    /// The phone asked for, else the standard one.
    var chosen: PhoneSize { phone ?? .standard }

    /// The phones a table over every test user has rows for: the one asked for, else all of them.
    var tabled: [PhoneSize] { phone.map { [$0] } ?? PhoneSize.allCases }
}

import ArgumentParser
import PushCore

/// `--phone`, written once for every command that lays out the lock-screen card.
struct PhoneOption: ParsableArguments, Sendable {
    @Option(help: "The phone whose lock screen the card, its line breaks and its cuts are shown for: \(PhoneSize.summary).")
    var phone: PhoneSize = .standard
}

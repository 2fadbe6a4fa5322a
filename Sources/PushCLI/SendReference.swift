import ArgumentParser

/// A send in the history as a command names it: its number counting back from the latest (1 is
/// the last send, shifting with each new one), or `@` and its reference, which never shifts.
enum SendReference: Sendable, Equatable, ExpressibleByArgument, CustomStringConvertible {
    case number(Int)
    case reference(String)

    init?(argument: String) {
        if argument.hasPrefix("@") {
            let hex = argument.dropFirst().lowercased()
            guard hex.count == 8, hex.allSatisfy(\.isHexDigit) else { return nil }
            self = .reference(String(hex))
        } else if let n = Int(argument), n >= 1 {
            self = .number(n)
        } else {
            return nil
        }
    }

    /// How messages name it: "send 2", "send @1a2b3c4d".
    var description: String {
        switch self {
        case .number(let n): "send \(n)"
        case .reference(let hex): "send @\(hex)"
        }
    }

    /// The help of the argument, shared by every command that takes one.
    static let help = ArgumentHelp("The send: its number in 'push-composer history' (1 is the latest), or its @reference there, which later sends do not change.",
                                   valueName: "N|@REF")
}

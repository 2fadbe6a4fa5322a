import ArgumentParser
import PushCore

/// What `compile --to` prints: a form the compiler makes from the push alone, or the APNs curl
/// script, which is made from the request a send would make (its device, its headers, its exact
/// bytes) and so from the config too.
enum CompileForm: ExpressibleByArgument, Equatable {
    /// A form of `CompileTarget`.
    case compiled(CompileTarget)
    /// A shell script that sends the push to a device with `curl --http2`.
    case apnsCurl

    init?(argument: String) {
        if argument == Self.apnsCurlName { self = .apnsCurl; return }
        guard let target = CompileTarget(rawValue: argument) else { return nil }
        self = .compiled(target)
    }

    static var allValueStrings: [String] { CompileTarget.allCases.map(\.rawValue) + [apnsCurlName] }

    private static let apnsCurlName = "apns-curl"

    /// The compiler's target, when it is one.
    var target: CompileTarget? {
        if case .compiled(let target) = self { return target }
        return nil
    }

    /// Every form, with one line on each, for help.
    static var summaries: [String] {
        CompileTarget.allCases.map { "  \($0.rawValue): \($0.summary)" }
            + ["  \(apnsCurlName): a script that sends it to a device with curl --http2, as send would (the token from $APNS_JWT at run time)"]
    }
}

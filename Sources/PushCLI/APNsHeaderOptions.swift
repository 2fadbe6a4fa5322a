import ArgumentParser
import PushCore
import TextFormats

extension APNsPushType: ExpressibleByArgument {}

/// `--push-type`, `--priority`, `--expiration`, `--collapse-id`, `--topic`: the APNs headers
/// a device payload cannot carry, as Apple's Push Notifications Console offers them.
struct APNsHeaderOptions: ParsableArguments, Sendable {
    // The values are listed once, by the argument parser, from APNsPushType's cases.
    @Option(help: ArgumentHelp("APNs: the push type (default: the one the payload calls for).", valueName: "type"))
    var pushType: APNsPushType?

    @Option(help: "APNs: apns-priority, 10 (now), 5 (power-aware) or 1 (default: the push type's).")
    var priority: Int?

    @Option(help: ArgumentHelp("APNs: apns-expiration, UNIX seconds or an ISO 8601 time; 0 tries once.", valueName: "time"))
    var expiration: String?

    @Option(help: "APNs: apns-collapse-id (at most 64 bytes).")
    var collapseID: String?

    @Option(help: ArgumentHelp("APNs: the whole apns-topic (default: the bundle id with the push type's suffix).", valueName: "topic"))
    var topic: String?

    @Option(name: .customLong("apns-id"),
            help: ArgumentHelp("APNs: the apns-id every device's request carries, a UUID (default: a new one each), to find the push in Apple's logs.", valueName: "uuid"))
    var apnsID: String?

    @Flag(help: "APNs: check it as a Live Activity broadcast (iOS 18 channels): an update or end, priority 10, 5 or 1, at most 5120 bytes (send --channel implies it).")
    var broadcast = false

    func validate() throws {
        if let expiration, Self.seconds(expiration) == nil {
            throw ValidationError("--expiration: '\(expiration)' is neither UNIX seconds nor an ISO 8601 time such as 2026-12-01T09:00:00Z.")
        }
        if let collapseID, collapseID.utf8.count > 64 { throw ValidationError("--collapse-id is \(collapseID.utf8.count) bytes; APNs takes at most 64.") }
        if let topic, let problem = BundleID.problem(topic), pushType != .mdm { throw ValidationError("--topic: \(problem).") }
        if let apnsID, Self.uuid(apnsID) == nil {
            throw ValidationError("--apns-id: '\(apnsID)' is not a UUID such as 123e4567-e89b-12d3-a456-4266554400a0 (8-4-4-4-12 hexadecimal digits).")
        }
    }

    /// The chosen headers.
    var options: APNsRequestOptions {
        var options = APNsRequestOptions(pushType: pushType, priority: priority, expiration: expiration.flatMap(Self.seconds), collapseID: collapseID,
                                         topic: topic, apnsID: apnsID.flatMap(Self.uuid))
        options.broadcast = broadcast
        return options
    }

    /// Whether any header is chosen (they mean something only for APNs).
    var isEmpty: Bool { options.isEmpty }

    /// A UUID as APNs takes it: 8-4-4-4-12 hexadecimal digits, lowercased.
    static func uuid(_ text: String) -> String? {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) else { return nil }
        return text.lowercased()
    }

    private static func seconds(_ text: String) -> Int64? {
        if let n = Int64(text), n >= 0 { return n }
        return ISODateTime.parse(text)?.unixSeconds
    }
}

import ArgumentParser
import ComposerSettings
import Foundation
import PushCore
import PushSending
import PushTransport
import SafeFiles
import TerminalKit

/// `push-composer channels …`: Live Activity broadcast channels (iOS 18) on APNs' management
/// host, with the ones made here kept in the config's `[[apns.channels]]` under a name.
struct ChannelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "channels",
        abstract: "Manage Live Activity broadcast channels (iOS 18): create, list, show, delete.",
        discussion: """
        Channels are managed on APNs' own host (api-manage-broadcast…, port 2195 for sandbox, \
        2196 for production; [apns] management_server names another) with the token key a send \
        uses. A channel exists in the environment it was made in. 'send FILE --to apns --channel \
        NAME' sends a Live Activity update or end to every device listening to it.
        """,
        subcommands: [CreateChannelCommand.self, ListChannelsCommand.self, ShowChannelCommand.self, DeleteChannelCommand.self]
    )

    /// What every channel command works with: the config's `[apns]`, the app and a manager.
    struct Setup {
        let settings: APNsSettings
        let bundleID: String
        let environment: APNsEnvironment
        let manager: ChannelManager
    }

    /// The set-up for `command`, or nil once a line on stderr has said why there is none.
    static func setup(_ io: CLIIO, command: String, environment chosen: APNsEnvironment?, bundleID given: String?) -> Setup? {
        let config = UserConfig.load(environment: io.environment).value
        let configFile = UserConfig.path(environment: io.environment)
        do throws(SendRefusal) {
            let settings = try config.sending.requiredAPNs(configFile: configFile)
            guard let topic = config.appBundleID(given: given, file: nil) else {
                throw SendRefusal(.setup, "no app: set topic (or bundle_id) in the config, or pass --bundle-id")
            }
            // The channel API names the app by its bundle id, without a push type's suffix.
            let bundleID = topic.hasSuffix(APNsPushType.liveactivity.facts.topicSuffix)
                ? String(topic.dropLast(APNsPushType.liveactivity.facts.topicSuffix.count)) : topic
            let key = try APNsKeyFile.signingKey(for: settings, purpose: "managing broadcast channels")
            let manager = try ChannelManager(settings: settings, key: key)
            return Setup(settings: settings, bundleID: bundleID, environment: chosen ?? settings.environment, manager: manager)
        } catch {
            io.errorLine("push-composer channels \(command): \(error.message)")
            for line in error.more { io.errorLine("  \(line)") }
            return nil
        }
    }

    /// The channel `name` names, a configured name or an id, with its environment.
    static func channel(_ name: String, in setup: Setup, environment chosen: APNsEnvironment?, io: CLIIO,
                        command: String) -> (id: String, name: String?, environment: APNsEnvironment)? {
        do throws(SendRefusal) {
            guard case .channel(let named, let id, let environment) = try setup.settings.channel(name, environment: chosen).recipient else { return nil }
            return (id, named, environment)
        } catch {
            io.errorLine("push-composer channels \(command): \(error.message)")
            return nil
        }
    }

    /// Prints an answer that is not a success, and gives the exit status: 1 refused, 3 no answer.
    static func failed(_ answer: ChannelManager.Answer, io: CLIIO, command: String) -> Int32 {
        let reason = answer.reason.map { " (\($0))" } ?? ""
        let status = answer.status.map { "\($0)\(reason): " } ?? ""
        io.errorLine(Sanitizer.sanitize("push-composer channels \(command): \(status)\(answer.words) [apns-request-id \(answer.requestID)]"))
        return answer.status == nil ? 3 : 1
    }
}

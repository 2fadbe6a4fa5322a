import ArgumentParser
import ComposerSettings
import DraftStorage
import Foundation
import PushCore
import PushSending
import PushTransport
import SafeFiles
import Synchronization
import TerminalKit

extension SendRoute: ExpressibleByArgument {}
extension APNsEnvironment: ExpressibleByArgument {}

/// `push-composer send FILE --to apns|braze`: sends a test push and says, per recipient, what
/// the service answered in plain words.
struct SendCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send a test push: through APNs to a device, or through Braze to test users.",
        discussion: """
        push-composer send FILE --to apns --device NAME|TOKEN… [--user TEST_USER]
        push-composer send FILE --to apns --channel NAME|ID      (a Live Activity broadcast, iOS 18)
        push-composer send FILE --to braze [--external-id ID…]

        A push with Liquid goes to a device through APNs only as a test user receives it \
        (--user NAME from the users file, --users FILE, --now TIME); Braze renders it itself.

        Devices, the APNs token key (.p8) or push certificate (.p12) and test users come from the \
        config file ([apns], [[apns.devices]], [braze]); the Braze key from $BRAZE_API_KEY or \
        'push-composer login braze', a certificate's password from $APNS_CERTIFICATE_PASSWORD or \
        'push-composer login apns-certificate'. Each result \
        is kept in the send history ('push-composer history'), without any secret.

        Exit status: 0 every recipient accepted, 1 a refusal (or a push with errors), 2 a usage \
        or configuration error, 3 no answer (could not connect, TLS failed, timed out).
        """
    )

    @Argument(help: "The push file ('-' reads standard input).")
    var file: String

    @Option(help: "apns (straight to a device) or braze (to test users).")
    var to: SendRoute

    @Option(name: .customLong("device"), parsing: .upToNextOption, help: "APNs: a device's name from the config, or a token (hex).")
    var devices: [String] = []

    @Option(help: ArgumentHelp("APNs: a broadcast channel's name from the config, or its id: a Live Activity update or end to every device listening (see 'push-composer channels').", valueName: "name|id"))
    var channel: String?

    @Option(help: "APNs: sandbox or production (default: the device's, else [apns] environment).")
    var environment: APNsEnvironment?

    @OptionGroup
    var app: BundleIDOption

    @Option(name: .customLong("external-id"), parsing: .upToNextOption,
            help: "Braze: the external user ids to send to (default: test_users in [braze]).")
    var externalIDs: [String] = []

    /// Reads several values so that `--to braze --user ID…`, the old spelling of
    /// `--external-id`, still works (with a note); otherwise it is one test user's name.
    @Option(name: .customLong("user"), parsing: .upToNextOption,
            help: ArgumentHelp("APNs: the test user (from the users file) to render Liquid for.", valueName: "name"))
    var users: [String] = []

    @OptionGroup
    var usersFile: UsersFileOption

    @OptionGroup
    var clock: NowOption

    @Flag(help: "APNs: make the push's Connected Content calls for the --user before it goes (HTTPS, the [media] ca_file and proxy).")
    var live = false

    @OptionGroup
    var requestKind: RequestKindOption

    @OptionGroup(title: "APNs headers (a device payload cannot carry them)")
    var apnsHeaders: APNsHeaderOptions

    @OptionGroup
    var sending: SendRunOptions

    func validate() throws {
        if to == .braze && (!devices.isEmpty || environment != nil || !apnsHeaders.isEmpty) {
            throw ValidationError("--device, --environment and the APNs headers (--push-type, --priority, --expiration, --collapse-id, --topic) are for --to apns.")
        }
        if channel != nil && (to == .braze || !devices.isEmpty) {
            throw ValidationError("--channel is a broadcast through APNs to every device listening: give it with --to apns and without --device.")
        }
        if to == .apns && users.count > 1 { throw ValidationError("--to apns renders for one test user: give --user once.") }
        if to == .apns && !externalIDs.isEmpty { throw ValidationError("--external-id names Braze recipients: for --to apns name devices with --device.") }
        if !externalIDs.isEmpty && !users.isEmpty { throw ValidationError("--external-id names the Braze recipients; --user, its old spelling, cannot come with it.") }
        if to == .braze && (usersFile.users != nil || clock.now != nil || live) {
            throw ValidationError("--users, --now and --live are for --to apns; Braze renders Liquid (and makes the calls) itself.")
        }
    }

    func execute(_ io: CLIIO) async -> Int32 {
        // Braze renders Liquid itself; through APNs the push goes as the test user receives it.
        let personalization = to == .apns ? PersonalizationOptions.given(user: users.first, users: usersFile.users, now: clock.now, live: live) : nil
        var recipients = externalIDs
        if to == .braze && !users.isEmpty {
            io.errorLine("push-composer send: note: Braze recipients are now --external-id (--user read as that all the same)")
            recipients = users
        }
        let checked: CheckedPush
        var options = to == .apns ? apnsHeaders.options : APNsRequestOptions()
        if channel != nil { options.broadcast = true }
        do {
            checked = try await CheckedPush.load(file, command: "send", verb: "sent", requestKind: requestKind, personalization: personalization,
                                           throughBraze: to == .braze, apns: options, io: io)
        } catch {
            return error.status
        }
        let config = UserConfig.load(environment: io.environment).value
        let configFile = UserConfig.path(environment: io.environment)
        return await sending.runner("send").run(io: io) { () throws(SendRefusal) in
            var job: SendJob
            switch to {
            case .apns:
                let topic = config.appBundleID(given: app.bundleID, file: checked.document.bundleID)
                if let channel {
                    job = try SendJob.broadcast(checked.document, sending: config.sending, configFile: configFile, channel: channel,
                                                environment: environment, topic: topic)
                } else {
                    job = try SendJob.apns(checked.document, sending: config.sending, configFile: configFile, devices: devices,
                                           environment: environment, topic: topic)
                }
                job.title = SendJob.title(of: checked.document)
                job.renderedFor = personalization?.user
            case .braze:
                job = try SendJob.braze(checked.template, sending: config.sending, configFile: configFile, users: recipients)
                job.title = SendJob.title(of: checked.template)
            }
            // Named in the history, so 'history' tells sends apart and 'resend' repeats one.
            job.file = InputLoader.displayName(file)
            job.profile = config.profile
            return job
        }
    }
}

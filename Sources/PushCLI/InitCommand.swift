import ArgumentParser
import ComposerSettings
import Foundation
import PushCore
import PushSending
import PushTransport
import SafeFiles
import PlainText
import TextFormats

/// `push-composer init`: sets up the config, asking on a terminal or from flags in a script.
/// The file is edited, never replaced: comments and keys it does not know stay, and a value
/// already there changes only when the user says so.
struct InitCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Set up the config: app, Braze, test users, APNs key or certificate, and devices.",
        discussion: """
        On a terminal with no options, asks for each setting (Enter keeps what the config has). \
        With options, writes what they give and asks nothing: a value the config already holds \
        is replaced only with --yes. The API key is saved by 'push-composer login braze'. APNs \
        takes the .p8 token key (--apns-key) or a .p12 push certificate (--apns-certificate, whose \
        password 'push-composer login apns-certificate' saves).

        Example: push-composer init --bundle-id com.example.app --braze-instance US-03 --test-user ana-test \
        --apns-key ~/keys/AuthKey_ABC123DEFG.p8 --team-id DEF123GHIJ --device "Ana's iPhone=5f2c…e1:sandbox"
        """
    )

    @Option(help: "The app's bundle id (also the APNs topic).")
    var bundleID: String?

    @Option(help: "The Braze instance, such as US-03 (the dashboard's address tells: dashboard-03 is US-03).")
    var brazeInstance: String?

    @Option(help: "Braze's REST endpoint, instead of an instance.")
    var brazeEndpoint: String?

    @Option(name: .customLong("test-user"), help: ArgumentHelp("A test user's external id; repeat for more.", valueName: "ID"))
    var testUsers: [String] = []

    @Option(name: .customLong("apns-key"), help: ArgumentHelp("The APNs token key, AuthKey_KEYID.p8 (mode 600).", valueName: "FILE"))
    var keyFile: String?

    @Option(name: .customLong("apns-certificate"), help: ArgumentHelp("Or a .p12 push certificate (mode 600); its password: 'push-composer login apns-certificate'.", valueName: "FILE"))
    var certificateFile: String?

    @Option(help: "The key's 10-character Key ID, when the file name does not hold it.")
    var keyID: String?

    @Option(help: "The 10-character Team ID.")
    var teamID: String?

    @Option(help: "The APNs environment of devices that do not say: sandbox or production.")
    var environment: APNsEnvironment?

    @Option(name: .customLong("device"), help: ArgumentHelp("A device: its name, =, its hex token, and :sandbox or :production if it differs; repeat for more.", valueName: "NAME=TOKEN[:ENV]"))
    var devices: [String] = []

    @Flag(help: "Replace values the config already holds.")
    var yes = false

    /// A mistake in what was given or typed: one line.
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    private var givesSettings: Bool {
        bundleID != nil || brazeInstance != nil || brazeEndpoint != nil || !testUsers.isEmpty || keyFile != nil || certificateFile != nil
            || keyID != nil || teamID != nil || environment != nil || !devices.isEmpty
    }

    func execute(_ io: CLIIO) async -> Int32 {
        let path = UsersFileOption.resolvingLink(UserConfig.path(environment: io.environment))
        var config: ConfigFileEditor
        do {
            config = try ConfigFileEditor.open(path)
            // `init --profile NAME` sets that profile up: [profiles.NAME.apns], […braze], its devices.
            config.profile = ConfigProfile.given(io.environment)
        } catch {
            io.errorLine("push-composer init: config \(error)")
            return 2
        }
        let plan: InitPlan
        let guided = !givesSettings
        do throws(Problem) {
            if guided {
                guard let answered = try InitQuestions(io: io, config: config).ask() else {
                    io.errorLine("push-composer init: give settings as options without a terminal (see push-composer init --help)")
                    return 2
                }
                plan = answered
            } else {
                plan = try planFromOptions(io)
            }
        } catch {
            io.errorLine("push-composer init: \(error.message)")
            return 2
        }
        let replacing = plan.replacements(in: config)
        if !replacing.isEmpty && !yes {
            let question = "\(replacing.joined(separator: "; ")). Replace? [y/N] "
            guard let answer = io.ask(question, false) else {
                io.errorLine("push-composer init: \(replacing[0]); pass --yes to replace it")
                return 2
            }
            guard ["y", "yes"].contains(answer.lowercased()) else {
                io.errorLine("push-composer init: nothing was written")
                return 1
            }
        }
        if guided && !plan.isEmpty {
            guard let answer = io.ask("Write these to \(path)? [Y/n] ", false), !["n", "no"].contains(answer.lowercased()) else {
                io.errorLine("push-composer init: nothing was written")
                return 1
            }
        }
        let changes: [String]
        do throws(SettingsError) {
            changes = try plan.apply(to: &config)
            if !changes.isEmpty { try config.save() }
        } catch {
            io.errorLine("push-composer init: \(error)")
            return 2
        }
        report(changes, config: config, io: io)
        if guided, config.value("instance", in: "braze") != nil || config.value("rest_endpoint", in: "braze") != nil,
           (try? BrazeCredentials.load(environment: io.environment)) == nil,
           let answer = io.ask("Save the Braze REST API key now? [Y/n] ", false), !["n", "no"].contains(answer.lowercased()) {
            var login = LoginCommand()
            login.service = .braze
            login.replace = false
            return await login.execute(io)
        }
        return 0
    }

    /// What was written, what the config still lacks, and the next command.
    private func report(_ changes: [String], config: ConfigFileEditor, io: CLIIO) {
        if changes.isEmpty {
            io.errorLine("\(config.path) already says all that; nothing was written")
        } else {
            io.errorLine("wrote \(config.path):")
            for change in changes { io.errorLine("  \(change)") }
        }
        let loaded = UserConfig.parse(config.text, file: config.path, environment: io.environment)
        let sending = loaded.value.sending
        // The [apns] notes too: which of a key and a certificate sends, a key under its old name.
        for problem in loaded.notices + sending.apnsProblems + sending.brazeProblems + (sending.apns?.notes ?? []) {
            io.errorLine("note: \(problem)")
        }
        // Test recipients are test users: previewed as with no attributes until these are read.
        if let recipients = sending.braze?.testUsers, !recipients.isEmpty {
            let words = recipients.map(ShellWord.minimal).joined(separator: " ")
            io.errorLine("test users \(recipients.joined(separator: ", ")) have no attributes for previews yet; read theirs from Braze with")
            io.errorLine("  push-composer users fetch \(words)   (or describe one: users add NAME --set first_name=…)")
        }
        let hasBraze = sending.braze != nil
        let hasKey = (try? BrazeCredentials.load(environment: io.environment)) != nil
        if hasBraze && !hasKey {
            io.errorLine("next: push-composer login braze   (saves the REST API key, typed without echo)")
        } else if case .certificate? = sending.apns?.credential, (try? APNsCertificatePassword.load(environment: io.environment)) == nil {
            io.errorLine("next: push-composer login apns-certificate   (saves the certificate's password, typed without echo)")
        } else if let device = sending.apns?.devices.first {
            io.errorLine("next: push-composer send push.json --to apns --device \(ShellWord.quote(device.name))   (or open push-composer and press ^F)")
        } else {
            io.errorLine("next: push-composer   (compose a push; ^F sends it)")
        }
    }

    /// The plan the options give, each checked as the config reader would check it.
    private func planFromOptions(_ io: CLIIO) throws(Problem) -> InitPlan {
        var plan = InitPlan()
        if let bundleID {
            if let problem = BundleID.problem(bundleID) { throw Problem("--bundle-id: \(problem)") }
            plan.set("bundle_id", bundleID)
        }
        if brazeInstance != nil && brazeEndpoint != nil { throw Problem("--braze-instance and --braze-endpoint: give one") }
        if let brazeInstance { plan.setBraze(try InitChecks.brazeInstance(brazeInstance)) }
        if let brazeEndpoint { plan.setBraze(try InitChecks.brazeEndpoint(brazeEndpoint)) }
        plan.set("test_users", list: try InitChecks.testUsers(testUsers), in: "braze")
        if let certificateFile { plan.set("certificate_file", try InitChecks.certificateFile(certificateFile, environment: io.environment), in: "apns") }
        if let keyFile {
            let key = try InitChecks.keyFile(keyFile, keyID: keyID, teamID: teamID, environment: io.environment)
            plan.set("key_file", key.stored, in: "apns")
            // The id in the file's name is read from there; an id given is written.
            if keyID != nil { plan.set("key_id", key.keyID, in: "apns") }
        } else if keyID != nil {
            throw Problem("--key-id: give --apns-key FILE too")
        }
        if let teamID {
            if !APNsSettings.isAppleID(teamID) { throw Problem("--team-id must be the 10-character Team ID (capital letters and digits), not \"\(teamID)\"") }
            plan.set("team_id", teamID, in: "apns")
        }
        plan.set("environment", environment?.rawValue, in: "apns")
        for text in devices { plan.devices.append(try InitChecks.device(text)) }
        return plan
    }
}

import ArgumentParser
import ComposerSettings
import Foundation
import PushSending
import PushTransport

/// `push-composer apns-token`: a provider token signed with the config's `.p8` key, on stdout,
/// for the script `compile --to apns-curl` prints (`APNS_JWT=$(push-composer apns-token)`).
struct APNsTokenCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "apns-token",
        abstract: "Print a provider token (a JWT valid for an hour) signed with the config's .p8 key, for scripts.",
        discussion: """
        The token is a secret for its hour: it is printed only into a pipe or a file, never onto a \
        terminal. The script 'compile --to apns-curl' prints runs it when $APNS_JWT is not set.
        """
    )

    func execute(_ io: CLIIO) async -> Int32 {
        guard !io.stdoutIsTerminal else {
            io.errorLine("push-composer apns-token: the token is a secret for an hour: it goes into a pipe or a variable, such as APNS_JWT=$(push-composer apns-token)")
            return 2
        }
        let config = UserConfig.load(environment: io.environment).value
        do throws(SendRefusal) {
            let settings = try config.sending.requiredAPNs(configFile: UserConfig.path(environment: io.environment))
            let key = try APNsKeyFile.signingKey(for: settings, purpose: "signing a provider token")
            let token: String
            do {
                token = try ProviderTokenCache(key: key).token(now: Int64(Date().timeIntervalSince1970))
            } catch {
                throw SendRefusal(.setup, "could not sign the provider token with [apns] key_file")
            }
            io.out(token + "\n")
            return 0
        } catch {
            io.errorLine("push-composer apns-token: \(error.message)")
            for line in error.more { io.errorLine("  \(line)") }
            return 2
        }
    }
}

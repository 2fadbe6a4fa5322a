import ComposerSettings
import PushSending

/// What a read from Braze's REST API needs: the config's `[braze]` and the REST API key.
enum BrazeAccess {
    /// The settings and key for this environment, or why there are none (with the fix).
    static func required(_ io: CLIIO) throws(SendRefusal) -> (settings: BrazeSettings, apiKey: String) {
        let config = UserConfig.load(environment: io.environment).value
        if let problem = config.sending.brazeProblems.first { throw SendRefusal(.setup, problem, more: Array(config.sending.brazeProblems.dropFirst())) }
        guard let settings = config.sending.braze else {
            throw SendRefusal(.setup, "no [braze] table in \(UserConfig.path(environment: io.environment)): add instance (such as \"US-03\")")
        }
        guard let (apiKey, _) = try BrazeCredentials.load(environment: io.environment) else {
            throw SendRefusal(.setup, "no Braze REST API key: run 'push-composer login braze', or set \(BrazeCredentials.variable)")
        }
        return (settings, apiKey)
    }
}

import ComposerSettings
import PushTransport

/// How every face makes Connected Content calls: the media check's trust root and proxy, and
/// the machine's `:basic_auth` credentials.
public enum ConnectedContentSetup {
    /// A fetcher for this environment; `config` when the caller has read it already.
    public static func fetcher(environment: [String: String], config: UserConfig? = nil) -> ConnectedContentFetcher {
        let config = config ?? UserConfig.load(environment: environment).value
        return ConnectedContentFetcher(caFile: config.mediaCAFile, proxy: config.sending.proxy,
                                       networkProblem: config.sending.networkProblems.first,
                                       credential: { BasicAuthCredential.load($0, environment: environment) })
    }
}

import ComposerSettings
import DraftStorage
import Foundation
import PushTransport

/// How every face fetches media: the config's trust root unless one is given, and the cache in
/// the state folder when that folder can be used (a fetch still works without it).
public enum MediaSetup {
    /// A fetcher for this environment; `caFile` (as typed) wins over `[media] ca_file`.
    /// `creatingState` false: the caller has made the state folder already and passes the
    /// config it read (the composer, at start-up, which reads nothing more here).
    public static func fetcher(caFile: String?, timeLimit: Double = 20, environment: [String: String],
                               creatingState: Bool = true, config: UserConfig? = nil) -> MediaFetcher {
        let config = config ?? UserConfig.load(environment: environment).value
        let trust = caFile.map { UserConfig.expandingTilde($0, environment: environment) } ?? config.mediaCAFile
        let state = StateDirectory.resolve(environment: environment)
        let usable = !creatingState || (try? state.create()) != nil
        let cache: MediaCache? = usable ? MediaCache(folder: state.path + "/media") : nil
        return MediaFetcher(caFile: trust, timeLimit: timeLimit, cache: cache, proxy: config.sending.proxy,
                            networkProblem: config.sending.networkProblems.first)
    }
}

import ComposerSettings
import DraftStorage
import PushSending
import PushTransport

/// The send service a user's sends run through, from the command line and the composer alike:
/// the Braze key read when a send needs it (the credentials file or the environment), every
/// result appended to the history in the state folder.
public enum UserSendService {
    /// The service for this environment. A state folder that cannot be made is not an error
    /// here: each send's report says that its results could not be kept, and both faces show it.
    public static func make(environment: [String: String]) -> SendService {
        let state = StateDirectory.resolve(environment: environment)
        try? state.create()
        return SendService(brazeKey: { () throws(SendRefusal) in try BrazeCredentials.load(environment: environment)?.key },
                           history: SendHistory(folder: state.path))
    }
}

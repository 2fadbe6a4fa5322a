import ComposerSettings
import DraftStorage
import PushSending
import PushTransport

/// The send service a user's sends run through, from the command line and the composer alike:
/// the Braze key and the certificate's password read when a send needs them (the environment,
/// else the credentials file), every result appended to the history in the state folder.
public enum UserSendService {
    /// The service for this environment; `ask`, on the command line, asks the terminal for a
    /// certificate's password without echo when neither the environment nor the file has it
    /// (the composer, which holds the terminal, passes none). A state folder that cannot be made
    /// is not an error here: each send's report says that its results could not be kept, and
    /// both faces show it.
    public static func make(environment: [String: String], ask: (@Sendable (String, Bool) -> String?)? = nil) -> SendService {
        let state = StateDirectory.resolve(environment: environment)
        var service = SendService(brazeKey: { () throws(SendRefusal) in try BrazeCredentials.load(environment: environment)?.key },
                                  history: SendHistory(folder: state.path),
                                  certificatePassword: certificatePassword(environment: environment, ask: ask))
        do {
            try state.create()
        } catch {
            service.historyUnavailable = error.message
        }
        return service
    }

    /// Where a certificate's password comes from, in order: `APNS_CERTIFICATE_PASSWORD`, the
    /// credentials file, then the terminal when `ask` is given. Never a command-line option.
    public static func certificatePassword(environment: [String: String], ask: (@Sendable (String, Bool) -> String?)?) -> CertificatePasswordLookup {
        return { file throws(SendRefusal) in
            if let saved = try APNsCertificatePassword.load(environment: environment) { return saved }
            guard let ask, let typed = ask("Password of \(file) (it is not shown): ", true) else { return nil }
            guard case .success(let password) = APNsCertificatePassword.clean(typed) else { return nil }
            return (password, APNsCertificate.typedSource)
        }
    }
}

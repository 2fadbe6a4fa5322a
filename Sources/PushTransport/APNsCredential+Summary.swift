import PushCore
import PushSending

extension APNsCredential {
    /// One line naming what a send with this credential authenticates with, for a dry run. A
    /// certificate is opened and checked for the push as a send would, so a dry run refuses
    /// what the send would refuse; a token key is named without reading it.
    public func summary(for push: APNsPush, password: CertificatePasswordLookup) throws(SendRefusal) -> String {
        switch self {
        case .token(let keyFile, let keyID, let teamID):
            return "the token key \(keyID) of team \(teamID) (\(keyFile))"
        case .certificate(let file):
            let certificate = try APNsCertificate.read(file, password: password)
            try certificate.check(topic: push.topic, pushType: push.pushType)
            return certificate.summary
        }
    }
}

import Foundation
import NIOSSL
import PushCore
import PushSending
import SafeFiles

/// Looks up the password of a `.p12` when the file needs one: the password and where it came
/// from, worded to follow "the password" ("from $APNS_CERTIFICATE_PASSWORD", "typed"); nil when
/// there is none to be had.
public typealias CertificatePasswordLookup = @Sendable (_ file: String) throws(SendRefusal) -> (password: String, source: String)?

/// An app's `.p12` push certificate opened with its password: the TLS client identity of a
/// send through APNs, and what Apple wrote in it (its name, the topics it may push to, when it
/// expires), so that a certificate that cannot work is refused before any connection.
public struct APNsCertificate: Sendable {
    /// The file, for messages.
    public let file: String
    /// The certificate's common name, such as "Apple Push Services: com.example.app".
    public let subject: String
    /// The topics it may push to: its subject's UID (the bundle id) and those Apple lists in
    /// its topics extension (`<bundle>.voip`, `<bundle>.complication`…); empty when it names
    /// none, and then APNs alone decides.
    public let topics: [String]
    /// When it stops being valid.
    public let notValidAfter: Date
    /// When it starts being valid.
    public let notValidBefore: Date
    /// The certificate chain and private key, for the TLS handshake.
    let identity: NIOSSLPKCS12Bundle

    /// The source of a password typed at a prompt, as a lookup names it: a wrong one is asked
    /// for again, where a saved one is fixed where it is saved.
    public static let typedSource = "typed"

    /// Apple's extension that lists a push certificate's topics.
    static let topicsExtension = "1.2.840.113635.100.6.3.6"

    /// Reads the certificate file (refused, with the `chmod` that fixes it, when others can
    /// read it) and opens it; `password` is asked only when the file does not open without one.
    public static func read(_ file: String, password: CertificatePasswordLookup) throws(SendRefusal) -> APNsCertificate {
        let bytes: [UInt8]
        do {
            bytes = try SecretFile.read(file)
        } catch {
            throw SendRefusal(.setup, "[apns] certificate_file: \(error.message)")
        }
        return try APNsCertificate(p12: bytes, file: file, password: password)
    }

    /// Opens the bytes of a `.p12` file; every way it can be wrong gets its own plain words.
    public init(p12 bytes: [UInt8], file: String, password: CertificatePasswordLookup) throws(SendRefusal) {
        if bytes.starts(with: Array("-----BEGIN".utf8)) {
            throw SendRefusal(.setup, "\(file) is PEM text, not a .p12: export the certificate with its private key from Keychain Access as a .p12 (or openssl pkcs12 -export)")
        }
        guard bytes.first == 0x30 else {
            throw SendRefusal(.setup, "\(file) is not a .p12 certificate: export the certificate with its private key from Keychain Access as a .p12")
        }
        var contents = try Self.open(bytes, file: file, password: nil)
        if contents == nil {
            guard let (password, source) = try password(file) else {
                var refusal = SendRefusal(.setup, "\(file) needs its password: set \(SecretVariable.apnsCertificatePassword), or run 'push-composer login apns-certificate'")
                refusal.passwordFile = file
                throw refusal
            }
            contents = try Self.open(bytes, file: file, password: Array(password.utf8))
            if contents == nil {
                var refusal = SendRefusal(.setup, "the password \(source) does not open \(file)")
                if source == Self.typedSource { refusal.passwordFile = file }
                throw refusal
            }
        }
        guard let contents, let leaf = contents.chain.first else {
            throw SendRefusal(.setup, "\(file) holds no certificate: export the certificate with its private key from Keychain Access as a .p12")
        }
        let identity = NIOSSLPKCS12Bundle(certificateChain: contents.chain, privateKey: contents.privateKey)
        self.file = file
        self.identity = identity
        let names = leaf.subjectName
        subject = names.first { $0.type == .commonName }?.value ?? names.map(\.value).joined(separator: ", ")
        var topics: [String] = names.filter { $0.type == .userId }.map(\.value)
        if let oid = NIOSSLObjectIdentifier(Self.topicsExtension),
           let listed = leaf._extensions.first(where: { $0.objectIdentifier == oid }) {
            topics += DERElements(sequence: Array(listed.data))?.strings ?? []
        }
        var seen = Set<String>()
        self.topics = topics.filter { !$0.isEmpty && seen.insert($0).inserted }
        notValidAfter = Date(timeIntervalSince1970: TimeInterval(leaf.notValidAfter))
        notValidBefore = Date(timeIntervalSince1970: TimeInterval(leaf.notValidBefore))
    }

    /// Refuses a certificate that cannot send a push of `pushType` to `topic` at `now`: expired
    /// (with its date), not yet valid, made for other topics (naming them), or a push type APNs
    /// takes only with a token.
    public func check(topic: String, pushType: APNsPushType, now: Date = Date()) throws(SendRefusal) {
        if notValidAfter < now {
            throw SendRefusal(.setup, "the certificate \(file) (\(subject)) expired on \(LocalTime.describe(notValidAfter)): make a new one on the Apple Developer site, or send with a .p8 token key, which does not expire")
        }
        if notValidBefore > now {
            throw SendRefusal(.setup, "the certificate \(file) is not valid until \(LocalTime.describe(notValidBefore)): check this machine's clock")
        }
        if pushType.facts.tokenOnly {
            throw SendRefusal(.setup, "APNs takes a \(pushType.rawValue) push only with a token key, never a certificate: set key_file in [apns] (with auth = \"token\" when certificate_file stays)")
        }
        if !topics.isEmpty && !topics.contains(topic) {
            throw SendRefusal(.setup, "the certificate \(file) is for \(topics.joined(separator: ", ")), not \(topic): use the certificate of the app the push is for, or set topic in [apns]")
        }
    }

    /// One line for a dry run: whom the certificate names, its topics, when it expires.
    public var summary: String {
        let listed = topics.isEmpty ? "no topics listed" : "topics " + topics.joined(separator: ", ")
        return "the certificate \(file): \(subject); \(listed); expires \(LocalTime.describe(notValidAfter))"
    }

    /// Whether `password` opens the bytes of a `.p12`; nil when they could not be one with a key
    /// and its certificate (then a password cannot be checked against them).
    public static func opens(_ bytes: [UInt8], with password: String) -> Bool? {
        do {
            _ = try PKCS12Contents(bytes: bytes, password: Array(password.utf8))
            return true
        } catch {
            return error == .wrongPassword ? false : nil
        }
    }

    /// Opens the bytes with `password`: nil when the password does not open them (the caller
    /// asks for one), every other failure a refusal in plain words.
    private static func open(_ bytes: [UInt8], file: String, password: [UInt8]?) throws(SendRefusal) -> PKCS12Contents? {
        do {
            return try PKCS12Contents(bytes: bytes, password: password)
        } catch {
            switch error {
            case .wrongPassword:
                return nil
            case .noKey:
                throw SendRefusal(.setup, "\(file) holds no private key: in Keychain Access, select the certificate with its key (under My Certificates) and export both as a .p12")
            case .noCertificate:
                throw SendRefusal(.setup, "\(file) holds no certificate: export the certificate with its private key from Keychain Access as a .p12")
            case .keyMatchesNoCertificate:
                throw SendRefusal(.setup, "\(file) holds a private key that belongs to none of its certificates: export the push certificate together with its own key from Keychain Access as a .p12")
            case .unreadable:
                throw SendRefusal(.setup, "\(file) cannot be read as a .p12 certificate: export it again from Keychain Access")
            case .tooCostly(let iterations):
                let count = iterations == UInt64.max ? "an unreadably large number of" : "\(iterations)"
                throw SendRefusal(.setup, "\(file) asks for \(count) password iterations, more than the \(PKCS12Iterations.limit) any exporter writes, "
                    + "so it is not opened: export it again from Keychain Access")
            }
        }
    }
}

import Cryptography
import FileTestSupport
import Foundation
import LocalPushServers
import PushCore
import PushSending
import SafeFiles
import Testing
@testable import PushTransport

@Suite("Sending through APNs with a .p12 push certificate, against a local APNs that asks for client certificates")
struct APNsCertificateTests {
    /// A local APNs trusting a test CA, a certificate from that CA, and a device.
    struct Setup {
        let folder = TemporaryFolder(fixture: ())
        let tls: TestTLS
        let certificate: TestPushCertificate
        let server: LocalAPNs
        let settings: APNsSettings

        init(expired: Bool = false, key: TestPushCertificate.Key = .matching) async throws {
            tls = try TestTLS.make(in: folder.path)
            certificate = try TestPushCertificate.make(in: folder.path, expired: expired, key: key)
            server = try await LocalAPNs.start(tls: tls, clientCA: certificate.caCertificatePath,
                                               topics: ["com.example.app", "com.example.app.voip", "com.other.app"])
            settings = APNsSettings(credential: .certificate(file: certificate.p12Path), topic: "com.example.app",
                                    endpoint: "https://127.0.0.1:\(server.port)", caFile: tls.certificatePath,
                                    devices: [APNsDevice(name: "Ana", token: DeviceToken(String(repeating: "a", count: 64))!)])
        }

        func job(topic: String? = nil, json: String = #"{"alert":"Hi"}"#) throws -> SendJob {
            try SendJob.apns(PushReader().read(Array(json.utf8)), sending: SendSettings(apns: settings),
                             configFile: "config.toml", devices: ["Ana"], topic: topic)
        }

        /// A service whose password lookup answers `password`, counting the lookups.
        func service(password: String?) -> SendService {
            SendService(brazeKey: { nil }, history: nil,
                        certificatePassword: { _ throws(SendRefusal) in password.map { ($0, "given to the test") } })
        }
    }

    /// The refusal a send ends in; records an issue when it went out.
    func refusal(_ service: SendService, _ job: SendJob) async -> SendRefusal? {
        let report = await service.perform(job, cancellation: SendCancellation(), progress: { _ in })
        await service.shutdown()
        guard case .refused(let refusal) = report else {
            Issue.record("sent: \(report)")
            return nil
        }
        return refusal
    }

    @Test("A certificate made by openssl authenticates: accepted, with no authorization header, the connection's certificate seen")
    func authenticates() async throws {
        let setup = try await Setup()
        let service = setup.service(password: setup.certificate.password)
        let report = await service.perform(try setup.job(), cancellation: SendCancellation(), progress: { _ in })
        await service.shutdown()
        guard case .sent(let results, _) = report else {
            Issue.record("not sent: \(report)")
            return
        }
        #expect(results.first?.accepted == true, "\(results)")
        let request = try #require(setup.server.requests.first)
        #expect(request.status == 200)
        #expect(request.header("authorization") == nil)
        #expect(request.clientCertificate == "Apple Push Services: com.example.app")
        #expect(request.header("apns-topic") == "com.example.app")
    }

    @Test("The same server answers a sender without a certificate 403 MissingProviderToken")
    func noCertificate() async throws {
        let setup = try await Setup()
        let key = P256Key()
        let signing = try APNsSigningKey(pem: Array(key.privatePEM.utf8), file: "AuthKey_TESTKEY123.p8", keyID: "TESTKEY123", teamID: "TEAM123456")
        let tokenSettings = APNsSettings(keyFile: "AuthKey_TESTKEY123.p8", keyID: "TESTKEY123", teamID: "TEAM123456", topic: "com.example.app",
                                         endpoint: setup.settings.endpoint, caFile: setup.tls.certificatePath)
        let sender = try APNsSender(settings: tokenSettings, key: signing)
        let result = try #require(await sender.send(try setup.job().apnsPush, to: setup.job().recipients).first)
        await sender.shutdown()
        #expect(result.status == 403 && result.reason == "MissingProviderToken", "\(result)")
    }

    @Test("What Apple wrote in it is read: the subject, the topics in the extension's order, the expiry")
    func facts() async throws {
        let folder = TemporaryFolder(fixture: ())
        let made = try TestPushCertificate.make(in: folder.path)
        let certificate = try APNsCertificate.read(made.p12Path) { _ throws(SendRefusal) in (made.password, "given") }
        #expect(certificate.subject == "Apple Push Services: com.example.app")
        #expect(certificate.topics == made.topics)
        #expect(certificate.notValidAfter > Date() && certificate.notValidAfter < Date().addingTimeInterval(2 * 86_400))
        let push = try APNsPush(PushReader().read(Array(#"{"alert":"Hi"}"#.utf8)), topic: "com.example.app")
        let summary = try APNsCredential.certificate(file: made.p12Path).summary(for: push) { _ throws(SendRefusal) in
            (made.password, "given")
        }
        #expect(summary.contains("Apple Push Services: com.example.app") && summary.contains("com.example.app.complication")
                && summary.contains("expires 20"), "\(summary)")
    }

    @Test("A wrong password is one line naming where it came from; nothing is sent")
    func wrongPassword() async throws {
        let setup = try await Setup()
        let refusal = try #require(await refusal(setup.service(password: "not it"), try setup.job()))
        #expect(refusal.message == "the password given to the test does not open \(setup.certificate.p12Path)")
        #expect(refusal.kind == .setup)
        #expect(setup.server.connectionsAccepted == 0)
    }

    @Test("No password to be had: the refusal names the variable and login")
    func noPassword() async throws {
        let setup = try await Setup()
        let refusal = try #require(await refusal(setup.service(password: nil), try setup.job()))
        #expect(refusal.message.contains("APNS_CERTIFICATE_PASSWORD") && refusal.message.contains("login apns-certificate"), "\(refusal)")
        // The composer can ask for it; a wrong saved one it cannot fix.
        #expect(refusal.passwordFile == setup.certificate.p12Path)
        let saved = try #require(await self.refusal(setup.service(password: "not it"), try setup.job()))
        #expect(saved.passwordFile == nil)
    }

    @Test("A password typed for the job opens the certificate when none is saved; a wrong typed one can be asked for again")
    func typedForTheJob() async throws {
        let setup = try await Setup()
        var job = try setup.job()
        job.certificatePassword = "not it"
        let wrong = try #require(await refusal(setup.service(password: nil), job))
        #expect(wrong.message == "the password typed does not open \(setup.certificate.p12Path)")
        #expect(wrong.passwordFile == setup.certificate.p12Path)
        job.certificatePassword = setup.certificate.password
        let service = setup.service(password: nil)
        let report = await service.perform(job, cancellation: SendCancellation(), progress: { _ in })
        await service.shutdown()
        guard case .sent(let results, _) = report else {
            Issue.record("not sent: \(report)")
            return
        }
        #expect(results.map(\.accepted) == [true])
    }

    @Test("An expired certificate is refused with its date, before any connection")
    func expired() async throws {
        let setup = try await Setup(expired: true)
        let refusal = try #require(await refusal(setup.service(password: setup.certificate.password), try setup.job()))
        let date = LocalTime.describe(Date(timeIntervalSince1970: 1_577_923_200))  // 2020-01-02T00:00:00Z
        #expect(refusal.message.contains("expired on \(date)"), "\(refusal)")
        #expect(setup.server.connectionsAccepted == 0)
    }

    @Test("A certificate others can read is refused with the chmod that fixes it")
    func looseFile() async throws {
        let setup = try await Setup()
        chmod(setup.certificate.p12Path, 0o644)
        let refusal = try #require(await refusal(setup.service(password: setup.certificate.password), try setup.job()))
        #expect(refusal.message.hasPrefix("[apns] certificate_file: ") && refusal.message.contains("chmod 600"), "\(refusal)")
        #expect(setup.server.connectionsAccepted == 0)
    }

    @Test("A topic the certificate is not for is refused, naming the topics it is for; its VoIP topic goes")
    func otherTopic() async throws {
        let setup = try await Setup()
        let service = setup.service(password: setup.certificate.password)
        let refusal = try #require(await refusal(service, try setup.job(topic: "com.other.app")))
        #expect(refusal.message.contains("is for com.example.app, com.example.app.voip, com.example.app.complication, not com.other.app"),
                "\(refusal)")
        let voip = SendService(brazeKey: { nil }, history: nil, certificatePassword: { _ throws(SendRefusal) in (setup.certificate.password, "given") })
        let report = await voip.perform(try setup.job(topic: "com.example.app.voip"), cancellation: SendCancellation(), progress: { _ in })
        await voip.shutdown()
        guard case .sent(let results, _) = report else {
            Issue.record("not sent: \(report)")
            return
        }
        #expect(results.first?.accepted == true, "\(results)")
    }

    @Test("A Live Activity update, which APNs takes only over a token, is refused before connecting")
    func tokenOnlyType() async throws {
        let setup = try await Setup()
        let update = #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"score":1}}}"#
        let refusal = try #require(await refusal(setup.service(password: setup.certificate.password), try setup.job(json: update)))
        #expect(refusal.message.contains("APNs takes a liveactivity push only with a token key"), "\(refusal)")
        #expect(setup.server.connectionsAccepted == 0)
    }

    @Test("A .p12 holding the certificate alone, without its key, is refused in words (the library would stop the program)")
    func noKey() async throws {
        let setup = try await Setup(key: .none)
        let refusal = try #require(await refusal(setup.service(password: setup.certificate.password), try setup.job()))
        #expect(refusal.message.contains("holds no private key"), "\(refusal)")
        #expect(setup.server.connectionsAccepted == 0)
    }

    @Test("A .p12 whose key belongs to none of its certificates is refused in words, and login cannot check a password against it")
    func keyOfAnotherCertificate() async throws {
        let setup = try await Setup(key: .another)
        let refusal = try #require(await refusal(setup.service(password: setup.certificate.password), try setup.job()))
        #expect(refusal.message.contains("belongs to none of its certificates"), "\(refusal)")
        #expect(setup.server.connectionsAccepted == 0)
        let bytes = try SecretFile.read(setup.certificate.p12Path)
        #expect(APNsCertificate.opens(bytes, with: setup.certificate.password) == nil)
    }

    @Test("login's check: the right password opens the file, a wrong one does not")
    func passwordCheck() async throws {
        let setup = try await Setup()
        let bytes = try SecretFile.read(setup.certificate.p12Path)
        #expect(APNsCertificate.opens(bytes, with: setup.certificate.password) == true)
        #expect(APNsCertificate.opens(bytes, with: "wrong") == false)
        #expect(APNsCertificate.opens(Array("not a certificate".utf8), with: "x") == nil)
    }
}

private extension SendJob {
    /// The APNs push of a job made by `SendJob.apns`.
    var apnsPush: APNsPush {
        guard case .apns(let push, _) = plan else { preconditionFailure("not an APNs job") }
        return push
    }
}

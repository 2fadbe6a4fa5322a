import Cryptography
import FileTestSupport
import Foundation
import LocalPushServers
import PushCore
import PushSending
import PushTransport

/// A local APNs with a fresh certificate and token key, and the settings that reach it.
final class APNsFixture: Sendable {
    static let team = "TEAM123456"
    static let keyID = "TESTKEY123"
    static let topic = "com.example.app"

    let folder: TemporaryFolder
    let server: LocalAPNs
    let tls: TestTLS
    let key: APNsSigningKey
    let settings: APNsSettings

    init(environment: LocalAPNs.Environment = .sandbox) async throws {
        folder = TemporaryFolder(fixture: ())
        tls = try TestTLS.make(in: folder.path)
        let privateKey = P256Key()
        let pem = privateKey.privatePEM
        key = try APNsSigningKey(pem: Array(pem.utf8), file: "AuthKey_\(Self.keyID).p8", keyID: Self.keyID, teamID: Self.team)
        server = try await LocalAPNs.start(tls: tls, team: Self.team, keys: [Self.keyID: privateKey.publicKey],
                                           topics: [Self.topic], environment: environment)
        settings = APNsSettings(keyFile: folder.path + "/AuthKey_\(Self.keyID).p8", keyID: Self.keyID, teamID: Self.team,
                                topic: Self.topic, endpoint: "https://127.0.0.1:\(server.port)", caFile: tls.certificatePath)
    }

    /// A sender for these settings; `timeouts` shortens the waits for tests of silence.
    func sender(timeouts: SendTimeouts = .standard, now: (@Sendable () -> Int64)? = nil,
                settings override: APNsSettings? = nil, key: APNsSigningKey? = nil) throws -> APNsSender {
        if let now {
            return try APNsSender(settings: override ?? settings, key: key ?? self.key, timeouts: timeouts, now: now)
        }
        return try APNsSender(settings: override ?? settings, key: key ?? self.key, timeouts: timeouts)
    }

    static func push(_ json: String = #"{"alert":{"title":"Hi","body":"There"}}"#) throws -> APNsPush {
        try APNsPush(PushReader().read(Array(json.utf8)), topic: topic)
    }

    /// A device with a token made from a number, 64 hex digits like Apple's.
    static func device(_ n: Int, environment: APNsEnvironment = .sandbox) -> Recipient {
        let hex = String(n, radix: 16)
        let token = String(repeating: "0", count: 64 - hex.count) + hex
        return .device(name: nil, token: DeviceToken(token)!, environment: environment)
    }

    static func token(_ recipient: Recipient) -> String {
        guard case .device(_, let token, _) = recipient else { return "" }
        return token.hex
    }

    deinit {
        let server = server
        Task { try? await server.stop() }
    }
}

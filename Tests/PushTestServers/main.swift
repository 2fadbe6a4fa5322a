// push-test-servers: the local APNs and Braze servers as a program, for end-to-end scripts and
// the send benchmark. See ServerOptions.usage.
import Cryptography
import Foundation
import LocalPushServers

/// The key id and team the generated .p8 key is registered under.
let keyID = "TESTKEY123"
let teamID = "TEAM123456"

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("push-test-servers: \(message)\n".utf8))
    exit(status)
}

/// Writes `object` as JSON to `path` through a temporary file and a rename, so a script polling
/// for the file never reads it half-written.
func writeAtomically(_ object: [String: Any], to path: String) throws {
    var data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    data.append(UInt8(ascii: "\n"))
    let temporary = "\(path).tmp-\(getpid())"
    try data.write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else {
        throw LocalServerError("cannot rename \(temporary) to \(path): \(String(cString: strerror(errno)))")
    }
}

func run(_ options: ServerOptions, until stop: StopSignal) async throws {
    let directory = URL(fileURLWithPath: options.directory, isDirectory: true).standardizedFileURL.path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let serversFile = "\(directory)/servers.json"
    // A file left by an earlier run would tell a waiting script the servers are up.
    try? FileManager.default.removeItem(atPath: serversFile)
    let script: ServerScript
    do { script = try ServerScript.load(from: "\(directory)/script.json") } catch { fail(error.message, status: 2) }

    let tls = try TestTLS.make(in: directory)
    let signingKey = P256Key()
    let keyFile = "\(directory)/AuthKey_\(keyID).p8"
    try PrivateFile.write(Array(signingKey.privatePEM.utf8), to: keyFile)
    let brazeKey = UUID().uuidString.lowercased()
    let brazeKeyFile = "\(directory)/braze-key"
    try PrivateFile.write(Array(brazeKey.utf8), to: brazeKeyFile)
    let log = try RequestLog(path: "\(directory)/requests.jsonl")

    let apns = try await LocalAPNs.start(
        // The app's topic and each push type's form of it (`.voip`, `.push-type.liveactivity`…).
        tls: tls, team: teamID, keys: [keyID: signingKey.publicKey],
        topics: Set([options.topic] + LocalAPNs.topicSuffixes.values.map { options.topic + $0 }),
        environment: options.production ? .production : .sandbox,
        onRequest: { log.record($0) }
    )
    // With --certificate: a push certificate made for the app, and an APNs that asks for it.
    var certificateAPNs: (server: LocalAPNs, certificate: TestPushCertificate)?
    if options.certificate {
        do {
            let certificate = try TestPushCertificate.make(in: directory, bundleID: options.topic)
            let server = try await LocalAPNs.start(tls: tls, clientCA: certificate.caCertificatePath,
                                                   topics: [options.topic, options.topic + ".voip", options.topic + ".complication"],
                                                   environment: options.production ? .production : .sandbox,
                                                   onRequest: { log.record($0) })
            certificateAPNs = (server, certificate)
        } catch {
            try? await apns.stop()
            throw error
        }
    }
    let braze: LocalBraze
    do {
        braze = try await LocalBraze.start(tls: tls, apiKey: brazeKey, onRequest: { log.record($0) })
    } catch {
        try? await apns.stop()
        try? await certificateAPNs?.server.stop()
        throw error
    }
    // Peers a client must refuse or give up on: one that says nothing after TLS, one whose
    // certificate names another host, one whose certificate expired. ca_bundle trusts all three.
    let media: LocalMedia
    do {
        media = try await LocalMedia.start(tls: tls, routes: MediaRoutes.all)
    } catch {
        try? await apns.stop()
        try? await certificateAPNs?.server.stop()
        try? await braze.stop()
        throw error
    }
    let wrongName = try TestTLS.make(in: directory, name: "wrong-name", hosts: ["wrong.example"])
    let expired = try TestTLS.make(in: directory, name: "expired", expired: true)
    let peers = [try await SilentTLSServer.start(tls: tls), try await SilentTLSServer.start(tls: wrongName),
                 try await SilentTLSServer.start(tls: expired)]
    let bundle = "\(directory)/ca-bundle.pem"
    let pems = try [tls, wrongName, expired].map { try String(contentsOfFile: $0.certificatePath, encoding: .utf8) }
    try Data(pems.joined().utf8).write(to: URL(fileURLWithPath: bundle))
    for (token, answer) in script.apns { apns.answer(answer, forToken: token) }
    for answer in script.braze { braze.enqueue(answer) }
    for (id, tokens) in script.brazeUsers { braze.addUser(id, pushTokens: tokens) }
    for (id, profile) in script.brazeProfiles { braze.addProfile(id, json: profile) }

    var certificateFields: [String: Any] = [:]
    if let (server, certificate) = certificateAPNs {
        certificateFields = ["apns_certificate_port": server.port, "push_p12": certificate.p12Path,
                             "push_p12_password": certificate.password]
    }
    do {
        try writeAtomically(certificateFields.merging([
            "apns_port": apns.port,
            "apns_management_port": apns.managementPort ?? 0,
            "braze_port": braze.port,
            "media_port": media.port,
            "ca_file": tls.certificatePath,
            "key_file": keyFile,
            "key_id": keyID,
            "team_id": teamID,
            "braze_key_file": brazeKeyFile,
            "silent_tls_port": peers[0].port,
            "wrong_name_port": peers[1].port,
            "expired_port": peers[2].port,
            "ca_bundle": bundle,
        ]) { $1 }, to: serversFile)
        _ = await stop.wait()
    } catch {
        try? await apns.stop()
        try? await braze.stop()
        try? await media.stop()
        try? await certificateAPNs?.server.stop()
        for peer in peers { try? await peer.stop() }
        throw error
    }
    try? await certificateAPNs?.server.stop()
    try await apns.stop()
    try await braze.stop()
    try await media.stop()
    for peer in peers { try? await peer.stop() }
}

signal(SIGPIPE, SIG_IGN)
let options: ServerOptions
do {
    options = try ServerOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message, status: 2)
}
if options.help {
    print(ServerOptions.usage)
    exit(0)
}
let stop = StopSignal()
do {
    try await run(options, until: stop)
    exit(0)
} catch {
    fail("\(error)", status: 1)
}

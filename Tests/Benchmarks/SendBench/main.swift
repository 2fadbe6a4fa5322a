import BenchmarkSupport
import ComposerApp
import Cryptography
import Foundation
import LocalPushServers
import PushCore
import PushSending
import PushTransport
import TerminalKit

// Sends to a local APNs (HTTP/2 over TLS on 127.0.0.1, in this process) and prints: the first
// send, later sends on the same connection, 100 devices in one send against a loop of one
// `curl --http2` per device (Apple's documented recipe), and keystroke cost while a send, or a
// media fetch from a slow server, is in flight. Figures only. Run it from Tests/Benchmarks/send.sh.

func milliseconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }

func token(_ n: Int) -> DeviceToken {
    let hex = String(n, radix: 16)
    return DeviceToken(String(repeating: "0", count: 64 - hex.count) + hex)!
}

func device(_ n: Int) -> Recipient { .device(name: nil, token: token(n), environment: .sandbox) }

let folder = NSTemporaryDirectory() + "send-bench-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let tls = try TestTLS.make(in: folder)
let privateKey = P256Key()
let server = try await LocalAPNs.start(tls: tls, team: "TEAM123456", keys: ["TESTKEY123": privateKey.publicKey], topics: ["com.example.app"])
let key = try APNsSigningKey(pem: Array(privateKey.privatePEM.utf8), file: "bench.p8", keyID: "TESTKEY123", teamID: "TEAM123456")
let settings = APNsSettings(keyFile: "", keyID: "TESTKEY123", teamID: "TEAM123456", topic: "com.example.app",
                            endpoint: "https://127.0.0.1:\(server.port)", caFile: tls.certificatePath)
let push = try APNsPush(PushReader().read(Array(#"{"alert":{"title":"Flash sale","body":"Today only: 40% off everything."}}"#.utf8)),
                        topic: "com.example.app")

// 1. The first send (TLS handshake, the token signed, the answer), then later sends on the same connection.
let sender = try APNsSender(settings: settings, key: key)
var start = DispatchTime.now().uptimeNanoseconds
let first = await sender.send(push, to: [device(1)])
let firstMs = milliseconds(since: start)
precondition(first.allSatisfy(\.accepted), "the first send was not accepted: \(first)")
var later: [Double] = []
for n in 2...201 {
    start = DispatchTime.now().uptimeNanoseconds
    let results = await sender.send(push, to: [device(n)])
    later.append(milliseconds(since: start))
    precondition(results.allSatisfy(\.accepted))
}
await sender.shutdown()
let laterSorted = later.sorted()
let handshakesForSingles = server.connectionsAccepted

// 2. 100 devices in one send, on a new sender (so its handshake counts).
let many = try APNsSender(settings: settings, key: key)
start = DispatchTime.now().uptimeNanoseconds
let hundred = await many.send(push, to: (1000..<1100).map(device))
let hundredMs = milliseconds(since: start)
await many.shutdown()
precondition(hundred.allSatisfy(\.accepted))
let handshakesForHundred = server.connectionsAccepted - handshakesForSingles

// 3. The same 100 with one curl --http2 per device.
let jwt = try key.token(issuedAt: Int64(Date().timeIntervalSince1970))
let headerFile = folder + "/headers"
try "authorization: bearer \(jwt)\napns-topic: com.example.app\napns-push-type: alert\napns-priority: 10\n"
    .write(toFile: headerFile, atomically: true, encoding: .utf8)
let bodyFile = folder + "/body.json"
try Data(push.body).write(to: URL(fileURLWithPath: bodyFile))
start = DispatchTime.now().uptimeNanoseconds
for n in 2000..<2100 {
    let curl = Process()
    curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    curl.arguments = ["curl", "--http2", "--silent", "--fail", "--output", "/dev/null", "--cacert", tls.certificatePath,
                      "-H", "@" + headerFile, "--data-binary", "@" + bodyFile,
                      "https://127.0.0.1:\(server.port)/3/device/\(token(n).hex)"]
    try curl.run()
    curl.waitUntilExit()
    precondition(curl.terminationStatus == 0, "curl failed with \(curl.terminationStatus)")
}
let curlMs = milliseconds(since: start)

print("| measure | figure | target |")
print("|---|---|---|")
print(String(format: "| first send (TLS, token, answer) | %.1f ms | |", firstMs))
print(String(format: "| later sends on the same connection, 200 one by one: p50 / p99 / max | %.2f / %.2f / %.2f ms | ≤ 5 ms each |",
             percentile(laterSorted, 0.5), percentile(laterSorted, 0.99), laterSorted.last ?? 0))
print("| TLS handshakes for those 201 sends | \(handshakesForSingles) | 1 |")
print(String(format: "| 100 devices in one send | %.1f ms (%.2f ms a device) | |", hundredMs, hundredMs / 100))
print("| TLS handshakes for the 100 | \(handshakesForHundred) | 1 |")
print(String(format: "| 100 × curl --http2, one per device | %.1f ms (%.1f ms a device) | |", curlMs, curlMs / 100))
print(String(format: "| speed-up over the curl loop | %.1f× | ≥ 10× |", curlMs / hundredMs))

// 4. Keystrokes with nothing else going on, then while sends are in flight without a pause.
let keys = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10_000
let (_, idleSamples, _) = measure("idle", draft: .sample, size: Size(width: 80, height: 24), count: keys)
let background = try APNsSender(settings: settings, key: key)
let stop = SendCancellation()
let sendsInFlight = Task.detached {
    var sent = 0
    while !stop.isCancelled {
        _ = await background.send(push, to: [device(3000 + sent % 100)])
        sent += 1
    }
    return sent
}
let (_, busySamples, _) = measure("sending", draft: .sample, size: Size(width: 80, height: 24), count: keys)
stop.cancel()
let sentMeanwhile = await sendsInFlight.value
await background.shutdown()
try await server.stop()

// 5. Keystrokes while media fetches from a server that sends one byte every 50 ms, each stopped
// by its time limit, one after another: what the composer's Alt-M does off the loop.
let slowMedia = try await LocalMedia.start(tls: tls, routes: ["/slow.jpg": .drip(contentType: "image/jpeg")])
let stopFetching = SendCancellation()
let fetchesInFlight = Task.detached {
    var fetched = 0
    let fetcher = MediaFetcher(caFile: tls.certificatePath, timeLimit: 1)
    while !stopFetching.isCancelled {
        _ = await fetcher.fetch(slowMedia.url("/slow.jpg"))
        fetched += 1
    }
    return fetched
}
let (_, fetchSamples, _) = measure("fetching", draft: .sample, size: Size(width: 80, height: 24), count: keys)
stopFetching.cancel()
let fetchedMeanwhile = await fetchesInFlight.value
try await slowMedia.stop()
print()
print("| keystrokes at 80x24 (realistic push) | keys | p50 ms | p99 ms | max ms |")
print("|---|---|---|---|---|")
for (label, samples) in [("nothing else going on", idleSamples), ("while \(sentMeanwhile) sends went out, one after another", busySamples),
                         ("while \(fetchedMeanwhile) media fetches from a dripping server ran, one after another", fetchSamples)] {
    let sorted = samples.sorted()
    print(String(format: "| %@ | %d | %.3f | %.3f | %.3f |", label, samples.count, percentile(sorted, 0.5), percentile(sorted, 0.99),
                 sorted.last ?? 0))
}

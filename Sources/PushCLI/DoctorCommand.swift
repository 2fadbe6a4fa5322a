import ArgumentParser
import ComposerSettings
import Foundation
import PushCore
import PushSending
import PushTransport
import TerminalKit

/// `push-composer doctor`: every setting a send depends on, checked as the send would check it,
/// one line each with ✓ or ✗ and, for ✗, what to do.
struct DoctorCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the set-up a send needs: config, key or certificate, topic, devices, hosts.",
        discussion: """
        One line a check: the config and what its reader refused, the APNs key (its file's \
        permissions and that it is an ES256 key) or certificate (its topics and expiry), the topic, \
        a token signed now shown to APNs with no payload (the key, team and clock against its iat), \
        each device token's shape and environment, a TLS handshake with each APNs and Braze host the \
        config sends to (APNs on ports 443 and 2197), through the proxy as a send goes, and the proxy \
        in use ([network] proxy, else https_proxy and the other variables curl reads). \
        Exit status 0 when every check passes, 1 when one fails.
        """
    )

    @Flag(help: "Leave out the checks that connect to APNs and Braze.")
    var offline = false

    /// How long each host may take to complete its handshake.
    static let probeSeconds = 5.0

    /// One check's outcome.
    struct Line: Sendable {
        var passed: Bool
        var text: String
        var fix: String?
    }

    func execute(_ io: CLIIO) async -> Int32 {
        let loaded = UserConfig.load(environment: io.environment)
        let config = loaded.value
        var lines: [Line] = []
        let path = UserConfig.path(environment: io.environment)
        // A [network] problem stops both services' sends, so it is in both lists: said once.
        var problems: [String] = []
        for problem in loaded.notices + config.sending.apnsProblems + config.sending.brazeProblems where !problems.contains(problem) {
            problems.append(problem)
        }
        if loaded.source == nil {
            lines.append(Line(passed: false, text: "no config at \(path)", fix: "run push-composer init"))
        } else if problems.isEmpty {
            lines.append(Line(passed: true, text: "config \(path) reads without a problem"))
        }
        for problem in problems { lines.append(Line(passed: false, text: "config: \(problem)", fix: nil)) }
        if let apns = config.sending.apns {
            lines += Self.credential(apns.credential, io)
            let topic = apns.topic ?? config.bundleID
            if let topic, BundleID.problem(topic) == nil {
                lines.append(Line(passed: true, text: "APNs topic \(topic)"))
            } else {
                lines.append(Line(passed: false, text: "APNs topic: " + (topic.flatMap(BundleID.problem) ?? "none"),
                                  fix: "set topic in [apns], or bundle_id"))
            }
            for device in apns.devices {
                let environment = device.environment ?? apns.environment
                let said = device.environment == nil ? "\(environment.rawValue) (the [apns] environment; the device records none)" : environment.rawValue
                lines.append(Line(passed: true, text: "device \"\(device.name)\": a token of 32 bytes, \(said)"))
            }
            if apns.devices.isEmpty {
                lines.append(Line(passed: false, text: "no APNs device", fix: "push-composer devices add NAME TOKEN"))
            }
        } else if config.sending.apnsProblems.isEmpty {
            lines.append(Line(passed: true, text: "no [apns] table: sends go through Braze only"))
        }
        if !offline {
            lines += await Self.hosts(config.sending)
            if let apns = config.sending.apns, let topic = apns.topic ?? config.bundleID {
                lines += await Self.token(apns, topic: topic)
            }
        }
        lines += Self.proxy(config.sending)
        var out = ""
        for line in lines {
            out += (line.passed ? "✓ " : "✗ ") + line.text + (line.fix.map { " — \($0)" } ?? "") + "\n"
        }
        let failed = lines.filter { !$0.passed }.count
        out += failed == 0 ? "every check passed\n" : "\(failed) of \(lines.count) checks failed\n"
        io.out(Sanitizer.sanitize(out, keepingNewlines: true))
        return failed == 0 ? 0 : 1
    }

    /// The key or certificate: readable by its owner alone, and what APNs takes.
    static func credential(_ credential: APNsCredential, _ io: CLIIO) -> [Line] {
        switch credential {
        case .token(let keyFile, let keyID, let teamID):
            var lines = [Line(passed: true, text: "APNs key id \(keyID) and team id \(teamID) have Apple's shape")]
            // Read as init reads a key it is given: owner-only, and an APNs (ES256) key.
            do throws(InitCommand.Problem) {
                _ = try InitChecks.keyFile(keyFile, keyID: keyID, teamID: teamID, environment: io.environment)
                lines.append(Line(passed: true, text: "key file \(keyFile): only its owner can read it; an ES256 key"))
            } catch {
                lines.append(Line(passed: false, text: "key file: \(error.message)", fix: nil))
            }
            return lines
        case .certificate(let file):
            do {
                let certificate = try APNsCertificate.read(file, password: UserSendService.certificatePassword(environment: io.environment, ask: nil))
                let days = Int(certificate.notValidAfter.timeIntervalSinceNow / 86_400)
                let expiry = "expires \(LocalTime.describe(certificate.notValidAfter)) (in \(days) days)"
                return [Line(passed: days >= 14, text: "certificate \(file): topics \(certificate.topics.joined(separator: ", ")); \(expiry)",
                             fix: days >= 14 ? nil : "make a new one in Apple's developer account before it expires")]
            } catch {
                return [Line(passed: false, text: "certificate: \(error.message)", fix: nil)]
            }
        }
    }

    /// A TLS handshake with each host the config sends to.
    static func hosts(_ sending: SendSettings) async -> [Line] {
        var targets: [(name: String, address: ServiceAddress, caFile: String?, key: String)] = []
        if let apns = sending.apns {
            if let endpoint = apns.endpoint, case .success(let address) = ServiceAddress.parse(endpoint) {
                targets.append(("APNs \(address.text)", address, apns.caFile, "[apns] ca_file"))
            } else {
                let environments = Set([apns.environment] + apns.devices.compactMap(\.environment)).sorted { $0.rawValue > $1.rawValue }
                for environment in environments {
                    for port in [443, 2197] {
                        if case .success(let address) = ServiceAddress.parse("https://\(environment.host):\(port)") {
                            targets.append(("APNs \(environment.rawValue) \(environment.host):\(port)", address, apns.caFile, "[apns] ca_file"))
                        }
                    }
                }
            }
        }
        if let braze = sending.braze, case .success(let address) = ServiceAddress.parse(braze.endpoint) {
            targets.append(("Braze \(address.text)", address, braze.caFile, "[braze] ca_file"))
        }
        return await withTaskGroup(of: (Int, Line).self) { group in
            for (index, target) in targets.enumerated() {
                group.addTask {
                    switch await TLSReachability.probe(target.address, proxy: sending.proxy, caFile: target.caFile, caKey: target.key, timeout: probeSeconds) {
                    case .reached(let milliseconds, let agreed):
                        return (index, Line(passed: true, text: "\(target.name): TLS in \(milliseconds) ms" + (agreed.map { ", \($0)" } ?? "")))
                    case .failed(let why):
                        return (index, Line(passed: false, text: "\(target.name): \(why)",
                                            fix: "check the network, a firewall for that port, or the address in the config"))
                    }
                }
            }
            var found: [(Int, Line)] = []
            for await line in group { found.append(line) }
            return found.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// A token signed now, shown to APNs: whether the key, the team and this machine's clock
    /// (the token's `iat`) agree with Apple's. Nothing is delivered: the request has no payload.
    static func token(_ apns: APNsSettings, topic: String) async -> [Line] {
        guard case .token = apns.credential, let key = try? APNsKeyFile.signingKey(for: apns, purpose: "the token check") else { return [] }
        let now = Int64(Date().timeIntervalSince1970)
        let clock = "iat \(LocalTime.describe(Date(timeIntervalSince1970: TimeInterval(now))))"
        switch await TokenProbe.probe(apns, key: key, topic: topic, environment: apns.environment, now: now,
                                      timeouts: SendTimeouts(connect: probeSeconds, answer: probeSeconds)) {
        case .accepted:
            return [Line(passed: true, text: "APNs takes a token signed now (\(clock)): the key, the team and this machine's clock agree with Apple's")]
        case .refused(_, "ExpiredProviderToken", _):
            return [Line(passed: false, text: "APNs says a token signed now (\(clock)) is over an hour old: this machine's clock is behind",
                         fix: "set the clock (timedatectl set-ntp true, or your system's time settings)")]
        case .refused(_, "InvalidProviderToken", let words):
            return [Line(passed: false, text: "APNs refuses a token signed now (\(clock)): \(words); or this machine's clock is ahead",
                         fix: "check key_id and team_id against the key on Apple's developer site, and the clock")]
        case .refused(let status, let reason, let words):
            return [Line(passed: false, text: "APNs refuses a request signed now (\(status)\(reason.map { " \($0)" } ?? "")): \(words)")]
        case .noAnswer(let why):
            return [Line(passed: false, text: "the token was not checked: \(why)")]
        }
    }

    /// The proxy every connection goes through, and the hosts it leaves out; a proxy that is
    /// refused or cannot be reached shows in the host lines above, in a send's words.
    static func proxy(_ sending: SendSettings) -> [Line] {
        guard let proxy = sending.proxy else {
            if !sending.networkProblems.isEmpty { return [] }  // said with the config's problems
            return [Line(passed: true, text: "no proxy: connections go straight to each host")]
        }
        var text = "proxy \(proxy.shown) from \(proxy.source)"
        if let user = proxy.user { text += ", as user \(user)" + (proxy.password == nil ? " with no password" : "") }
        if !proxy.bypass.isEmpty { text += "; not used for \(proxy.bypass.text)" }
        return [Line(passed: true, text: text)]
    }
}

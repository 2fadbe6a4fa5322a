import Foundation
import PushCore
import PushPersonalization
import PushSending
import TerminalKit

/// The lines of the Send dialog: the routes, who is ticked, what goes out, why not, and the
/// last send's results in plain words. Every name from the config and every answer from a
/// server passes the sanitiser.
struct SendDialogView {
    let state: AppState
    let dialog: SendDialog
    let width: Int

    /// The title, the lines, and which lines the cursor is on.
    func content() -> (title: String, lines: [String], selected: Range<Int>?) {
        let settings = state.sendSettings
        if let question = dialog.question {
            return ("Send?", wrap(question) + ["", "Y send · any other key goes back"], nil)
        }
        var lines: [String] = []
        lines.append(dialog.route == .apns ? "[APNs: to a device]   Braze: to test users     (Tab switches)"
                                           : " APNs: to a device   [Braze: to test users]    (Tab switches)")
        if !state.profiles.isEmpty {
            lines.append(Sanitizer.sanitize("Profile: \(state.profile ?? "the top level") (P switches: \((["the top level"] + state.profiles).joined(separator: ", ")))"))
        }
        lines.append("")
        var selected: Range<Int>?
        let problems = dialog.route == .apns ? settings.apnsProblems : settings.brazeProblems
        let configured = dialog.route == .apns ? settings.apns != nil : settings.braze != nil
        if !problems.isEmpty {
            lines.append("The config has \(problems.count == 1 ? "a mistake" : "mistakes") to fix first:")
            for problem in problems { lines += wrap(problem).map { "  " + $0 } }
        } else if !configured {
            lines += wrap(dialog.route == .apns
                ? "No [apns] table in \(state.configFile). Run push-composer init in a shell: it asks for the .p8 key, the Team ID and your devices, and this dialog reads it when it opens."
                : "No [braze] table in \(state.configFile). Run push-composer init in a shell: it asks for the instance and test users, then saves the API key; this dialog reads it when it opens.")
        } else {
            let rows = dialog.rows(settings: settings)
            let channelCount = dialog.route == .apns ? SendDialog.channelCount(settings) : 0
            if channelCount > 0 { lines.append("Broadcast channels (a Live Activity update or end, to every device listening):") }
            if channelCount == 0 { lines.append(dialog.route == .apns ? "Devices:" : "Test users:") }
            if rows.count == channelCount {
                if channelCount > 0 { lines += ["", "Devices:"] }
                lines.append(dialog.route == .apns ? "  (none yet: N adds a device token)" : "  (none yet: N adds an external user id)")
            }
            for (index, name) in rows.enumerated() {
                if channelCount > 0 && index == channelCount { lines += ["", "Devices:"] }
                let tick = dialog.chosen[dialog.route]?.contains(index) == true ? "[x]" : "[ ]"
                let typed = dialog.isAdHoc(index, settings: settings)
                var line = "\(tick) \(Sanitizer.sanitize(typed && dialog.route == .apns ? DeviceToken(name)?.short ?? name : name))"
                if dialog.route == .apns, let channel = settings.apns?.channels[safe: index], index < channelCount {
                    let environment = dialog.environment ?? channel.environment ?? settings.apns?.environment ?? .sandbox
                    line = TextLayout.pad(line, toWidth: 36) + " " + environment.rawValue + (channel.storage.map { ", stores " + ($0 == .none ? "nothing" : "the latest") } ?? "")
                } else if dialog.route == .apns {
                    let device = settings.apns?.devices[safe: index - channelCount]
                    let environment = dialog.environment ?? device?.environment ?? settings.apns?.environment ?? .sandbox
                    line = TextLayout.pad(line, toWidth: 36) + " " + environment.rawValue + (typed ? "  (not saved: S saves it)" : "")
                } else if typed {
                    line = TextLayout.pad(line, toWidth: 36) + " " + (brazeOutcome(for: name).map { $0 + "  " } ?? "") + "(not saved: S saves it)"
                } else if dialog.route == .braze, let outcome = brazeOutcome(for: name) {
                    line = TextLayout.pad(line, toWidth: 36) + " " + outcome
                }
                if index == dialog.cursor { selected = lines.count..<(lines.count + 1) }
                lines.append(line)
            }
            lines.append("")
            if dialog.route == .apns, let apns = settings.apns {
                let environment = dialog.environment.map { "all to \($0.rawValue)" } ?? "each device's own"
                lines.append("Environment: \(environment) (E changes)")
                let topic = state.bundleID ?? apns.topic ?? "(none: set topic in [apns])"
                // What goes out: the push as the preview's test user gets it, when one is chosen.
                let bytes = state.shownBudget.apnsBytes(.direct)
                let whom = state.userPreview.shownUser.map { " as \($0) gets it" } ?? ""
                // Wrapped, never cut: the figure and the topic are what is checked here.
                if let channel = dialog.chosenChannels(settings: settings).first {
                    lines += wrap("Broadcasts the device payload\(whom) on channel \(channel), \(bytes) APNs bytes (at most \(BroadcastCheck.maxBytes)), app \(topic)")
                } else {
                    lines += wrap("Sends the device payload\(whom), \(bytes) APNs bytes direct, topic \(topic)")
                }
                lines.append("to \(Sanitizer.sanitize(apns.endpoint ?? "Apple's APNs"))")
                if let reason = state.liquidBlocksDirectSend { lines += wrap("Not yet: " + reason) }
            } else if let braze = settings.braze {
                let push = try? BrazePush(state.brazeDocument, users: dialog.chosenNames(settings: settings))
                let budget = state.analysis.budget
                let apns = budget.routes.contains(.braze) ? ", \(budget.apnsBytes(.braze)) APNs bytes via Braze" : ""
                lines += wrap("Sends the \(push?.path ?? "/messages/send") request (\(budget.brazeBytes) Braze bytes\(apns))")
                lines.append("to \(Sanitizer.sanitize(braze.endpoint))")
                // What the test leaves out of the request as written: a schedule, other channels.
                for note in push?.notes ?? [] { lines += wrap("Note: " + note) }
            }
        }
        lines += recentSendLines()
        if let problem = dialog.problem {
            lines.append("")
            lines += problem.split(separator: "\n").flatMap { wrap(String($0)) }
        }
        if let progress = state.sending {
            lines += ["", "Sending: \(progress.answered) of \(progress.recipients.count) answered…"]
        } else if let last = state.sends.last, last.route == dialog.route {
            // Each tab's own last send: a Braze tab never shows what APNs answered.
            lines += ["", "Last send:"]
            for result in last.results.compactMap({ $0 }) { lines += describe(result) }
        }
        let count = state.sends.recent.count
        // Broken between keys, so none is cut at 80 columns.
        let again = count == 0 ? [] : count == 1 ? ["1 again"] : ["1–\(count) again"]
        lines.append("")
        let profileKey = state.profiles.isEmpty ? [] : ["P profile"]
        // The environment is a device's: through Braze, E does nothing, so it is not offered.
        let environment = dialog.route == .apns ? ["E environment"] : []
        // A route not set up takes none of the sending keys: only the way out and the other route.
        let keys = SendDialog.isConfigured(dialog.route, settings: settings)
            ? ["Space tick", "A all", "N new", "S save"] + environment + profileKey + ["Enter send"] + again + ["Esc close"]
            : ["Tab the other route"] + profileKey + ["Esc close"]
        lines += TextLayout.joinItems(keys, width: max(20, width - 12))
        return ("Send a test push", lines, selected)
    }

    /// What a Braze test user will get, when the users file knows them by that id: Braze renders
    /// the template itself, so this is the preview of what it will send them. Rendered off the
    /// key loop when the dialog opens or the push changes; this only reads the answer.
    private func brazeOutcome(for externalID: String) -> String? {
        guard state.testUsers.user(named: externalID) != nil else { return nil }
        if let outcome = state.userPreview.recipientOutcomes[externalID] { return Sanitizer.sanitize(outcome) }
        return state.personalizingSince != nil ? "rendering…" : nil
    }

    /// This file's latest sends, newest first, each under the key that sends it again and the
    /// number and reference `history` and `resend` know it by.
    private func recentSendLines() -> [String] {
        if let problem = state.sends.recentProblem { return [""] + wrap("The send history could not be read: \(problem)") }
        guard !state.sends.recent.isEmpty else { return [] }
        var lines = ["", "Sent before from this file (a digit sends one again, as it went):"]
        for (index, recent) in state.sends.recent.enumerated() {
            let entry = recent.entry
            let time = entry.time.replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " UTC")
            let route = entry.route == .apns ? "APNs" : "Braze"
            var head = "  \(index + 1)  \(time)  \(route) → \(entry.recipient)"
            if let environment = entry.environment { head += " (\(environment.rawValue))" }
            let tail = "\(entry.bytes) B  \(entry.outcome.rawValue)  (history \(recent.number), @\(entry.reference))"
            // On one line where it fits; else the size and outcome go on a line of their own
            // rather than being cut off (at 80 columns they were).
            let room = max(20, width - 6)
            let whole = Sanitizer.sanitize(head + "  " + tail)
            if DisplayWidth.of(whole) <= room {
                lines.append(whole)
            } else {
                lines.append(TextLayout.truncate(Sanitizer.sanitize(head), toWidth: room))
                lines.append(TextLayout.truncate(Sanitizer.sanitize("     " + tail), toWidth: room))
            }
        }
        return lines
    }

    private func describe(_ result: RecipientResult) -> [String] {
        var head = "  " + result.recipient.label
        if let environment = result.recipient.environment { head += " (\(environment.rawValue))" }
        head += ": " + result.outcome.rawValue
        if let status = result.status { head += " \(status)" }
        if let reason = result.reason { head += " \(reason)" }
        var lines = [Sanitizer.sanitize(head)]
        lines += wrap(result.explanation).map { "    " + $0 }
        for note in result.notes { lines += wrap("Braze: " + note).map { "    " + $0 } }
        if let id = result.id { lines.append(Sanitizer.sanitize("    \(result.idLabel) \(id)")) }
        if let trace = result.traceID { lines.append(Sanitizer.sanitize("    \(result.traceLabel) \(trace)")) }
        return lines
    }

    private func wrap(_ text: String) -> [String] {
        TextLayout.wrap(Sanitizer.sanitize(text), width: max(20, width - 12))
    }
}

/// The status bar's line while a send is under way: a spinner, how many answered, and Esc.
enum SendProgressLine {
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    static func text(_ progress: SendProgress, spinnerFrame: Int) -> String {
        let frame = frames[spinnerFrame % frames.count]
        let whom = progress.route == .apns ? "device" : "user"
        let count = progress.recipients.count
        let stopping = progress.cancelRequested ? " · stopping" : " · Esc stops the send"
        return " \(frame) Sending to \(count) \(whom)\(count == 1 ? "" : "s"): \(progress.answered) answered\(stopping)"
    }
}

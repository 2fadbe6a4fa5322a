import PushCore
import PushPersonalization
import PushSending
import SafeFiles
import TerminalKit

extension AppState {
    /// Why nothing else goes while a send waits for its answers.
    static let sendUnderWay = "A send is under way: wait for its answers, or press Esc in the form to stop it."

    /// Opens the Send dialog as it was last left, or on the route the config sets up, and
    /// reads the config again: an edit made since shows as soon as it is read.
    mutating func openSend() -> [Effect] {
        var dialog = sends.lastDialog ?? SendDialog(settings: sendSettings)
        dialog.problem = nil
        dialog.question = nil
        dialog.resend = nil
        overlay = .send(dialog)
        var effects: [Effect] = [.loadConfig(path: configFile, unless: configStamp), .loadTestUsers(path: usersFile, unless: audience.stamp, always: false)]
        // The file's latest sends, to send one again: read each time, as a send since adds one.
        if let filePath { effects.append(.loadRecentSends(file: filePath)) }
        return effects
    }

    /// The history read for the dialog's list of this file's latest sends.
    mutating func recentSendsLoaded(_ file: String, _ result: Result<[RecentSend], FileReadError>) {
        guard file == filePath else { return }
        sends.recentLoaded(result)
    }

    /// A kept body came back: the send it made is prepared again, to the same device or user
    /// with the same headers, and waits for a yes.
    mutating func sentBodyRead(_ recent: RecentSend, _ result: Result<[UInt8]?, FileReadError>) {
        guard case .send(var dialog)? = overlay else { return }
        let entry = recent.entry
        switch result {
        case .failure(let error):
            dialog.problem = "Send \(recent.number) cannot go again: its payload could not be read (\(error.message))."
        case .success(nil):
            dialog.problem = "Send \(recent.number) cannot go again: its payload is no longer kept (only the latest sends' are)."
        case .success(let body?):
            do throws(SendRefusal) {
                let job = try SendJob.resend(entry, body: body, sending: sendSettings, configFile: configFile,
                                             devices: [], environment: nil, users: [])
                dialog.resend = job
                let what = entry.title.map { "\"\($0)\"" } ?? "the push"
                // Whom the job reaches, not the line's one recipient: a Braze request sent to
                // several users goes to all of them again.
                let names = job.recipients.map { $0.label + ($0.environment.map { " (\($0.rawValue))" } ?? "") }
                let whom = names.count <= 3 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
                var question = "Send \(what) again to \(whom)? "
                    + "The \(body.count) bytes sent at \(entry.time) go as they went (sha256:\(entry.payloadHash.prefix(12)))."
                if let asked = job.question { question += " " + asked }
                dialog.question = question
            } catch {
                dialog.problem = "Send \(recent.number) cannot go again: " + ([error.message] + error.more).joined(separator: "\n")
            }
        }
        overlay = .send(dialog)
    }

    /// The config read as another profile: its sending tables and app replace the last ones
    /// whole (a mistake in them stops sends; the other profile's are never kept), and the dialog
    /// starts again on its devices and users.
    mutating func profileLoaded(_ load: ProfileLoad) {
        guard load.path == configFile else { return }
        configStamp = load.stamp
        profile = load.profile
        sendSettings = load.settings
        bundleID = load.bundleID
        addBrazeRecipients()
        sends.lastDialog = nil
        if case .send = overlay { overlay = .send(SendDialog(settings: sendSettings)) }
        say("Sending as \(load.profile.map { "profile \($0)" } ?? "the config's top level"): its devices, test users and app.", .info, for: 6)
    }

    /// The profile after the one in use, in the config's order, the top level first.
    var nextProfile: String? {
        let choices: [String?] = [nil] + profiles.map { Optional($0) }
        let index = choices.firstIndex { $0 == profile } ?? 0
        return choices[(index + 1) % choices.count]
    }

    /// The config read again: its settings replace the ones in use, except that a route that
    /// worked and now has a mistake keeps working as it did, and the mistake is said.
    mutating func configLoaded(_ path: String, _ loaded: SendSettings) {
        guard path == configFile else { return }
        var next = loaded
        var broken: String?
        if let problem = loaded.apnsProblems.first, sendSettings.apnsProblems.isEmpty, sendSettings.apns != nil {
            next.apns = sendSettings.apns
            next.apnsProblems = []
            broken = problem
        }
        if let problem = loaded.brazeProblems.first, sendSettings.brazeProblems.isEmpty, sendSettings.braze != nil {
            next.braze = sendSettings.braze
            next.brazeProblems = []
            broken = broken ?? problem
        }
        if next != sendSettings {
            sendSettings = next
            addBrazeRecipients()
        }
        if let broken { say("\(broken). The settings read before stay in use until it is fixed.", .warning, for: 12) }
    }

    /// A recipient typed into the dialog was written to the config (or not, and why).
    mutating func recipientSaved(_ save: RecipientSave, _ result: Result<SendSettings, RecipientSaveError>) {
        switch result {
        case .success(let settings):
            sendSettings = settings
            addBrazeRecipients()
            if case .send(var dialog)? = overlay {
                dialog.saved(save.typed, on: save.route, settings: settings)
                overlay = .send(dialog)
            } else if var dialog = sends.lastDialog {
                dialog.saved(save.typed, on: save.route, settings: settings)
                sends.lastDialog = dialog
            }
            say("Saved \(save.name) in \(configFile).", .ok, for: 8)
        case .failure(let error):
            say("Not saved: \(error.message)", .warning, for: 12)
        }
    }

    /// Braze test recipients the config names now join the test users (the preview-as picker
    /// lists them at once), with no attributes until fetched.
    private mutating func addBrazeRecipients() {
        audience.join(recipients: sendSettings.braze?.testUsers ?? [])
    }

    /// Enter in the dialog's prompts: a typed recipient joins the dialog (ticked, not saved),
    /// or a typed one is saved under the name given. A mistake keeps the prompt open.
    mutating func answerRecipientPrompt(_ prompt: Overlay.Prompt, _ line: LineEditor) -> [Effect] {
        let text = String(line.text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !text.isEmpty else { return [] }
        switch prompt {
        case .recipient(var dialog):
            if dialog.route == .apns {
                guard let token = DeviceToken(text) else {
                    say(DeviceToken.problem(text) ?? "That is not a device token.", .warning, for: 10)
                    return []
                }
                dialog.add(token.hex, settings: sendSettings)
            } else {
                dialog.add(text, settings: sendSettings)
            }
            overlay = .send(dialog)
        case .saveRecipient(let dialog, let typed):
            if dialog.route == .apns, let same = sendSettings.apns?.devices.map(\.name).first(where: { $0.lowercased() == text.lowercased() }) {
                say("A device named \(same) is in the config already: give this one another name.", .warning, for: 10)
                return []
            }
            overlay = .send(dialog)
            return [.saveRecipient(RecipientSave(route: dialog.route, typed: typed, name: text, environment: dialog.environment,
                                                 configFile: configFile))]
        default:
            break
        }
        return []
    }

    /// A request from the Send dialog: the dialog, as the key left it, goes on where a request
    /// cannot be met now (with the reason in it).
    mutating func act(on request: SendDialog.Request, _ dialog: SendDialog) -> [Effect] {
        var dialog = dialog
        func refuse(_ problem: String) -> [Effect] {
            dialog.problem = problem
            overlay = .send(dialog)
            return []
        }
        switch request {
        case .send(let confirmed):
            return startSend(dialog, confirmed: confirmed)
        case .resend(let job):
            guard sending == nil else { return refuse(Self.sendUnderWay) }
            return begin(job, dialog)
        case .switchProfile:
            guard !profiles.isEmpty else { return refuse("The config has no [profiles.NAME]: one app and workspace.") }
            if sending != nil { return refuse(Self.sendUnderWay) }
            overlay = .send(dialog)
            return [.loadProfile(path: configFile, profile: nextProfile)]
        case .typeRecipient:
            overlay = .prompt(.recipient(dialog), LineEditor(""))
        case .saveRecipient(let typed):
            overlay = .prompt(.saveRecipient(dialog, typed), LineEditor(dialog.route == .braze ? typed : ""))
        case .sendAgain(let index):
            // Sent again once its kept body is read.
            guard sends.recent.indices.contains(index) else {
                return refuse(sends.recent.isEmpty ? "This file has no sends in the history yet."
                              : "The list has \(sends.recent.count) send\(sends.recent.count == 1 ? "" : "s").")
            }
            if sending != nil { return refuse(Self.sendUnderWay) }
            overlay = .send(dialog)
            return [.readSentBody(sends.recent[index])]
        }
        return []
    }

    /// Prepares the send the dialog describes; a problem stays in the dialog, a wide send asks
    /// first, and otherwise the send starts and the dialog closes, so typing goes on.
    private mutating func startSend(_ dialog: SendDialog, confirmed: Bool) -> [Effect] {
        var dialog = dialog
        func refuse(_ text: String) -> [Effect] {
            dialog.problem = text
            overlay = .send(dialog)
            return []
        }
        if sending != nil { return refuse(Self.sendUnderWay) }
        let errors = analysis.diagnostics.count(.error)
        if errors > 0 { return refuse("The push has \(errors) error\(errors == 1 ? "" : "s") to fix first (^L lists them).") }
        let names = dialog.chosenNames(settings: sendSettings)
        let channels = dialog.chosenChannels(settings: sendSettings)
        var job: SendJob
        do throws(SendRefusal) {
            switch dialog.route {
            case .apns where !channels.isEmpty:
                guard channels.count == 1, names.isEmpty else {
                    return refuse("A broadcast goes on one channel alone: untick the other rows (Space).")
                }
                if let reason = liquidBlocksDirectSend { return refuse(reason) }
                job = try SendJob.broadcast(shownDocument, sending: sendSettings, configFile: configFile, channel: channels[0],
                                            environment: dialog.environment, topic: bundleID)
            case .apns:
                if names.isEmpty && sendSettings.apns != nil && sendSettings.apnsProblems.isEmpty {
                    return refuse(sendSettings.apns!.devices.isEmpty && (dialog.adHoc[.apns] ?? []).isEmpty
                        ? "No device yet: N adds a token (S then saves it in \(configFile))."
                        : "Tick a device with Space.")
                }
                if let reason = liquidBlocksDirectSend { return refuse(reason) }
                // Straight to a phone, Liquid goes rendered for the user the preview shows.
                if let name = previewUserName, personalizingSince != nil || personalized == nil,
                   Liquid.appears(in: .object(facts.requestBody)) {
                    return refuse("Still rendering the push for \(name): press Enter again in a moment.")
                }
                if let name = previewUserName, let reason = personalized?.reason {
                    return refuse("Not sent to \(name): \(reason).")
                }
                job = try SendJob.apns(shownDocument, sending: sendSettings, configFile: configFile, devices: names,
                                       environment: dialog.environment, topic: bundleID)
            case .braze:
                if names.isEmpty && sendSettings.braze != nil && sendSettings.brazeProblems.isEmpty {
                    return refuse(sendSettings.braze!.testUsers.isEmpty && (dialog.adHoc[.braze] ?? []).isEmpty
                        ? "No test user yet: N adds an external user id (S then saves it in \(configFile))."
                        : "Tick a user with Space.")
                }
                job = try SendJob.braze(brazeDocument, sending: sendSettings, configFile: configFile, users: names)
            }
        } catch {
            return refuse(([error.message] + error.more).joined(separator: "\n"))
        }
        // The history names the push: this file and its title, and the profile it went out as.
        job.file = filePath
        job.profile = profile
        job.title = SendJob.title(of: analysis.document)
        // Straight to a phone the push goes as the preview's user gets it: named so, with their title.
        if job.route == .apns, let user = userPreview.shownUser {
            job.title = SendJob.title(of: shownDocument)
            job.renderedFor = user
        }
        if let question = job.question, !confirmed {
            dialog.question = question
            overlay = .send(dialog)
            return []
        }
        return begin(job, dialog)
    }

    /// Starts a send prepared and agreed to; the dialog closes, so typing goes on.
    mutating func begin(_ job: SendJob, _ dialog: SendDialog) -> [Effect] {
        overlay = nil
        return [sends.begin(job, from: dialog, at: clock)]
    }

    /// Esc in the form while a send is under way: stop it. What is not sent yet is not; a
    /// request in flight is abandoned (and may have been delivered); answers already in stay.
    mutating func cancelSend() -> [Effect] {
        guard let cancel = sends.cancel() else { return [] }
        say("Stopping: nothing more is sent; a push waiting for its answer may or may not have been delivered.", .warning)
        return [cancel]
    }

    /// A result came for a send.
    mutating func sendProgressed(_ id: Int, _ result: RecipientResult) {
        sends.progressed(id, result)
    }

    /// A send ended: its summary on the status line, the details in the Send dialog; a
    /// certificate with no password to be had, or a typed one that does not open it, asks.
    mutating func sendFinished(_ id: Int, _ report: SendReport) {
        switch sends.finished(id, report) {
        case .needsPassword(let job, let file, let wrong)?:
            overlay = .prompt(.certificatePassword(job, sends.lastDialog ?? SendDialog(settings: sendSettings), file: file, wrong: wrong), LineEditor())
        case .refused(let why)?:
            overlay = .message("Not sent: \(why)")
        case .sent(let text, let clean)?:
            say(text, clean ? .ok : .warning, for: 12)
        case nil:
            break
        }
    }

    /// The keys that preview as a test user, as messages name them (the palette when none is bound).
    var previewAsKeys: String { KeyMap.standard.keyName(for: .previewAs) ?? "the palette, F1" }

    /// Why the push cannot go straight to a phone as the preview shows it, in the composer's own
    /// keys: its Liquid would arrive raw. Said in the Send dialog before Enter, and on Enter.
    var liquidBlocksDirectSend: String? {
        guard previewUserName == nil, facts.draftHasLiquid else { return nil }
        return "The push holds Liquid, which a phone would show raw: pick a test user to render it for (\(previewAsKeys)), "
            + "or Tab to send through Braze, which renders it for each user."
    }
}

import PushCore
import PushPersonalization
import PushSending
import TerminalKit

extension AppState {
    /// Opens the Send dialog as it was last left, or on the route the config sets up.
    mutating func openSend() {
        var dialog = lastSendDialog ?? SendDialog(settings: sendSettings)
        dialog.problem = nil
        dialog.question = nil
        overlay = .send(dialog)
    }

    /// Keys in the Send dialog: Tab switches route, ↑/↓ and Space choose, E the environment,
    /// Enter sends (asking first before a wide send), Esc closes.
    mutating func handleSendKey(_ key: KeyEvent, _ dialog: SendDialog) -> [Effect] {
        var dialog = dialog
        if dialog.question != nil {
            dialog.question = nil
            if key.typedCharacter.map({ $0 == "y" || $0 == "Y" }) == true {
                return startSend(dialog, confirmed: true)
            }
            dialog.problem = "Not sent."
            overlay = .send(dialog)
            return []
        }
        let rows = SendDialog.rows(dialog.route, settings: sendSettings)
        dialog.problem = nil
        switch key.key {
        case .escape:
            lastSendDialog = dialog
            overlay = nil
            return []
        case .tab, .backTab, .left, .right:
            dialog.route = dialog.route == .apns ? .braze : .apns
            dialog.cursor = 0
        case .up:
            dialog.cursor = max(0, dialog.cursor - 1)
        case .down:
            dialog.cursor = min(max(0, rows.count - 1), dialog.cursor + 1)
        case .character(" "):
            guard rows.indices.contains(dialog.cursor) else { break }
            var chosen = dialog.chosen[dialog.route] ?? []
            if chosen.contains(dialog.cursor) { chosen.remove(dialog.cursor) } else { chosen.insert(dialog.cursor) }
            dialog.chosen[dialog.route] = chosen
        case .character("a"), .character("A"):
            let chosen = dialog.chosen[dialog.route] ?? []
            dialog.chosen[dialog.route] = chosen.count == rows.count ? [] : Set(rows.indices)
        case .character("e"), .character("E"):
            guard dialog.route == .apns else { break }
            switch dialog.environment {
            case nil: dialog.environment = .sandbox
            case .sandbox?: dialog.environment = .production
            case .production?: dialog.environment = nil
            }
        case .enter:
            return startSend(dialog, confirmed: false)
        default:
            if key == .ctrl("q") || key == .ctrl("c") {
                overlay = nil
                return perform(.quit)
            }
        }
        overlay = .send(dialog)
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
        if sending != nil { return refuse("A send is under way: wait for its answers, or press Esc in the form to stop it.") }
        let errors = analysis.diagnostics.count(.error)
        if errors > 0 { return refuse("The push has \(errors) error\(errors == 1 ? "" : "s") to fix first (^L lists them).") }
        let names = dialog.chosenNames(settings: sendSettings)
        let job: SendJob
        do throws(SendRefusal) {
            switch dialog.route {
            case .apns:
                if names.isEmpty && sendSettings.apns != nil && sendSettings.apnsProblems.isEmpty {
                    return refuse(sendSettings.apns!.devices.isEmpty
                        ? "No device in the config: add one under [[apns.devices]] in \(configFile)."
                        : "Tick a device with Space.")
                }
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
                    return refuse(sendSettings.braze!.testUsers.isEmpty
                        ? "No test user in the config: set test_users in [braze] in \(configFile)."
                        : "Tick a user with Space.")
                }
                job = try SendJob.braze(analysis.document, sending: sendSettings, configFile: configFile, users: names)
            }
        } catch {
            return refuse(([error.message] + error.more).joined(separator: "\n"))
        }
        if let question = job.question, !confirmed {
            dialog.question = question
            overlay = .send(dialog)
            return []
        }
        overlay = nil
        lastSendDialog = dialog
        let id = nextSendID
        nextSendID += 1
        sending = SendProgress(id: id, route: job.route, recipients: job.recipients, startedAt: clock)
        return [.send(id: id, job)]
    }

    /// Esc in the form while a send is under way: stop it. What is not sent yet is not; a
    /// request in flight is abandoned (and may have been delivered); answers already in stay.
    mutating func cancelSend() -> [Effect] {
        guard var progress = sending, !progress.cancelRequested else { return [] }
        progress.cancelRequested = true
        sending = progress
        say("Stopping: nothing more is sent; a push waiting for its answer may or may not have been delivered.", .warning)
        return [.cancelSend(id: progress.id)]
    }

    /// A result came for a send.
    mutating func sendProgressed(_ id: Int, _ result: RecipientResult) {
        guard sending?.id == id else { return }
        sending?.record(result)
    }

    /// A send ended: its summary on the status line, the details in the Send dialog.
    mutating func sendFinished(_ id: Int, _ report: SendReport) {
        guard var progress = sending, progress.id == id else { return }
        sending = nil
        switch report {
        case .refused(let refusal):
            overlay = .message("Not sent: \(([refusal.message] + refusal.more).joined(separator: "\n"))")
        case .sent(let results, let historyProblem):
            for result in results where !progress.results.contains(result) { progress.record(result) }
            lastSend = progress
            let allAccepted = results.allSatisfy(\.accepted)
            var text = progress.summary + (allAccepted ? "." : " (^F shows why).")
            if let historyProblem { text += " Not in the history: \(historyProblem)." }
            say(text, allAccepted && historyProblem == nil ? .ok : .warning, for: 12)
        }
    }
}

extension AppState {
    /// Alt-U: the next test user, then the push as written again. With none loaded, the file is
    /// read again first, so users added while the composer runs are there at once.
    mutating func cyclePreviewUser() -> [Effect] {
        guard !testUsers.users.isEmpty else { return [.loadTestUsers(path: usersFile)] }
        let next = (previewUser ?? -1) + 1
        previewUser = next < testUsers.users.count ? next : nil
        if let name = previewUserName {
            // A rendering still to come says its outcome when it comes.
            guard personalized == nil || personalizingSince != nil else {
                let outcome = personalized?.reason.map { ": not sent to \(name): \($0)" } ?? ""
                say("Preview as \(name)\(outcome)", outcome.isEmpty ? .info : .warning, for: 6)
                return []
            }
            announcesPreview = true
            say("Preview as \(name): rendering…", .info, for: 6)
        } else {
            announcesPreview = false
            say("Preview as written.")
        }
        return []
    }

    /// The test users file read again for Alt-U: its users, and the first of them previewed.
    mutating func testUsersLoaded(_ path: String, _ result: Result<TestUsers, TestUsersError>) -> [Effect] {
        guard path == usersFile else { return [] }
        switch result {
        case .success(let users) where !users.users.isEmpty:
            testUsers = users
            return cyclePreviewUser()
        case .success:
            // The command first: a narrow status line cuts the end, and the path is the longer part.
            say("No test users: push-composer users add NAME --set first_name=… adds one to \(usersFile); "
                + "then Alt-U again.", .warning, for: 10)
        case .failure(let error):
            say("Test users not loaded: \(error.message)", .warning, for: 10)
        }
        return []
    }
}

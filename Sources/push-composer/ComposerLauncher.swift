import ArgumentParser
import ComposerApp
import ComposerRuntime
import ComposerSettings
import DraftStorage
import Foundation
import NcursesBackend
import PushCLI
import PictureDecoding
import PictureDrawing
import PushCore
import PushPersonalization
import PushSending
import PushTransport
import SafeFiles
import TerminalKit
import TextFormats

@MainActor
enum ComposerLauncher {
    /// Runs the composer with its parsed arguments and exits with its status.
    static func run(_ options: ComposeOptions) -> Never {
        let environment = ProcessEnvironment.current()
        let configStamp = FileStamp.current(UserConfig.path(environment: environment))
        let config = UserConfig.load(environment: environment)
        let theme = ThemeLoader(environment: environment).load(option: options.theme, config: config)
        var notices = config.notices + theme.notices

        var opened = open(options)
        // A new request is addressed to Braze's test users, so that it is saved as a request
        // `validate --strict` accepts and `send --to braze` sends as it is.
        if opened.stamp == nil, opened.form.hasEnvelope, !opened.draft.envelope.keys.contains(where: EnvelopeField.audiences.contains),
           let recipients = config.value.sending.braze?.testUsers, !recipients.isEmpty {
            opened.draft.envelope[EnvelopeField.externalUserIDs.rawValue] = .array(recipients.map { JSONNode(.string($0)) })
        }
        let appName = options.appName ?? config.value.appName ?? "APP"
        let usersFile = options.users ?? UserConfig.usersPath(environment: environment)
        // Everything the composer starts with is set before the push is first checked.
        var state = AppState(draft: opened.draft, filePath: options.file, size: Size(width: 80, height: 24), appName: appName,
                             bundleID: config.value.appBundleID(given: options.bundleID, file: opened.bundleID)) { state in
            state.document.fileStamp = opened.stamp
            state.fileForm = opened.form
            state.wallClock = .system()
            state.homeDirectory = environment["HOME"] ?? NSHomeDirectory()
            state.sendSettings = config.value.sending
            state.profile = config.value.profile
            state.profiles = config.value.profiles
            state.phone = options.phone ?? config.value.phone ?? .standard
            state.held.escapeStartsAlt = config.value.escapeTimeMilliseconds != 0
            state.categories = config.value.categories
            state.media.mode = config.value.mediaChecks
            state.usersFile = usersFile
            state.audience.stamp = FileStamp.current(usersFile)
            if options.users != nil || access(usersFile, F_OK) == 0 {
                do throws(TestUsersError) {
                    state.testUsers = try TestUsers.load(usersFile)
                } catch {
                    if options.users != nil { fail("push-composer: \(error.message)", status: 2) }
                    notices.append("test users not loaded: \(error.message)")
                }
            }
            // Braze's test recipients are test users too, with no attributes until fetched.
            if let recipients = config.value.sending.braze?.testUsers, !recipients.isEmpty {
                state.testUsers = state.testUsers.withRecipients(recipients)
            }
            // The workspace's content blocks and catalogs, under each test user's own live data.
            let blocks = WorkspaceData.load(configDirectory: UserConfig.directory(environment: environment))
            state.audience.workspace = blocks.data
            notices += blocks.problems
            state.configFile = UserConfig.path(environment: environment)
            state.configStamp = configStamp
            if let file = options.file {
                let attributes = MessageAttributesFile.load(beside: file)
                state.audience.messageAttributes = attributes.values
                if let problem = attributes.problem { notices.append("message attributes not loaded: \(problem)") }
                let path = Translations.path(beside: file)
                let (stamp, read) = SystemEffects.readTranslations(path, config: state.configFile, environment: environment)
                state.audience.translationsStamp = stamp
                switch read {
                case .success(let translations): state.audience.translations = translations
                case .failure(let error): notices.append("translations not loaded: \(error.message)")
                }
            }
            if options.file != nil && opened.stamp == nil {
                state.document.savedDraft = nil  // a new file: unsaved until written
            }
        }
        // On the runtime's clock already, so that a message given before the start lasts its time.
        state.clock = ComposerRuntime.monotonicSeconds()
        let sender = UserSendService.make(environment: environment)
        let performer = SystemEffects(environment: environment, sender: sender,
                                      media: DecodingMediaSource(MediaSetup.fetcher(caFile: config.value.mediaCAFile, environment: environment,
                                                                                    creatingState: false, config: config.value)),
                                      connectedContent: { ConnectedContentSetup.fetcher(environment: $0) })
        if let problem = performer.stateFolderProblem {
            state.say("The state folder cannot be used (\(problem)); drafts go to a private temporary folder.", .warning, for: 10)
        }
        recover(into: &state, from: performer, editing: options.file, notices: &notices)

        // Pictures in pixels only when asked for and the terminal answers that it draws them;
        // asked before curses takes the terminal, and said on exit when it cannot be.
        var pixels: (format: PixelProtocol, cellPixels: Size)?
        if config.value.pictures == .pixels {
            if let why = TerminalGraphicsQuery.refusal(environment: environment) {
                notices.append("pictures are drawn in cells: \(why)")
            } else if let answer = TerminalGraphicsQuery.ask(), let format = answer.support.protocols.first {
                pixels = (format, answer.cellPixels ?? PixelPicture.defaultCellPixels)
            } else {
                notices.append("pictures are drawn in cells: the terminal did not answer that it draws kitty, sixel or iTerm2 images")
            }
        }

        // A crash or a fatal signal writes what was typed since the last autosave first.
        NcursesBackend.beforeFatalSignal(EmergencyDraft.writeNow)
        let backend: NcursesBackend
        do {
            var terminalOptions = NcursesBackend.Options(mouse: true)
            if let prefix = config.value.escapeTimeMilliseconds { terminalOptions.escapePrefix = prefix }
            backend = try NcursesBackend.start(options: terminalOptions)
        } catch {
            fail(error.description, status: error.exitCode)
        }
        // Pictures in the terminal's own colours; none without colour (a monochrome theme, NO_COLOR).
        if theme.value.usesColor {
            state.picture.palette = switch backend.colorMode {
            case .palette256: .palette256
            case .ansi16, .ansi8: .ansi16
            case .monochrome: nil
            }
        }
        if let pixels {
            state.picture.pixelFormat = pixels.format
            state.picture.cellPixels = pixels.cellPixels
        }
        let runtime = ComposerRuntime(state: state, theme: theme.value, terminal: backend, performer: performer)
        runtime.run()
        backend.stop()
        closeConnections(sender)
        // A terminal that takes nothing more would hold the exit lines, and the exit, forever.
        if !(backend.outputStalled && isatty(2) == 1) {
            for notice in backend.notices + notices { printError("push-composer: \(notice)") }
            for line in runtime.state.exitReport() { printError("push-composer: \(line)") }
        }
        // 128 + the signal, as a shell reports a program a signal ended.
        exit(runtime.state.stopSignal.map { 128 + $0 } ?? 0)
    }

    /// What the composer opens: the draft, the file's version on disk and its form.
    struct Opened {
        var draft: ComposerDraft
        var stamp: FileStamp?
        var form: FileForm = .request
        /// A simulator file's target bundle, when it is a bundle id.
        var bundleID: String?
    }

    /// The draft to start from: the file, an empty push, or the sample.
    private static func open(_ options: ComposeOptions) -> Opened {
        var fresh = Opened(draft: options.new ? ComposerDraft() : .newFile)
        guard let path = options.file else { return fresh }
        // A new .apns file is a device payload from the start, as it will be saved.
        if FileForm.holdsOnlyDevicePayload(path) {
            fresh.form = .devicePayload(original: DevicePayload.build(fresh.draft.push, includeCampaignKey: false), decoded: fresh.draft.push)
        }
        let contents: FileContents
        do {
            contents = try FileReader(limit: JSONReader.defaultMaxBytes).read(path)
        } catch {
            switch error.kind {
            case .notFound:
                return fresh
            case .tooLarge(let size):
                fail("\(path): \(FileReader.tooLarge(size, limit: JSONReader.defaultMaxBytes)) (a push is a few kilobytes)", status: 1)
            default:
                fail("\(path): \(error.message)", status: 2)
            }
        }
        let document = PushReader().read(contents.bytes)
        guard document.hasPush else {
            // Opening it would mean saving over text we could not read: refuse instead.
            let problems = PushAnalysis(document).diagnostics.filter { $0.severity == .error }.prefix(3)
            let lines = problems.map { d in "\(path):\(d.line ?? 1):\(d.column ?? 1): error[\(d.code)]: \(d.message)" }
            fail((lines + ["push-composer: fix the file (or run 'push-composer validate \(path)'), then open it again"])
                .joined(separator: "\n"), status: 1)
        }
        return Opened(draft: ComposerDraft(document: document), stamp: contents.stamp, form: FileForm(document),
                      bundleID: BundleID.checked(document.bundleID))
    }

    /// Offers the draft autosaved in an earlier session (in the state folder, else in the
    /// fallback folder), if it differs from what was opened.
    private static func recover(into state: inout AppState, from performer: SystemEffects, editing file: String?,
                                notices: inout [String]) {
        if performer.draftIsShared(editing: file) {
            state.say("Another composer is editing this \(file == nil ? "new push" : "file"); this one keeps its own draft.",
                      .warning, for: 10)
        }
        var stores: [DraftStore] = []
        if case .success(let store) = performer.draftStore(editing: file) { stores.append(store) }
        if let store = performer.fallbackDraftStore(editing: file) { stores.append(store) }
        for store in stores {
            switch try? store.load() {
            case .draft(let saved)?:
                let document = PushReader().interpret(JSONNode(saved.request))
                let recovered = ComposerDraft(document: document, buttonLabels: saved.buttonLabels)
                guard recovered != state.draft else { continue }
                state.document.recoveryFallback = state.draft
                state.replaceDraft(recovered)
                state.document.autosavedDraft = recovered
                state.document.draftLocation = (store.path, nil)
                let time = Date(timeIntervalSince1970: TimeInterval(saved.savedAt))
                state.overlay = .recovery(savedAt: "on " + time.formatted(date: .abbreviated, time: .shortened))
                return
            case .corrupt(let movedTo, let reason)?:
                notices.append("a damaged draft was kept aside at \(movedTo) (\(reason))")
                state.overlay = .message("A damaged draft was found and kept aside at\n\(movedTo)\n(\(reason)).")
                return
            default:
                continue
            }
        }
    }

    /// Sends for the composer as `push-composer send` does: the Braze key read when a send
    /// starts, results recorded in the state folder's history.
    /// Closes the connections kept open for later sends, waiting at most a second.
    private static func closeConnections(_ service: SendService) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await service.shutdown()
            done.signal()
        }
        _ = done.wait(timeout: .now() + 1)
    }

    static func fail(_ message: String, status: Int32) -> Never {
        printError(message)
        exit(status)
    }

    /// Writes a line to stderr through the command line's one sanitising channel.
    static func printError(_ line: String) {
        CLIIO.standard.errorLine(line)
    }
}

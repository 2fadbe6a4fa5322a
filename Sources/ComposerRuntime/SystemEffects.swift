import BrazeLiquid
import ComposerApp
import ComposerSettings
import DraftStorage
import Foundation
import PushCore
import PushMedia
import PushPersonalization
import PushSending
import SafeFiles
import Synchronization
import TerminalKit
import TextFormats

/// The real effects: files, the draft in the state folder, the clipboard, `$EDITOR`, sends.
///
/// One mechanism for every effect that touches a file (save, export, reload, autosave,
/// discard): `perform` returns at once, the work runs in order on a queue of its own, off the
/// loop that reads keys, and its result waits in an inbox; the terminal is woken so the runtime
/// takes it at once. Effects that need the terminal itself (the editor, ^Z, the clipboard) run
/// on the loop. With `.immediate` the same work runs inline, which is how tests drive the real
/// runtime and real files without threads: the product's own twin.
@MainActor
public final class SystemEffects: EffectPerformer {
    /// Where file work runs.
    public enum Executor: Sendable {
        /// On a serial queue off the loop (the product).
        case background
        /// Inline, before `perform` returns (tests: the same code, deterministic).
        case immediate
    }

    private let executor: Executor
    /// The drafts this process holds in the state folder, or why there is no usable folder.
    private let drafts: Result<DraftClaims, StorageError>
    /// The private folder drafts go to when the state folder cannot be used.
    private let fallback: FallbackDraftFolder
    private let environment: [String: String]
    /// File work, in the order it was asked for.
    private let fileWork = DispatchQueue(label: "push-composer.files")
    /// Renderings for test users, one at a time.
    private let renderWork = DispatchQueue(label: "push-composer.render")
    private let inbox = ResultInbox()
    /// What sends pushes; nil in a build or test that cannot send.
    private let sender: (any SendPerformer)?
    /// What fetches rich media; nil in a build or test that cannot.
    private let media: (any MediaSource)?
    /// What makes Connected Content calls, made from the environment the config is read with
    /// (the profile in use); nil in a build or test that cannot.
    private let connectedContent: (@Sendable ([String: String]) -> any ConnectedContentSource)?
    /// The environment the config is read and written with: the launch's, until the Send
    /// dialog's P switches the profile; the config read again, a recipient saved and a Connected
    /// Content call then all follow that profile.
    private var configEnvironment: [String: String]
    /// The media fetch under way: one at a time, stopped when another URL is asked for.
    private var mediaTask: Task<Void, Never>?
    /// The URL of the fetch under way, cleared by the fetch when it ends.
    private let mediaInFlight = MediaInFlight()
    /// The sends under way, to stop them on Esc.
    private var cancellations: [Int: SendCancellation] = [:]
    /// The flag of the newest render asked for, which the next request sets.
    private var renderInFlight: RenderCancellation?
    /// The state folder, where the send history and the bodies it sent are kept.
    private let stateFolder: String
    /// Where an emergency draft goes, by the file edited (resolving it touches the disk).
    private var emergencyPaths: [String?: String] = [:]

    /// Creates the performer with the state folder resolved from the environment; `sender`
    /// carries out sends (the network code, injected so this module needs none).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, executor: Executor = .background,
                sender: (any SendPerformer)? = nil, media: (any MediaSource)? = nil,
                connectedContent: (@Sendable ([String: String]) -> any ConnectedContentSource)? = nil) {
        self.environment = environment
        self.executor = executor
        self.sender = sender
        self.media = media
        self.connectedContent = connectedContent
        configEnvironment = environment
        let folder = StateDirectory.resolve(environment: environment)
        stateFolder = folder.path
        do {
            try folder.create()
            drafts = .success(DraftClaims(directory: folder.path))
        } catch {
            drafts = .failure(error)
        }
        fallback = FallbackDraftFolder(environment: environment)
    }

    /// Why the state folder cannot be used, if it cannot.
    public var stateFolderProblem: String? {
        if case .failure(let error) = drafts { return error.message }
        return nil
    }

    /// The draft this composer autosaves `path` (nil for a new push) to, or why there is none.
    public func draftStore(editing path: String?) -> Result<DraftStore, StorageError> {
        drafts.map { $0.store(editing: path) }
    }

    /// The draft left in the fallback folder for `path`, when the state folder had none to offer.
    public func fallbackDraftStore(editing path: String?) -> DraftStore? {
        guard let folder = try? fallback.existing() else { return nil }
        return DraftStore(directory: folder, editing: path)
    }

    /// Whether another composer was already editing `path` when this one claimed its draft.
    public func draftIsShared(editing path: String?) -> Bool {
        (try? drafts.get())?.isShared(editing: path) ?? false
    }

    public func perform(_ effect: Effect, terminal: TerminalBackend) -> Msg? {
        switch effect {
        case .save(let request):
            run(waking: terminal) { Self.save(request) }
        case .reload(let path, let revision):
            run(waking: terminal) {
                do throws(FileReadError) {
                    return .reloaded(path: path, revision: revision, .success(try FileReader(limit: JSONReader.defaultMaxBytes).read(path)))
                } catch {
                    return .reloaded(path: path, revision: revision, .failure(error))
                }
            }
        case .autosave(let request, let labels, let path, let revision):
            let draft = Draft(request: request, filePath: path, buttonLabels: labels, savedAt: Int64(Date().timeIntervalSince1970))
            let store = draftStore(editing: path)
            let fallback = self.fallback
            run(waking: terminal) { Self.write(draft, to: store, fallback: fallback, editing: path, revision: revision) }
        case .discardAutosave(let paths):
            // Queued after any autosave still being written, so that it cannot bring the draft back.
            var stores: [DraftStore] = []
            if case .success(let claims) = drafts { stores += Set(paths).map { claims.store(editing: $0) } }
            if let folder = try? fallback.existing() { stores += Set(paths).map { DraftStore(directory: folder, editing: $0) } }
            let discarded = stores
            run(waking: terminal) {
                for store in discarded { try? store.discard() }
                return nil
            }
        case .copyToClipboard(let text):
            terminal.sendControl("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
            return .done("Copied \(text.utf8.count) bytes to your clipboard (your terminal must allow OSC 52).")
        case .editExternally(let text):
            return .editorReturned(ExternalEditor(environment: environment).edit(text, terminal: terminal))
        case .send(let id, let job):
            startSend(id: id, job, terminal: terminal)
        case .loadRecentSends(let file):
            let folder = stateFolder
            let directory = FileManager.default.currentDirectoryPath
            run(waking: terminal) {
                do throws(FileReadError) {
                    let entries = try SendHistory(folder: folder).read().entries
                    return .recentSendsLoaded(file: file, .success(RecentSend.of(file: file, in: entries, directory: directory)))
                } catch {
                    return .recentSendsLoaded(file: file, .failure(error))
                }
            }
        case .readSentBody(let recent):
            guard let sender else {
                return .sentBodyRead(recent, .failure(FileReadError(.other, "this build cannot send")))
            }
            run(waking: terminal) {
                do throws(FileReadError) {
                    return .sentBodyRead(recent, .success(try sender.keptBody(recent.entry.payloadHash)))
                } catch {
                    return .sentBodyRead(recent, .failure(error))
                }
            }
        case .cancelSend(let id):
            cancellations[id]?.cancel()
        case .fetchMedia(let url):
            fetchMedia(url, terminal: terminal)
        case .fetchConnectedContent(let user, let call):
            guard let makeSource = connectedContent else {
                return .connectedContentFetched(ConnectedContentExchange(user: user, call: call,
                                                                         answer: ConnectedContentAnswer(status: nil, failure: "this build cannot make calls")))
            }
            let inbox = self.inbox
            let waker = terminal.waker
            let environment = configEnvironment
            // One call at a time (the state asks for the next once this one answers), bounded by
            // the fetcher's time limit; the config is read here, off the loop.
            let work = Task.detached {
                var exchange = await makeSource(environment).fetch(call)
                exchange.user = user
                inbox.post(.connectedContentFetched(exchange))
                waker.wake()
            }
            waitIfImmediate(work)
        case .personalize(let request):
            render(request, waking: terminal)
        case .drawPicture(let request):
            // On the loop, as the frame that shows it waits for it: a card-sized picture,
            // decoded within its pixel limit when it was fetched.
            return .pictureDrawn(CardPictureDrawer.draw(request))
        case .loadTestUsers(let path, let before, let always):
            run(waking: terminal) {
                let stamp = FileStamp.current(path)
                if !always && stamp == before { return nil }
                guard stamp != nil else { return .testUsersLoaded(path: path, stamp: nil, .success(TestUsers(users: []))) }
                do throws(TestUsersError) {
                    return .testUsersLoaded(path: path, stamp: stamp, .success(try TestUsers.load(path)))
                } catch {
                    return .testUsersLoaded(path: path, stamp: stamp, .failure(error))
                }
            }
        case .saveTestUser(let path, let name, let typed):
            let folder = (path as NSString).deletingLastPathComponent
            run(waking: terminal) {
                do throws(TestUsersError) {
                    if !folder.isEmpty, FileStamp.current(folder) == nil {
                        do throws(StorageError) { try FolderPath.create(folder) } catch { throw TestUsersError(error.message) }
                    }
                    return .testUserSaved(path: path, name: name, .success(try TestUsersFile.save(name, typed: typed, to: path)))
                } catch {
                    return .testUserSaved(path: path, name: name, .failure(error))
                }
            }
        case .loadTranslations(let path, let config, let before):
            let environment = self.environment
            run(waking: terminal) {
                guard FileStamp.current(path) != before else { return nil }
                let (stamp, result) = Self.readTranslations(path, config: config, environment: environment)
                return .translationsLoaded(path: path, stamp: stamp, result)
            }
        case .loadConfig(let path, let before):
            let environment = configEnvironment
            run(waking: terminal) {
                let stamp = FileStamp.current(path)
                guard stamp != before else { return nil }
                return .configLoaded(path: path, stamp: stamp, UserConfig.load(path: path, environment: environment).value.sending)
            }
        case .loadProfile(let path, let profile):
            var chosen = self.environment
            // Set even when empty: empty is the top level, whatever the file's profile key says.
            chosen[ConfigProfile.variable] = profile ?? ""
            let environment = chosen
            configEnvironment = chosen
            run(waking: terminal) {
                let stamp = FileStamp.current(path)
                let config = UserConfig.load(path: path, environment: environment).value
                return .profileLoaded(ProfileLoad(path: path, stamp: stamp, profile: config.profile, settings: config.sending,
                                                  bundleID: config.appBundleID(given: nil, file: nil)))
            }
        case .saveRecipient(let save):
            let environment = configEnvironment
            run(waking: terminal) { .recipientSaved(save, RecipientWriter(environment: environment).write(save)) }
        case .suspend:
            terminal.suspendToShell()
        case .quit:
            break
        }
        return nil
    }

    /// Runs file work as the executor says; its result goes to the inbox and wakes the loop.
    private func run(waking terminal: TerminalBackend, _ work: @escaping @Sendable () -> Msg?) {
        switch executor {
        case .immediate:
            if let result = work() { inbox.post(result) }
        case .background:
            let waker = terminal.waker
            fileWork.async { [inbox] in
                guard let result = work() else { return }
                inbox.post(result)
                waker.wake()
            }
        }
    }

    /// Renders for test users on a queue of its own: never on the loop that reads keys, and
    /// never behind file work. With `.immediate` it runs inline, as tests want.
    private func render(_ request: PersonalizeRequest, waking terminal: TerminalBackend) {
        switch executor {
        case .immediate:
            inbox.post(.personalized(request.perform()))
        case .background:
            let waker = terminal.waker
            // Only the newest request's answer is shown: the one before it stops where it is.
            renderInFlight?.cancel()
            let cancellation = RenderCancellation()
            renderInFlight = cancellation
            renderWork.async { [inbox] in
                inbox.post(.personalized(request.perform(cancellation: cancellation)))
                waker.wake()
            }
        }
    }

    /// Runs a send as a task of its own: it waits on the network, not on files, so it does not
    /// queue behind them, and each result wakes the loop as it comes. With `.immediate` the
    /// loop waits for the whole send, as tests want.
    private func startSend(id: Int, _ job: SendJob, terminal: TerminalBackend) {
        guard let sender else {
            inbox.post(.sendFinished(id: id, .refused(SendRefusal(.setup, "this build cannot send"))))
            return
        }
        let cancellation = SendCancellation()
        cancellations[id] = cancellation
        let inbox = self.inbox
        let waker = terminal.waker
        let work = Task.detached {
            let report = await sender.perform(job, cancellation: cancellation) { result in
                inbox.post(.sendProgress(id: id, result))
                waker.wake()
            }
            inbox.post(.sendFinished(id: id, report))
            waker.wake()
        }
        waitIfImmediate(work)
    }

    /// With the immediate executor (the tests' twin), waits for `work` here, so its results are
    /// in the inbox when `perform` returns.
    private func waitIfImmediate(_ work: Task<Void, Never>) {
        guard executor == .immediate else { return }
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await work.value
            done.signal()
        }
        done.wait()
    }

    private func fetchMedia(_ url: String, terminal: TerminalBackend) {
        guard let media else {
            var fetch = MediaFetch(url: url)
            fetch.failure = .unreachable("this build cannot fetch media")
            inbox.post(.mediaFetched(url: url, fetch))
            return
        }
        // Never two fetches of one URL at a time, nor one for a URL no longer asked for.
        guard mediaInFlight.url.withLock({ $0 }) != url else { return }
        mediaTask?.cancel()
        mediaInFlight.url.withLock { $0 = url }
        let inbox = self.inbox
        let waker = terminal.waker
        let inFlight = mediaInFlight
        let work = Task.detached {
            let fetch = await media.fetch(url)
            inFlight.url.withLock { if $0 == url { $0 = nil } }
            inbox.post(.mediaFetched(url: url, fetch))
            waker.wake()
        }
        mediaTask = work
        waitIfImmediate(work)
    }

    /// Writes a file the user asked for, asking first where `FileSaver` says.
    private nonisolated static func save(_ request: SaveRequest) -> Msg {
        switch FileSaver.save(Array(request.contents.utf8), to: request.path, isOwnFile: request.isOwnFile,
                              expected: request.expected, confirmed: request.confirmed) {
        case .saved(let stamp):
            if case .export = request.purpose { return .exported(path: request.path) }
            return .saved(path: request.path, revision: request.revision, stamp: stamp)
        case .needsConfirmation(let check):
            return .needsConfirmation(request, check)
        case .failed(let error):
            return .saveFailed(error.message)
        }
    }

    public func takeResults() -> [Msg] {
        inbox.take()
    }

    /// Publishes the draft for `EmergencyDraft.writeNow`, which a fatal signal's handler calls:
    /// to the autosave's own file, so the next start offers it.
    public func keepForEmergency(_ snapshot: EmergencySnapshot?) {
        guard let snapshot else {
            EmergencyDraft.clear()
            return
        }
        let path: String
        if let known = emergencyPaths[snapshot.path] {
            path = known
        } else if case .success(let store) = draftStore(editing: snapshot.path) {
            path = store.path
            emergencyPaths[snapshot.path] = path
        } else if let folder = try? fallback.create() {
            path = DraftStore(directory: folder, editing: snapshot.path).path
            emergencyPaths[snapshot.path] = path
        } else {
            return
        }
        let draft = Draft(request: snapshot.request, filePath: snapshot.path, buttonLabels: snapshot.labels,
                          savedAt: Int64(Date().timeIntervalSince1970))
        EmergencyDraft.publish(draft.encoded(), to: path)
    }

    public func finishPendingWork() {
        fileWork.sync {}
    }

    /// Writes a draft to the state folder, or to the fallback folder when that fails.
    private nonisolated static func write(_ draft: Draft, to store: Result<DraftStore, StorageError>, fallback: FallbackDraftFolder,
                                          editing path: String?, revision: Int) -> Msg {
        let problem: StorageError
        switch store {
        case .success(let store):
            do {
                try store.save(draft)
                return .autosaved(revision: revision, location: store.path)
            } catch {
                problem = error
            }
        case .failure(let error):
            problem = error
        }
        do {
            let folder = try fallback.create()
            let store = DraftStore(directory: folder, editing: path)
            try store.save(draft)
            return .autosaved(revision: revision, location: store.path, fallback: problem.message)
        } catch {
            return .autosaveFailed("\(problem.message); and \(error.message)")
        }
    }
}

extension SystemEffects {
    /// A push's translations file with the config's `[[locales]]`, and the file's stamp; nil
    /// when there is no such file. One reader for the start and for every read again.
    nonisolated public static func readTranslations(_ path: String, config: String,
                                        environment: [String: String]) -> (FileStamp?, Result<Translations?, TestUsersError>) {
        let stamp = FileStamp.current(path)
        guard stamp != nil else { return (nil, .success(nil)) }
        do throws(TestUsersError) {
            var translations = try Translations.load(path)
            translations.rules = UserConfig.load(path: config, environment: environment).value.locales
            return (stamp, .success(translations))
        } catch {
            return (stamp, .failure(error))
        }
    }
}

/// The URL a media fetch is under way for, shared with the task that clears it.
private final class MediaInFlight: Sendable {
    let url = Mutex<String?>(nil)
}

import ComposerApp
import DraftStorage
import Foundation
import PushCore
import SafeFiles
import TerminalKit

/// The real effects: files, the draft in the state folder, the clipboard, `$EDITOR`.
///
/// Autosaves are written on a queue of their own, off the loop that reads keys (a slow or
/// network disk never delays typing); their results wait in an inbox the runtime drains.
@MainActor
public final class SystemEffects: EffectPerformer {
    /// The drafts this process holds in the state folder, or why there is no usable folder.
    private let drafts: Result<DraftClaims, StorageError>
    /// The private folder drafts go to when the state folder cannot be used.
    private let fallback: FallbackDraftFolder
    private let environment: [String: String]
    private let autosaves = DispatchQueue(label: "push-composer.autosave")
    private let inbox = ResultInbox()

    /// Creates the performer with the state folder resolved from the environment.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
        let folder = StateDirectory.resolve(environment: environment)
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
        case .reload(let path):
            do {
                return .reloaded(path: path, .success(try FileReader(limit: JSONReader.defaultMaxBytes).read(path)))
            } catch {
                return .reloaded(path: path, .failure(error))
            }
        case .autosave(let request, let labels, let path, let revision):
            let draft = Draft(request: request, filePath: path, buttonLabels: labels, savedAt: Int64(Date().timeIntervalSince1970))
            let store = draftStore(editing: path)
            let fallback = self.fallback
            autosaves.async { [inbox] in
                let result = Self.write(draft, to: store, fallback: fallback, editing: path, revision: revision)
                inbox.post(result)
            }
            return nil
        case .discardAutosave(let paths):
            // After any autosave still being written, so it cannot bring the draft back.
            autosaves.sync {}
            if case .success(let claims) = drafts {
                for path in Set(paths) { try? claims.store(editing: path).discard() }
            }
            if let folder = try? fallback.existing() {
                for path in Set(paths) { try? DraftStore(directory: folder, editing: path).discard() }
            }
            return nil
        case .copyToClipboard(let text):
            terminal.sendControl("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
            return .done("Copied \(text.utf8.count) bytes to your clipboard (your terminal must allow OSC 52).")
        case .editExternally(let text):
            return .editorReturned(ExternalEditor(environment: environment).edit(text, terminal: terminal))
        case .suspend:
            terminal.suspendToShell()
            return nil
        case .quit:
            return nil
        }
    }

    public func takeResults() -> [Msg] {
        inbox.take()
    }

    public func finishPendingWork() {
        autosaves.sync {}
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

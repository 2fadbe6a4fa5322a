import DraftStorage
import Foundation
import PushCore
import TerminalKit

/// The real effects: files, the draft in the state folder, the clipboard, `$EDITOR`.
@MainActor
public final class SystemEffects: EffectPerformer {
    /// The drafts this process holds in the state folder, or why there is no folder (autosave then reports it).
    private let drafts: Result<DraftClaims, StorageError>
    private let environment: [String: String]

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
    }

    /// The draft this composer autosaves `path` (nil for a new push) to, or why there is none.
    public func draftStore(editing path: String?) -> Result<DraftStore, StorageError> {
        drafts.map { $0.store(editing: path) }
    }

    /// Whether another composer was already editing `path` when this one claimed its draft.
    public func draftIsShared(editing path: String?) -> Bool {
        (try? drafts.get())?.isShared(editing: path) ?? false
    }

    public func perform(_ effect: Effect, terminal: TerminalBackend) -> Msg? {
        switch effect {
        case .save(let path, let contents, let revision):
            do {
                try AtomicFileWriter(mode: .userFile).write(contents, to: path)
                return .saved(path: path, revision: revision)
            } catch {
                return .saveFailed(error.message)
            }
        case .autosave(let request, let labels, let path, let revision):
            do {
                let store = try draftStore(editing: path).get()
                try store.save(Draft(request: request, filePath: path, buttonLabels: labels,
                                     savedAt: Int64(Date().timeIntervalSince1970)))
                return .autosaved(revision: revision)
            } catch {
                return .autosaveFailed(error.message)
            }
        case .discardAutosave(let paths):
            guard case .success(let claims) = drafts else { return nil }
            for path in Set(paths) { try? claims.store(editing: path).discard() }
            return nil
        case .export(let path, let contents):
            do {
                try AtomicFileWriter(mode: .userFile).write(contents, to: path)
                return .done("Exported to \(path)")
            } catch {
                return .saveFailed(error.message)
            }
        case .copyToClipboard(let text):
            terminal.sendControl("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
            return .done("Copied \(text.utf8.count) bytes to your clipboard (your terminal must allow OSC 52).")
        case .editExternally(let text):
            return .editorReturned(ExternalEditor(environment: environment).edit(text, terminal: terminal))
        case .quit:
            return nil
        }
    }
}

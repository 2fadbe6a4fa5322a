import PushMedia
import PushPersonalization
import PushSending
import SafeFiles
import TerminalKit

/// Everything that can happen to the composer.
public enum Msg: Sendable {
    /// A key, paste, mouse event, resize or shutdown signal from the terminal.
    case event(Event)
    /// Time passes: seconds on a monotonic clock (autosave, status expiry), and the wall clock
    /// (expiry shorthands and checks).
    case tick(Double, wall: WallClock? = nil)
    /// A save finished; `stamp` is the version now on disk.
    case saved(path: String, revision: Int, stamp: FileStamp? = nil)
    /// An export finished.
    case exported(path: String)
    /// A save or export needs the user's yes first.
    case needsConfirmation(SaveRequest, SaveCheck)
    /// A save failed; the draft stays in memory.
    case saveFailed(String)
    /// The file was read again, as asked at `revision`: its bytes and version, or why it could not be.
    case reloaded(path: String, revision: Int, Result<FileContents, FileReadError>)
    /// An autosave finished; `location` is the draft file, `fallback` the reason the state folder was not used.
    case autosaved(revision: Int, location: String? = nil, fallback: String? = nil)
    /// An autosave failed (full or read-only disk, no usable folder); it is retried.
    case autosaveFailed(String)
    /// A copy finished, with what to tell the user.
    case done(String)
    /// The editor finished: the text as it left it, or why it could not run.
    case editorReturned(EditorResult)
    /// One recipient's result of send `id` came.
    case sendProgress(id: Int, RecipientResult)
    /// Send `id` ended: every result, or why it stopped before any traffic.
    case sendFinished(id: Int, SendReport)
    /// A rendering for test users finished.
    case personalized(PersonalizeResult)
    /// The card's picture, drawn as `Effect.drawPicture` asked.
    case pictureDrawn(DrawnPicture)
    /// A media fetch (`Effect.fetchMedia`) ended.
    case mediaFetched(url: String, MediaFetch)
    /// A Connected Content call (`Effect.fetchConnectedContent`) ended.
    case connectedContentFetched(ConnectedContentExchange)
    /// The test users file was read again (`Effect.loadTestUsers`).
    case testUsersLoaded(path: String, stamp: FileStamp?, Result<TestUsers, TestUsersError>)
    /// The translations file was read again (`Effect.loadTranslations`); nil: there is none.
    case translationsLoaded(path: String, stamp: FileStamp?, Result<Translations?, TestUsersError>)
    /// A typed user was written to the users file (`Effect.saveTestUser`), or why not.
    case testUserSaved(path: String, name: String, Result<Bool, TestUsersError>)
    /// The config was read again (`Effect.loadConfig`): its sending settings.
    case configLoaded(path: String, stamp: FileStamp?, SendSettings)
    /// The config was read as another profile (`Effect.loadProfile`).
    case profileLoaded(ProfileLoad)
    /// The latest sends of `file` were read from the history (`Effect.loadRecentSends`), or why not.
    case recentSendsLoaded(file: String, Result<[RecentSend], FileReadError>)
    /// The body a history line kept was read (`Effect.readSentBody`): nil when it is no longer kept.
    case sentBodyRead(RecentSend, Result<[UInt8]?, FileReadError>)
    /// A recipient was written to the config: the settings as they now read, or why not.
    case recipientSaved(RecipientSave, Result<SendSettings, RecipientSaveError>)
}

/// Why a recipient typed into the Send dialog was not written to the config, in one line.
public struct RecipientSaveError: Error, Sendable, Equatable {
    /// The line to show.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }
}

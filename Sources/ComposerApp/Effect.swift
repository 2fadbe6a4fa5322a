import BrazeLiquid
import PushCore
import PushMedia
import PushSending
import SafeFiles
import TextFormats

/// Side effects that `update` asks the runtime to perform; results come back as `Msg`s.
public enum Effect: Sendable, Equatable {
    /// Write the push (or a compiled form) to a file, asking first where `SaveRequest` says.
    case save(SaveRequest)
    /// Read the file being edited again, dropping the changes in memory (as of `revision`: a
    /// result that comes after further edits is dropped).
    case reload(path: String, revision: Int)
    /// Write the draft to the state directory (or, when that cannot be used, a private fallback).
    case autosave(request: JSONValue, labels: [String: String], path: String?, revision: Int)
    /// Remove the autosaved drafts of these files (nil: the new, unnamed draft), after a save or a discard.
    case discardAutosave(paths: [String?])
    /// Put text on the user's clipboard with OSC 52.
    case copyToClipboard(String)
    /// Open the text in `$EDITOR` (the request JSON, or text the editor returned that did not parse).
    case editExternally([UInt8])
    /// Send a prepared test push, off the loop; progress and the end come back as messages.
    case send(id: Int, SendJob)
    /// Stop send `id`: nothing more is written, and requests in flight are abandoned.
    case cancelSend(id: Int)
    /// Render the push for test users off the loop (Liquid within its work budget); the answer
    /// comes back as `Msg.personalized`.
    case personalize(PersonalizeRequest)
    /// Draw the card's picture (cells, or pixels where asked) with the picture libraries, which
    /// the pure composer never loads; the answer comes back as `Msg.pictureDrawn`.
    case drawPicture(PictureRequest)
    /// Fetch rich media as a phone would, off the loop; a fetch under way for another URL stops.
    case fetchMedia(url: String)
    /// Make a Connected Content call for a test user's rendering, off the loop; the answer comes
    /// back as `Msg.connectedContentFetched`.
    case fetchConnectedContent(user: String, ConnectedContentCall)
    /// Read the test users file again: it may have been written since the composer started
    /// (`push-composer users add` in another shell). A missing file is no users.
    /// Unless `always`, only when the file changed since `unless` (nil: it was not there).
    case loadTestUsers(path: String, unless: FileStamp?, always: Bool)
    /// Read the push's translations file, and the config's `[[locales]]` with it, when the file
    /// changed since `unless` (nil: it was not there).
    case loadTranslations(path: String, config: String, unless: FileStamp?)
    /// Read the config again (the Send dialog opened) if it changed since `stamp`: it may have
    /// been edited meanwhile.
    case loadConfig(path: String, unless: FileStamp?)
    /// Read the config as `profile` (nil: the top level) sees it: the Send dialog's P.
    case loadProfile(path: String, profile: String?)
    /// Read the send history for the latest sends of `file` (the Send dialog lists them).
    case loadRecentSends(file: String)
    /// Read the body a history line kept, to send it again.
    case readSentBody(RecentSend)
    /// Write a recipient typed into the Send dialog to the config, keeping the rest of the file.
    case saveRecipient(RecipientSave)
    /// Write a user typed in the preview-as picker to the users file (`[NAME] key=value …`).
    case saveTestUser(path: String, name: String, typed: String)
    /// Stop the process as ^Z does in a shell; the composer redraws when it is resumed.
    case suspend
    /// Leave the composer.
    case quit
}

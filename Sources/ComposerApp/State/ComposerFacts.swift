import PushCore
import BrazeLiquid
import PushMedia
import PushPersonalization
import TerminalKit
import PushPreview
import TextFormats

/// Everything the screens read about the push, derived once per change of what it comes from, so
/// that drawing a frame only reads: no frame builds a document, checks it, compiles it or lays out
/// its text. Each part keeps the key it was derived from, so asking again without a change is free.
public struct ComposerFacts: Sendable {
    /// The draft checked: its document, diagnostics and bytes.
    public internal(set) var analysis: PushAnalysis
    /// The request body the draft is saved as (the document's envelope).
    public internal(set) var requestBody: JSONObject
    /// Whether the draft holds Liquid: only then are its fields looked at for colouring.
    var draftHasLiquid = false
    /// The current screen's diagnostics, by the field that shows them.
    var fieldDiagnostics: [FieldID: [Diagnostic]] = [:]
    /// The screens whose tab carries an error mark.
    var screensWithErrors: Set<Screen> = []
    /// The push the preview shows: as the chosen user receives it, else as written.
    public internal(set) var shownDocument: PushDocument
    /// The preview's form compiled from the shown push, while the preview is on screen.
    var compiled: Compiled = .text("")
    /// Whether the compiled form holds Liquid: only then is the pane looked at for colouring.
    var compiledHasLiquid = false
    /// The card's content, and its text laid out in points for the phone and the card's state,
    /// while the preview is on screen.
    var card: CardContent
    var cardLayout: NotificationLayout
    /// A device payload's `aps.alert.subtitle`, which the card shows (`apple_push` has none).
    var cardSubtitle: String?
    /// The picture the card shows, as it is to be drawn: once per picture, card width and
    /// palette, never per frame, and by the runtime (`AppState.drawnPicture`).
    var picture: PictureRequest?

    /// A compiled form: JSON to colour, or text (curl, headers) to wrap.
    enum Compiled: Sendable {
        case json(JSONValue)
        case text(String)
    }

    /// The attributes templates may read as the test users, for `liquid.unknown-attribute`.
    var attributeCatalog = AttributeCatalog.standard

    /// What each part was derived from: the inputs themselves, compared as values (an array or
    /// a string not changed since compares at once, by its storage).
    struct AnalysisKey: Equatable, Sendable {
        let draft: ComposerDraft, minute: Int64?, phone: PhoneSize, attributes: AttributeCatalog, form: FileForm
    }
    struct FieldsKey: Equatable { let analysis: AnalysisKey, screen: Screen, media: MediaReport? }
    /// `rendering`: the id of the rendering shown, nil for the push as written.
    struct ShownKey: Equatable { let analysis: AnalysisKey, rendering: Int? }
    struct PreviewKey: Equatable {
        let shown: ShownKey, form: PreviewForm, bundleID: String?, card: CardState, appName: String, subtitle: String?, phone: PhoneSize,
            categories: [AppCategory]
    }
    var usersKey: TestUsers?
    var analysisKey: AnalysisKey?
    var fieldsKey: FieldsKey?
    var shownKey: ShownKey?
    var previewKey: PreviewKey?

    /// Facts for a first analysis; the state derives the rest before anything reads them.
    init(analysis: PushAnalysis, requestBody: JSONObject) {
        self.analysis = analysis
        self.requestBody = requestBody
        self.shownDocument = analysis.document
        let options = CardOptions()
        self.card = CardContent(push: analysis.document.push, options: options)
        self.cardLayout = LockScreenCard.layout(of: card, options: options, subtitle: nil)
    }
}

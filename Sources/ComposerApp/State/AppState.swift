import Foundation
import BrazeLiquid
import PushCore
import PushMedia
import PushPersonalization
import PushSending
import SafeFiles
import PushPreview
import TerminalKit

/// The composer's whole state: a value that `update` changes and `view` draws.
public struct AppState: Sendable {
    /// The push as a document: the draft, undo, and how it stands against its file and drafts.
    public var document: ComposerDocument
    /// The push being composed: changed only through `changeDraft`.
    public var draft: ComposerDraft { document.draft }
    /// The draft's number, for answers that come later (save, autosave, reload).
    public var revision: Int { document.revision }
    /// The file being edited, if any.
    public var filePath: String? {
        get { document.filePath }
        set { document.filePath = newValue }
    }
    /// The form the file is written in: the one it was read in.
    public var fileForm: FileForm {
        get { document.fileForm }
        set { document.fileForm = newValue }
    }
    /// When the draft last changed.
    public var lastEditAt: Double {
        get { document.lastEditAt }
        set { document.lastEditAt = newValue }
    }
    /// Seconds of idle time after an edit before the draft is autosaved.
    public static let autosaveDelay = ComposerDocument.autosaveDelay
    /// The longest an edit waits for its autosave while typing goes on without a pause.
    public static let autosaveMaximumDelay = ComposerDocument.autosaveMaximumDelay
    /// Seconds before a failed autosave is tried again.
    public static let autosaveRetryDelay = ComposerDocument.autosaveRetryDelay

    /// Set when JSON edited outside was taken: its errors are said once it is checked.
    var reportsEditedDraft = false
    /// The screens the file's form shows, in tab order.
    public var screens: [Screen] { Screen.tabs(devicePayload: fileForm.isDevicePayload) }
    /// The signal that ended the composer (SIGHUP, SIGTERM, SIGINT), for its exit status.
    public var stopSignal: Int32?
    /// The focused field and its text while it is edited.
    public var editing = FieldEditing()
    /// The current screen.
    public var screen: Screen {
        get { editing.screen }
        set { editing.screen = newValue }
    }
    /// Which field of the screen has focus.
    public var focusIndex: Int {
        get { editing.focusIndex }
        set { editing.focusIndex = newValue }
    }
    /// The text of the focused field while it is edited.
    public var editor: FieldEditor? {
        _read { yield editing.editor }
        _modify { yield &editing.editor }
    }
    /// Whether the focused number is selected, so that typing replaces it instead of adding to it.
    public var replacesOnType: Bool {
        get { editing.replacesOnType }
        set { editing.replacesOnType = newValue }
    }
    /// Text that does not parse yet, with why; the draft keeps its last valid value meanwhile.
    public var pending: [FieldID: (text: String, reason: String)] {
        _read { yield editing.pending }
        _modify { yield &editing.pending }
    }
    /// A held Esc and keys held while the terminal is too small.
    public var held = HeldKeys()
    /// The preview pane: the card's state, the phone, the form under it, its scroll.
    public var pane = PreviewPane()
    /// The card state shown in the preview.
    public var cardState: CardState {
        get { pane.card }
        set { pane.card = newValue }
    }
    /// The phone the card is laid out for, and the cut title and body are reported for.
    public var phone: PhoneSize {
        get { pane.phone }
        set { pane.phone = newValue }
    }
    /// The form shown under the card.
    public var previewForm: PreviewForm {
        get { pane.form }
        set { pane.form = newValue }
    }
    /// On narrow terminals: whether the preview replaces the form.
    public var showsPreview: Bool {
        get { pane.replacesForm }
        set { pane.replacesForm = newValue }
    }
    /// How far the preview is scrolled.
    public var previewScroll: Int {
        get { pane.scroll }
        set { pane.scroll = newValue }
    }
    /// The overlay, if one is open; another one opens scrolled to the top. The Send dialog on the
    /// Braze route lists what each test user gets, so opening it asks for a rendering.
    public var overlay: Overlay?
    /// The overlay as the last `settle` saw it, to tell a new one.
    private var settledOverlay: Overlay?
    /// How far a long overlay (help, the byte breakdown) is scrolled.
    public var overlayScroll = 0
    /// The status line's message.
    public var status: StatusMessage?
    /// The terminal's size.
    public var size: Size
    /// Where everything goes at this size, for this phone's card.
    public var layout: ComposerLayout { ComposerLayout(size: size, showsPreview: showsPreview, phone: phone) }
    /// The latest time seen, from `Msg.tick`.
    public var clock: Double = 0
    /// Everything the screens read about the push, derived once per change.
    public internal(set) var facts: ComposerFacts
    /// The analysis of the current revision: diagnostics and bytes.
    public var analysis: PushAnalysis { facts.analysis }
    /// The app, its categories and the config's sending tables (`AppSettings`).
    public var settings = AppSettings()
    /// The app name the preview uses.
    public var appName: String {
        get { settings.appName }
        set { settings.appName = newValue }
    }
    /// The bundle id for the simulator file and headers.
    public var bundleID: String? {
        get { settings.bundleID }
        set { settings.bundleID = newValue }
    }
    /// The app's own categories from the config, which name their buttons in the form and card.
    public var categories: [AppCategory] {
        _read { yield settings.categories }
        _modify { yield &settings.categories }
    }
    /// The config's sending tables.
    public var sendSettings: SendSettings {
        _read { yield settings.sendSettings }
        _modify { yield &settings.sendSettings }
    }
    /// The config file's path, named when a table is missing.
    public var configFile: String {
        get { settings.configFile }
        set { settings.configFile = newValue }
    }
    /// The config file as it was when `sendSettings` were read from it.
    public var configStamp: FileStamp? {
        get { settings.configStamp }
        set { settings.configStamp = newValue }
    }
    /// The user's home folder, for `~/` in typed paths; set by the launcher so update stays pure.
    public var homeDirectory: String?
    /// The current time in UNIX seconds and the local UTC offset, for expiry shorthands.
    /// It comes with every tick, so that after midnight "tomorrow" is the right day.
    /// Whether an expiry is past changes with it: the push is checked again when the minute turns.
    public var wallClock: WallClock?
    /// Files saved as they are although their request names no audience: not asked again this session.
    var savedWithoutAudience: Set<String> = []
    /// Set when quitting waits for a save to succeed.
    public var quitAfterSave = false
    /// Set when the user chose to quit.
    public var isQuitting = false
    /// The sends: the one under way, the last one, the dialog as left, the file's latest sends.
    public internal(set) var sends = SendSession()
    /// The send under way, if any.
    public var sending: SendProgress? { sends.progress }
    /// Whom the push is previewed for: the test users and the push's translations.
    public var audience = TestAudience()
    /// The config's profile in use (`[profiles.NAME]`), named in the title bar and each send.
    public var profile: String?
    /// Every profile the config defines, for the Send dialog's P.
    public var profiles: [String] = []
    /// The test users a push can be previewed as.
    public var testUsers: TestUsers {
        get { audience.users }
        set { audience.users = newValue }
    }
    /// The test users file, by its full path, as the launcher resolved it.
    public var usersFile: String {
        get { audience.file }
        set { audience.file = newValue }
    }
    /// The push's translations, with the config's locales.
    public var translations: Translations? { audience.translations }
    /// The push as test users get it: the user chosen, the renderings, the every-user table.
    public internal(set) var userPreview = UserPreview()
    /// The test user the preview shows the push as, by index; nil shows it as written.
    public var previewUser: Int? {
        get { userPreview.user }
        set { userPreview.user = newValue }
    }
    /// Whether the preview pane shows every test user × phone instead of the compiled form.
    public var showsAllUsers: Bool {
        get { userPreview.showsAllUsers }
        set { userPreview.showsAllUsers = newValue }
    }
    /// The push as `previewUser` receives it, when one is chosen and its rendering has come.
    public var personalized: Personalization? { userPreview.shown }
    /// The analysis of that push, for the gauge and the byte table.
    public var personalizedAnalysis: PushAnalysis? { userPreview.shownAnalysis }
    /// Since when the rendering shown is out of date (nil: it is current), for the "rendering…" mark.
    public var personalizingSince: Double? { userPreview.since }
    /// The attributes templates may read as the test users, for `liquid.unknown-attribute`.
    public var attributeCatalog: AttributeCatalog { facts.attributeCatalog }
    /// The card's picture: how this terminal shows one, and the one drawn.
    public var picture = CardPicture()
    /// The rich media checks: when they run, and what each URL's fetch found.
    public var media = MediaChecking()

    /// Starts with a draft; `setUp` sets what else the composer starts with (the clock, the
    /// phone, the test users, the file's form) before anything is derived from it, so the
    /// push is checked once at start-up rather than once for each of them.
    public init(draft: ComposerDraft, filePath: String? = nil, size: Size, appName: String = "APP", bundleID: String? = nil,
                setUp: (inout AppState) -> Void = { _ in }) {
        self.document = ComposerDocument(draft: draft, filePath: filePath)
        self.size = size
        self.settings = AppSettings(appName: appName, bundleID: bundleID)
        // Facts of an empty push stand in until the first derivation, just below.
        let empty = ComposerDraft()
        let body = empty.requestBody
        self.facts = ComposerFacts(analysis: PushAnalysis(empty.document(requestBody: body)), requestBody: body)
        setUp(&self)
        settle()
        beginEditing()
        // A file just opened shows its first field from the start when it is wider than its
        // place: a long title reads from its first word, not scrolled to its end (End or ^E goes
        // there). A short one keeps the cursor at its end, where typing adds to it. "Wider" is
        // at 80 columns: the size is not known yet when a file opens.
        if case .line(var line) = editor, DisplayWidth.of(line.text) >= 80 - FormLayout.valueOffset(forFormWidth: 80) - 1 {
            line.moveToStart()
            editor = .line(line)
        }
    }

    /// Changes the draft through `body`, the change named `label` for undo ("removing a button").
    @discardableResult
    mutating func changeDraft<T>(_ label: String, _ body: (inout ComposerDraft) -> T) -> T {
        changeDraft(.other(label), body)
    }

    /// Changes the draft through `body`; when it changed, keeps the draft before for undo (as
    /// `change`, which groups typing into words) and takes it as the next revision. A draft
    /// from anywhere (undo, a reload, the editor) names the config's categories.
    @discardableResult
    mutating func changeDraft<T>(_ change: UndoHistory.Change, recordsUndo: Bool = true, _ body: (inout ComposerDraft) -> T) -> T {
        let (result, before) = document.change(at: clock, categories: categories, body)
        if recordsUndo, let before { recordUndo(before, change) }
        return result
    }

    /// Replaces the whole draft (a recovered draft, JSON edited outside) and restarts editing;
    /// `undoAs` names the change for undo ("the reload from disk"); undo and redo themselves
    /// record nothing.
    public mutating func replaceDraft(_ newDraft: ComposerDraft, undoAs label: String = "a change", recordsUndo: Bool = true) {
        changeDraft(.other(label), recordsUndo: recordsUndo) { $0 = newDraft }
        pending = [:]
        focusIndex = min(focusIndex, max(0, fields.count - 1))
        beginEditing()
    }

    /// Whether the draft differs from what the file holds: compared when asked, never counted.
    public var isDirty: Bool { document.isDirty }

    /// Whether the draft differs from what the newest draft file holds.
    public var needsAutosave: Bool { document.needsAutosave }

    /// The fields of the current screen, as the draft makes them.
    public var fields: [FieldID] { draft.fields(on: screen) }

    /// The focused field.
    public var focusedField: FieldID? { fields[safe: focusIndex] }

    /// Brings everything derived from the state up to date: the screen the file's form shows,
    /// the overlay's scroll, the facts the screens read, and the rendering for test users that is
    /// due. The one place anything is derived; `update` ends with it, and so does set-up.
    public mutating func settle() {
        document.name(categories)
        // The audience's place is the push type's in a device payload, and back.
        screen = screen.shown(devicePayload: fileForm.isDevicePayload)
        if overlay != settledOverlay {
            overlayScroll = 0
            settledOverlay = overlay
        }
        deriveFacts()
        personalize()
        // A rendering dropped or shown as written changes what the preview shows.
        deriveFacts()
    }

    /// Asks for the draft to be rendered for the chosen test user (and the Send dialog's users)
    /// whenever what they would get may have changed. The rendering itself runs off the key loop
    /// (see `PersonalizeRequest`); until it answers, the preview shows the last one. A push
    /// without Liquid is what every user gets, at no cost, here.
    mutating func personalize() {
        let user = previewUser.flatMap { testUsers.users[safe: $0] }
        let recipients = sendDialogRecipients
        let table = showsAllUsers && !testUsers.users.isEmpty
        let key = PersonalizeKey(analysis: facts.analysisKey, previewUser: previewUser, recipients: recipients.map(\.name),
                                 users: testUsers, translations: audience.translationsStamp, table: table, live: userPreview.live.key)
        var inputs = UserPreview.Inputs(key: key, analysis: analysis, hasLiquid: facts.draftHasLiquid, user: user,
                                        recipients: recipients, tableUsers: table ? testUsers.users : [],
                                        translations: translations, wallClock: wallClock, phone: phone)
        inputs.workspace = audience.workspace
        inputs.fetchedContent = userPreview.live.fetched(previewUser: user?.name)
        userPreview.want(inputs, at: clock)
    }

    /// The Braze test users of the config the users file knows, while the Send dialog shows them.
    var sendDialogRecipients: [TestUsers.User] {
        guard case .send(let dialog)? = overlay, dialog.route == .braze, dialog.question == nil else { return [] }
        return dialog.rows(settings: sendSettings).compactMap { testUsers.user(named: $0) }
    }

    /// A rendering answered: shown when it is the newest asked for; a user's outcome that was
    /// waited for is said.
    mutating func personalized(_ result: PersonalizeResult) {
        guard let (user, notSent) = userPreview.take(result) else { return }
        let outcome = notSent.map { ": not sent to \(user): \($0)" } ?? ""
        say("Preview as \(user)\(outcome)", outcome.isEmpty ? .info : .warning, for: 6)
    }

    /// The push the preview shows: as the chosen user receives it, else as written.
    public var shownDocument: PushDocument { facts.shownDocument }

    /// The draft as the Braze request a send through Braze posts, whatever form the file is in.
    public var brazeDocument: PushDocument { draft.document(requestBody: facts.requestBody) }

    /// The budget the gauge shows: of the push as the chosen user receives it, else as written.
    public var shownBudget: ByteBudget { personalizedAnalysis?.budget ?? analysis.budget }

    /// The chosen test user's name.
    public var previewUserName: String? { previewUser.flatMap { testUsers.users.indices.contains($0) ? testUsers.users[$0].name : nil } }

    /// Where a diagnostic is shown: a missing alert belongs to the message field that would fix it.
    func anchor(_ d: Diagnostic) -> String {
        if d.code == AlertRule.required { return "/messages/apple_push/alert/body" }
        // A device payload is analysed as written: its pointers lead back to the push's fields.
        if analysis.document.isSentAsWritten {
            // What the chosen type needs stands under the type's field.
            if PushTypeRule.aboutTheType.contains(d.code) { return FieldID.pushTypePointer }
            // A Live Activity's keys have fields of their own, at their place in the payload.
            if d.path == "/aps", let key = LiveActivityRule.missingKey[d.code] { return key.pointer }
            // Another check's note on them (what Braze's apple_push cannot hold) is the file's, not a field's.
            if let key = LiveActivityKey.allCases.first(where: { d.path == $0.pointer || d.path.hasPrefix($0.pointer + "/") }) {
                return LiveActivityRule.codeSet.contains(d.code) ? key.pointer : "/aps"
            }
            return analysis.document.pointers.pushPointer(for: d.path).map { "/messages/apple_push" + $0 } ?? d.path
        }
        // The form's fields point into messages.apple_push; a Live Activity update keeps its
        // push in notification, the bare messages object in apple_push.
        let place = analysis.document.endpoint?.pushPointer ?? ""
        guard !place.isEmpty, place != "/messages/apple_push", d.path == place || d.path.hasPrefix(place + "/") else { return d.path }
        return "/messages/apple_push" + d.path.dropFirst(place.count)
    }

    /// The diagnostics a field of the current screen shows (the longest matching pointer wins).
    public func diagnostics(for field: FieldID) -> [Diagnostic] { facts.fieldDiagnostics[field] ?? [] }

    /// The field a diagnostic belongs to, on any screen.
    public func field(for diagnostic: Diagnostic) -> FieldID? {
        let path = anchor(diagnostic)
        var best: (FieldID, Int)?
        for screen in Screen.allCases {
            for field in draft.fields(on: screen) {
                guard let pointer = draft.pointer(of: field),
                      path == pointer || path.hasPrefix(pointer + "/") else { continue }
                if best == nil || pointer.count > best!.1 { best = (field, pointer.count) }
            }
        }
        return best?.0
    }

    /// Starts editing the focused field with its current text.
    mutating func beginEditing() {
        replacesOnType = false
        guard let field = focusedField else { editor = nil; return }
        let text = pending[field]?.text ?? draft.text(of: field)
        // A number arrives selected, as a form field does when tabbed into: "5" typed over the
        // default 1 means 5, not 15. An arrow or Home/End keeps it and edits in place.
        replacesOnType = !text.isEmpty && isNumber(field)
        switch field.kind {
        case .text, .integer, .decimal:
            var line = LineEditor(text)
            line.moveToEnd()
            editor = .line(line)
        case .multiline, .lines:
            var area = TextArea(text: text)
            area.isFocused = true
            editor = .area(area)
        default:
            editor = nil
        }
    }

    /// Whether `field` holds a number: the badge, the relevance score, an extra typed as a number.
    func isNumber(_ field: FieldID) -> Bool {
        if field.kind.isNumber { return true }
        guard case .extra(let index, .value) = field, let members = draft.push.extra?.members,
              members.indices.contains(index) else { return false }
        return ExtraType(members[index].value.value) == .number
    }

    /// Shows a message in the status line for `seconds` (4 unless told).
    public mutating func say(_ text: String, _ kind: StatusMessage.Kind = .info, for seconds: Double = 4) {
        status = StatusMessage(text: text, kind: kind, expiresAt: clock + seconds)
    }
}

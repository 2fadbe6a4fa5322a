/// Everything the form knows about one field: its screen, label, kind and hint, where it sits
/// in the saved request, and how its value is read and written. `FieldID.spec` is the one table
/// of these; screens, labels, editing, the view and diagnostics all read it.
struct FieldSpec {
    /// How a field's value is read and written.
    enum Access {
        /// Text: read as shown, written from what was typed (the wall clock turns "in 2h" into a date).
        case text(read: (ComposerDraft) -> String, write: (inout ComposerDraft, String, WallClock?) -> FieldEdit)
        /// An optional yes/no.
        case flag(read: (ComposerDraft) -> Bool?, write: (inout ComposerDraft, Bool?) -> Void)
        /// One of options: the options, the chosen one's index, and choosing.
        case choice(options: (ComposerDraft) -> [String], selected: (ComposerDraft) -> Int, choose: (inout ComposerDraft, Int) -> Void)
        /// A row that adds a list item when activated.
        case addItem
    }

    /// The screen the field is on.
    var screen: Screen
    /// The label in the form.
    var label: String
    /// How the field is edited.
    var kind: FieldKind
    /// Shown under the field while it is focused.
    var hint = ""
    /// Where the field sits in the saved request, for matching diagnostics to it (nil: nowhere
    /// of its own at the moment, as a mode picker whose value field is shown).
    var pointer: (ComposerDraft) -> String?
    /// How the value is read and written.
    var access: Access
    /// The label when it depends on the draft (a default button is named after its text).
    var dynamicLabel: ((ComposerDraft) -> String)?
    /// Whether the field starts a record of a list (a button, an extra), drawn after a blank row.
    var startsRecord = false

    init(_ screen: Screen, _ label: String, _ kind: FieldKind, hint: String = "", pointer: @escaping (ComposerDraft) -> String?,
         _ access: Access, dynamicLabel: ((ComposerDraft) -> String)? = nil, startsRecord: Bool = false) {
        self.screen = screen
        self.label = label
        self.kind = kind
        self.hint = hint
        self.pointer = pointer
        self.access = access
        self.dynamicLabel = dynamicLabel
        self.startsRecord = startsRecord
    }
}

/// The outcome of typing into a field.
public enum FieldEdit: Sendable, Equatable {
    /// The text was taken into the draft.
    case applied
    /// The text was kept in the field but does not parse yet; the draft keeps its last value.
    case pending(String)
    /// The keystroke is refused, with why (the field keeps its previous text).
    case refused(String)
}

/// A reason to ask the user before a file is written: each is asked once, and a save goes
/// ahead only once every one that applies has been answered yes.
public enum SaveCheck: String, Hashable, Sendable, CaseIterable {
    /// A file is at the path, and it is not the one being edited (Save as, Export).
    case replacesOtherFile
    /// The file being edited changed on disk since it was opened or last saved.
    case changedOnDisk
    /// The file is read-only: its owner took away the write permission.
    case readOnly
}

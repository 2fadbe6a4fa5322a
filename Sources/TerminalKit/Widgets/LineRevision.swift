import Synchronization

/// Numbers every version of every line, so a version is known by its id alone.
private let lastRevision = Atomic<UInt64>(0)

/// A version of a line's text: an id no other version has, and the versions it came from,
/// each with how many graphemes at the start are unchanged since it. A layout made for an
/// earlier version is reused up to the first change, so a key typed at the end of a long line
/// lays out only its end.
public struct LineRevision: Sendable {
    /// This version's id.
    public let id: UInt64
    /// Earlier versions, newest first, each with the graphemes at the start unchanged since it.
    let ancestors: [(id: UInt64, unchangedPrefix: Int)]

    /// How many earlier versions are remembered.
    static let memory = 16

    /// A version with no past.
    static func fresh() -> LineRevision {
        LineRevision(id: lastRevision.add(1, ordering: .relaxed).newValue, ancestors: [])
    }

    /// The version after an edit that left the first `editedFrom` graphemes as they were.
    func next(editedFrom: Int) -> LineRevision {
        let older = ancestors.prefix(Self.memory - 1).map { (id: $0.id, unchangedPrefix: min($0.unchangedPrefix, editedFrom)) }
        return LineRevision(id: lastRevision.add(1, ordering: .relaxed).newValue,
                            ancestors: [(id: id, unchangedPrefix: editedFrom)] + older)
    }
}

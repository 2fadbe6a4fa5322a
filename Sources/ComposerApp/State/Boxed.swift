/// A part of the state kept behind one reference and copied only when changed while shared.
///
/// The state is copied into each view that draws it and wherever a method is called on it from
/// the runtime; inline, the large parts made every copy 14 KB and a retain of every string and
/// array they hold. Boxed, a copy retains the box.
@propertyWrapper
public struct Boxed<Value: Sendable>: @unchecked Sendable {
    // Unchecked: the box is changed only while this wrapper holds the one reference to it, so no
    // two holders (nor two threads) ever see it change.
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var storage: Storage

    /// Boxes `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// The value, read in place and copied out of a shared box before it changes.
    public var wrappedValue: Value {
        _read { yield storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }
}

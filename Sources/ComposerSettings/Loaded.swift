/// A setting as loaded: the value to use, where it came from, and what the user should be told.
public struct Loaded<Value: Sendable>: Sendable {
    /// The value to use; a default when the file was missing or broken.
    public var value: Value
    /// The file it was read from, or nil for a built-in default.
    public var source: String?
    /// One line each, ready to show: why a default was used, what was ignored.
    public var notices: [String]

    /// Creates a result.
    public init(_ value: Value, source: String? = nil, notices: [String] = []) {
        self.value = value
        self.source = source
        self.notices = notices
    }
}

extension Loaded: Equatable where Value: Equatable {}

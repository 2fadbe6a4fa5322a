/// A JSON value that keeps key order and the exact text of every number.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number's text exactly as written, so `1.50` stays `1.50`.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// A name for the value's type, as a marketer would read it.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "text"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The object, if this is one.
    public var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONNode]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The boolean, if this is one.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The number's text, if this is a number.
    public var numberText: String? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// Whether any string in this value (keys included) satisfies `predicate`.
    public func containsString(where predicate: (String) -> Bool) -> Bool {
        switch self {
        case .string(let s): return predicate(s)
        case .array(let items): return items.contains { $0.value.containsString(where: predicate) }
        case .object(let o):
            return o.members.contains { predicate($0.key) || $0.value.value.containsString(where: predicate) }
        default: return false
        }
    }
}

/// A JSON value together with where it was read, when it came from a file.
public struct JSONNode: Sendable, Equatable {
    /// The value.
    public var value: JSONValue
    /// Where the value starts in its source, or nil when it was built in memory.
    public var location: SourceLocation?

    /// Wraps a value, optionally with its source location.
    public init(_ value: JSONValue, at location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }

    /// Two nodes are equal when their values are: where they came from does not matter.
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool { lhs.value == rhs.value }
}

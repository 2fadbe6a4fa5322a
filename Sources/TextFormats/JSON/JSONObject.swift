/// One key and its value inside a JSON object, with where the key was read.
public struct JSONMember: Sendable, Equatable {
    /// The key.
    public var key: String
    /// Where the key's opening quote stands, when read from a file.
    public var keyLocation: SourceLocation?
    /// The value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation? = nil, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    /// Members are equal when key and value are; locations do not count.
    public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }
}

/// A JSON object that keeps its members in the order they were written.
public struct JSONObject: Sendable, Equatable {
    /// The members, in source order; keys are unique.
    public var members: [JSONMember]

    /// Creates an object from members, which must have unique keys.
    public init(_ members: [JSONMember] = []) {
        self.members = members
    }

    /// Creates an object from key/value pairs built in memory.
    public init(pairs: KeyValuePairs<String, JSONValue>) {
        self.members = pairs.map { JSONMember(key: $0.key, value: JSONNode($0.value)) }
    }

    /// The member with this key.
    public func member(_ key: String) -> JSONMember? {
        // Decoding asks for every known key of every object: compared in place, nothing copied.
        for index in members.indices where members[index].key == key { return members[index] }
        return nil
    }

    /// The value of the member with this key; setting nil removes it, setting a new key appends.
    public subscript(key: String) -> JSONValue? {
        get { member(key)?.value.value }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = JSONNode(newValue) } else { members.remove(at: index) }
            } else if let newValue {
                members.append(JSONMember(key: key, value: JSONNode(newValue)))
            }
        }
    }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }
}

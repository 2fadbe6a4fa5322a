import TextFormats

/// Reads typed fields out of JSON objects, recording a `ReadIssue` for each value of the wrong type.
struct FieldDecoder {
    var issues: [ReadIssue] = []

    private mutating func mismatch(_ pointer: String, _ expected: String, _ node: JSONNode) {
        issues.append(.wrongType(pointer: pointer, expected: expected, found: node.value.typeName))
    }

    /// The member `key` read as a `T`: nil when it is absent, and nil with a type diagnostic
    /// (the member's pointer, what it should have been) when it holds something else.
    private mutating func typed<T>(_ object: JSONObject, _ key: String, at base: String, expected: String,
                                   _ read: (JSONValue) -> T?) -> T? {
        guard let node = object.member(key)?.value else { return nil }
        guard let value = read(node.value) else {
            mismatch(JSONPointer.appending(base, key), expected, node)
            return nil
        }
        return value
    }

    mutating func string(_ object: JSONObject, _ key: String, at base: String) -> String? {
        typed(object, key, at: base, expected: "text") { $0.stringValue }
    }

    mutating func bool(_ object: JSONObject, _ key: String, at base: String) -> Bool? {
        typed(object, key, at: base, expected: "true or false") { $0.boolValue }
    }

    mutating func number(_ object: JSONObject, _ key: String, at base: String) -> NumberText? {
        typed(object, key, at: base, expected: "a number") { $0.numberText.map(NumberText.init) }
    }

    /// A whole number; `2.0`, `1e3` and numbers beyond 64 bits are refused.
    mutating func int(_ object: JSONObject, _ key: String, at base: String) -> Int? {
        typed(object, key, at: base, expected: "a whole number") { $0.numberText.flatMap { Int($0) } }
    }

    mutating func object(_ object: JSONObject, _ key: String, at base: String) -> JSONObject? {
        typed(object, key, at: base, expected: "an object") { $0.objectValue }
    }

    mutating func array(_ object: JSONObject, _ key: String, at base: String) -> [JSONNode]? {
        typed(object, key, at: base, expected: "a list") { $0.arrayValue }
    }

    /// A list of strings; elements of another type are reported and skipped.
    mutating func strings(_ object: JSONObject, _ key: String, at base: String) -> [String]? {
        guard let items = array(object, key, at: base) else { return nil }
        let pointer = JSONPointer.appending(base, key)
        var out: [String] = []
        for (i, item) in items.enumerated() {
            if let s = item.value.stringValue { out.append(s) } else {
                mismatch(JSONPointer.appending(pointer, i), "text", item)
            }
        }
        return out
    }

    /// Members whose keys are not in `known`, each reported; they are returned to be kept.
    mutating func unknownMembers(_ object: JSONObject, known: [String], at base: String) -> [JSONMember] {
        let unknown = object.members.filter { !known.contains($0.key) }
        for member in unknown {
            issues.append(.unknownKey(pointer: JSONPointer.appending(base, member.key), key: member.key, known: known))
        }
        return unknown
    }
}

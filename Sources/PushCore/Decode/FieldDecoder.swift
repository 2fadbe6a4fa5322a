import TextFormats

/// Reads typed fields out of JSON objects, recording a `ReadIssue` for each value of the wrong type.
struct FieldDecoder {
    var issues: [ReadIssue] = []

    private mutating func mismatch(_ pointer: String, _ expected: String, _ node: JSONNode) {
        issues.append(.wrongType(pointer: pointer, expected: expected, found: node.value.typeName))
    }

    mutating func string(_ object: JSONObject, _ key: String, at base: String) -> String? {
        guard let node = object.member(key)?.value else { return nil }
        guard let s = node.value.stringValue else {
            mismatch(JSONPointer.appending(base, key), "text", node)
            return nil
        }
        return s
    }

    mutating func bool(_ object: JSONObject, _ key: String, at base: String) -> Bool? {
        guard let node = object.member(key)?.value else { return nil }
        guard let b = node.value.boolValue else {
            mismatch(JSONPointer.appending(base, key), "true or false", node)
            return nil
        }
        return b
    }

    mutating func number(_ object: JSONObject, _ key: String, at base: String) -> NumberText? {
        guard let node = object.member(key)?.value else { return nil }
        guard let n = node.value.numberText else {
            mismatch(JSONPointer.appending(base, key), "a number", node)
            return nil
        }
        return NumberText(n)
    }

    /// A whole number; `2.0`, `1e3` and numbers beyond 64 bits are refused.
    mutating func int(_ object: JSONObject, _ key: String, at base: String) -> Int? {
        guard let node = object.member(key)?.value else { return nil }
        guard let text = node.value.numberText, let n = Int(text) else {
            mismatch(JSONPointer.appending(base, key), "a whole number", node)
            return nil
        }
        return n
    }

    mutating func object(_ object: JSONObject, _ key: String, at base: String) -> JSONObject? {
        guard let node = object.member(key)?.value else { return nil }
        guard let o = node.value.objectValue else {
            mismatch(JSONPointer.appending(base, key), "an object", node)
            return nil
        }
        return o
    }

    mutating func array(_ object: JSONObject, _ key: String, at base: String) -> [JSONNode]? {
        guard let node = object.member(key)?.value else { return nil }
        guard let a = node.value.arrayValue else {
            mismatch(JSONPointer.appending(base, key), "a list", node)
            return nil
        }
        return a
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

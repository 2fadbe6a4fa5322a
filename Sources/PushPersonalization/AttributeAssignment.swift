import TextFormats

/// One `--set PATH=VALUE` of `users add`: a dotted path into a user's attributes
/// (`custom_attribute.tier`) and the value to put there.
public struct AttributeAssignment: Sendable, Equatable {
    /// The keys from the user down, e.g. `["custom_attribute", "tier"]`.
    public var path: [String]
    /// The value: JSON when the text is a JSON value (`120`, `true`, `null`, `["a"]`, `"007"`),
    /// else the text itself, so `language=pt` needs no quotes and `zip="02134"` stays text.
    public var value: JSONValue

    /// Creates an assignment.
    public init(path: [String], value: JSONValue) {
        self.path = path
        self.value = value
    }

    /// Reads `PATH=VALUE`; a mistake is one line saying what to write instead.
    public init(parsing text: String) throws(TestUsersError) {
        guard let equals = text.firstIndex(of: "=") else {
            throw TestUsersError("--set \(text): write PATH=VALUE, such as first_name=Ana or custom_attribute.tier=gold")
        }
        let pathText = String(text[..<equals])
        let path = pathText.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !pathText.isEmpty, !path.contains(where: \.isEmpty) else {
            throw TestUsersError("--set \(text): the path before '=' is attribute names joined by dots, such as custom_attribute.tier")
        }
        // The file holds the user's object and their attributes' under its own: a deeper path
        // would be written in a form the reader refuses.
        let deepest = JSONReader.defaultMaxDepth - 2
        guard path.count <= deepest else {
            throw TestUsersError("--set: the path has \(path.count) names; a users file holds attributes at most \(deepest) deep")
        }
        let valueText = String(text[text.index(after: equals)...])
        self.path = path
        self.value = (try? JSONReader().read(valueText))?.value ?? .string(valueText)
    }
}

extension AttributeAssignment {
    /// Assignments typed on one line, `first_name=Mary Ann language=ja`: a word without `=` goes
    /// on with the value before it.
    public static func list(_ typed: String) throws(TestUsersError) -> [AttributeAssignment] {
        var texts: [String] = []
        for word in typed.split(separator: " ") {
            if word.contains("=") || texts.isEmpty { texts.append(String(word)) } else { texts[texts.count - 1] += " " + word }
        }
        var out: [AttributeAssignment] = []
        for text in texts { out.append(try AttributeAssignment(parsing: text)) }
        return out
    }
}

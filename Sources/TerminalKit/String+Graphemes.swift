extension String {
    /// The graphemes joined into one string, built in one allocation.
    ///
    /// `String(characters)` appends one `Character` at a time; editors rebuild their whole text
    /// on every keystroke, so this copies each grapheme's UTF-8 bytes straight into place.
    init(joining characters: some Collection<Character>) {
        var count = 0
        for character in characters { count += character.utf8.count }
        guard count > 0 else { self = ""; return }
        self = String(unsafeUninitializedCapacity: count) { bytes in
            var index = 0
            for character in characters {
                for byte in character.utf8 {
                    bytes[index] = byte
                    index += 1
                }
            }
            return index
        }
    }
}

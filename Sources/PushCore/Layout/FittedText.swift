/// Text laid out into at most a given number of lines, as iOS shows it, and what was cut.
public struct FittedText: Sendable, Equatable {
    /// The lines shown; the last ends with "…" when text was cut.
    public var lines: [String]
    /// How many characters (grapheme clusters) the text has.
    public var totalCharacters: Int
    /// How many characters are shown before the cut; spaces at a wrap count as shown.
    public var shownCharacters: Int

    /// Whether some of the text is not shown.
    public var isCut: Bool { shownCharacters < totalCharacters }
    /// How many characters are not shown.
    public var lostCharacters: Int { totalCharacters - shownCharacters }
}

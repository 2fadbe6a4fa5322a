import TerminalKit
import TextFormats

/// Reads and writes the style strings of theme files: "bold cyan on default", "reverse", "#5f87ff".
///
/// A style is words in any order: attributes (`bold`, `dim`, `reverse`, `underline`), at most one
/// foreground colour, and `on` followed by a background colour. `plain` alone is the terminal's own
/// look. Colours are `default`, the eight ANSI names and their `bright-` forms (`gray` is
/// `bright-black`), `color(N)` for the 256-colour palette, and `#rrggbb`, which becomes the nearest
/// palette entry. `fg=…` and `bg=…`, as snapshot files print styles, are read too.
public enum StyleSpec {
    /// The attribute words, in the order `describe` writes them.
    public static let attributeNames: [(name: String, attribute: Style.Attributes)] = [
        ("bold", .bold), ("dim", .dim), ("reverse", .reverse), ("underline", .underline),
    ]

    private static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Every plain word a style may contain, for suggestions.
    static var knownWords: [String] {
        ["plain", "on", "default", "gray", "grey"] + attributeNames.map(\.name) + ansiNames + ansiNames.map { "bright-" + $0 }
    }

    /// Parses a style string; the error says which word is wrong and suggests the nearest known one.
    public static func parse(_ text: String) throws(StyleSpecError) -> Style {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else {
            throw StyleSpecError("the style is empty; write \"plain\" for the terminal's own colours")
        }
        if words == ["plain"] { return .plain }
        var style = Style.plain
        var foreground: String?, background: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if let attribute = attributeNames.first(where: { $0.name == word })?.attribute {
                style.attributes.formUnion(attribute)
            } else if word == "on" || word.hasPrefix("bg=") {
                let colorWord: String
                if word == "on" {
                    guard index < words.count else { throw StyleSpecError("\"on\" must be followed by a background colour") }
                    colorWord = words[index]
                    index += 1
                } else {
                    colorWord = String(word.dropFirst(3))
                }
                if let background { throw StyleSpecError("two background colours, \"\(background)\" and \"\(colorWord)\"") }
                style.background = try color(colorWord, allowingBareNumber: word != "on")
                background = colorWord
            } else if word == "plain" {
                throw StyleSpecError("\"plain\" means no style at all; leave it out when naming colours or attributes")
            } else {
                let colorWord = word.hasPrefix("fg=") ? String(word.dropFirst(3)) : word
                let color = try color(colorWord, allowingBareNumber: word.hasPrefix("fg="))
                if let foreground {
                    throw StyleSpecError("two foreground colours, \"\(foreground)\" and \"\(colorWord)\"; write \"\(foreground) on \(colorWord)\" for a background")
                }
                style.foreground = color
                foreground = colorWord
            }
        }
        return style
    }

    /// Writes a style the way theme files spell it, e.g. "bold black on cyan"; `parse` reads it back.
    public static func describe(_ style: Style) -> String {
        var words = attributeNames.filter { style.attributes.contains($0.attribute) }.map(\.name)
        if style.foreground != .default || (style.background != .default && words.isEmpty) {
            words.append(name(style.foreground))
        }
        if style.background != .default { words += ["on", name(style.background)] }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }

    /// The theme-file name of a colour: "default", "bright-blue", "color(75)".
    public static func name(_ color: Color) -> String {
        switch color {
        case .default: "default"
        case .ansi(let value): (value >= 8 ? "bright-" : "") + ansiNames[Int(value & 7)]
        case .indexed(let value): "color(\(value))"
        // Themes name no 24-bit colours; a picture's cells are never written to a theme.
        case .rgb: "color(\(color.paletteIndex(colorCount: 256) ?? 0))"
        }
    }

    /// Reads one colour word; a bare number is only a colour after `fg=` or `bg=`.
    static func color(_ word: String, allowingBareNumber: Bool = false) throws(StyleSpecError) -> Color {
        if word == "default" { return .default }
        if word == "gray" || word == "grey" { return .gray }
        if let index = ansiNames.firstIndex(of: word) { return .ansi(UInt8(index)) }
        if word.hasPrefix("bright-"), let index = ansiNames.firstIndex(of: String(word.dropFirst(7))) {
            return .ansi(UInt8(index + 8))
        }
        if word.hasPrefix("#") { return try hexColor(word) }
        var number = Substring(word)
        for prefix in ["color(", "colour("] where word.hasPrefix(prefix) {
            guard word.hasSuffix(")") else { throw StyleSpecError("\"\(word)\" is missing its closing parenthesis") }
            number = word.dropFirst(prefix.count).dropLast()
        }
        if number != Substring(word) || allowingBareNumber {
            guard !number.isEmpty, number.count <= 3, number.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let value = Int(number), value <= 255 else {
                throw StyleSpecError("\"\(word)\": a palette colour is a number from 0 to 255, as in color(75)")
            }
            return .indexed(UInt8(value))
        }
        if word.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw StyleSpecError("\"\(word)\" alone is not a colour; write color(\(word)) for a palette colour")
        }
        if let suggestion = NameSuggester.suggest(word, among: knownWords) {
            throw StyleSpecError("unknown colour or attribute \"\(word)\"; did you mean \"\(suggestion)\"?")
        }
        throw StyleSpecError("unknown colour or attribute \"\(word)\"; use a colour name such as cyan or bright-blue, color(N) or #rrggbb, or bold, dim, reverse, underline")
    }

    /// `#rrggbb` as the nearest entry of the 256-colour palette (terminals differ on the first 16).
    static func hexColor(_ word: String) throws(StyleSpecError) -> Color {
        let digits = word.dropFirst()
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else {
            throw StyleSpecError("\"\(word)\" is not a colour; write six hexadecimal digits, as in #5f87ff")
        }
        return .indexed(nearestPaletteIndex(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF))
    }

    /// The xterm 256-palette entry (16–255: colour cube or grey ramp) closest to an RGB colour.
    static func nearestPaletteIndex(red: Int, green: Int, blue: Int) -> UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: Int) -> Int {
            levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
        }
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
            (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let cubeDistance = distance(levels[r], levels[g], levels[b])
        let grey = min(23, max(0, ((red + green + blue) / 3 - 3) / 10))
        let greyLevel = 8 + 10 * grey
        let greyDistance = distance(greyLevel, greyLevel, greyLevel)
        return UInt8(greyDistance < cubeDistance ? 232 + grey : cubeIndex)
    }
}

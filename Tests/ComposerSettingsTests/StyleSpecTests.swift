import Testing
import TerminalKit
@testable import ComposerSettings
@testable import TerminalThemes

@Suite("Style strings")
struct StyleSpecTests {
    @Test("The forms theme files use", arguments: [
        ("bold cyan on default", Style().fg(.cyan).bold),
        ("dim", Style().dim),
        ("reverse", Style().reversed),
        ("plain", Style.plain),
        ("bright-blue", Style().fg(.ansi(12))),
        ("#5f87ff", Style().fg(.indexed(69))),
        ("color(75)", Style().fg(.indexed(75))),
        ("colour(0)", Style().fg(.indexed(0))),
        ("underline on color(237)", Style().bg(.indexed(237)).underlined),
        ("on blue", Style().bg(.blue)),
        ("Bold  BLACK\ton Cyan", Style().fg(.black).bg(.cyan).bold),
        ("gray", Style().fg(.gray)),
        ("grey on default", Style().fg(.gray)),
        ("bold reverse fg=red bg=236", Style().fg(.red).bg(.indexed(236)).bold.reversed),
        ("default", Style.plain),
    ])
    func parses(_ text: String, _ expected: Style) throws {
        #expect(try StyleSpec.parse(text) == expected)
    }

    @Test("Describing a style reads back as the same style")
    func roundTrip() throws {
        let styles: [Style] = [
            .plain, Style().bold, Style().fg(.ansi(9)).bg(.indexed(17)).underlined.dim,
            Style().bg(.green), Style().reversed.bg(.red), Style().fg(.indexed(200)),
        ]
        for style in styles {
            #expect(try StyleSpec.parse(StyleSpec.describe(style)) == style, "\(StyleSpec.describe(style))")
        }
        #expect(StyleSpec.describe(Style().fg(.black).bg(.cyan).bold) == "bold black on cyan")
        #expect(StyleSpec.describe(Style().bg(.blue)) == "default on blue")
        #expect(StyleSpec.describe(Style().fg(.ansi(12))) == "bright-blue")
    }

    @Test("Mistakes are explained", arguments: [
        ("", "the style is empty"),
        ("bolt", "did you mean \"bold\""),
        ("bold cyna", "did you mean \"cyan\""),
        ("red blue", "two foreground colours, \"red\" and \"blue\"; write \"red on blue\""),
        ("on", "\"on\" must be followed by a background colour"),
        ("red on blue on green", "two background colours"),
        ("color(256)", "a number from 0 to 255"),
        ("color(75", "missing its closing parenthesis"),
        ("#5f87f", "six hexadecimal digits"),
        ("#+12345", "six hexadecimal digits"),
        ("75", "write color(75)"),
        ("bold plain", "\"plain\" means no style at all"),
        ("sparkly", "use a colour name"),
    ])
    func errors(_ text: String, _ fragment: String) {
        #expect {
            try StyleSpec.parse(text)
        } throws: { error in
            (error as? StyleSpecError)?.message.contains(fragment) == true
        }
    }

    @Test("Hex colours pick the nearest palette entry")
    func nearestPalette() {
        #expect(StyleSpec.nearestPaletteIndex(red: 0, green: 0, blue: 0) == 16)
        #expect(StyleSpec.nearestPaletteIndex(red: 255, green: 255, blue: 255) == 231)
        #expect(StyleSpec.nearestPaletteIndex(red: 0x80, green: 0x80, blue: 0x80) == 244)
        #expect(StyleSpec.nearestPaletteIndex(red: 0xff, green: 0x87, blue: 0x00) == 208)
        #expect(StyleSpec.nearestPaletteIndex(red: 0x12, green: 0x12, blue: 0x12) == 233)
    }
}

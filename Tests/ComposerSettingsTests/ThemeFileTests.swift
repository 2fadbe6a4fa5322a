import FileTestSupport
import Foundation
import PushPreview
import SafeFiles
import Testing
import TerminalKit
@testable import ComposerSettings
@testable import TerminalThemes

private let shippedNames = ["default", "light", "high-contrast", "monochrome"]

private func shipped(_ name: String) throws -> ThemeFile {
    try ThemeFile.load(path: TemporaryFolder.shippedThemes + "/\(name).toml")
}

@Suite("Theme files")
struct ThemeFileTests {
    @Test("Every shipped theme parses and sets every role", arguments: shippedNames)
    func shippedThemeIsComplete(_ name: String) throws {
        let file = try shipped(name)
        #expect(file.name == name)
        #expect(!file.summary.isEmpty)
        #expect(file.missingRoles == [])
        #expect(file.styles.count == ThemeRole.allCases.count)
    }

    @Test("Every shipped theme file starts with a header and comments every role", arguments: shippedNames)
    func shippedThemeIsCommented(_ name: String) throws {
        let text = try String(contentsOfFile: TemporaryFolder.shippedThemes + "/\(name).toml", encoding: .utf8)
        #expect(text.hasPrefix("# PushComposer theme: \(name)\n#\n# "))
        for role in ThemeRole.allCases {
            let line = text.split(separator: "\n").first { $0.hasPrefix(role.key + " = ") }
            #expect(line?.hasSuffix("# " + role.summary) == true, "\(role.key)")
        }
    }

    @Test("The Themes folder holds the four themes the composer documents")
    func shippedSet() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TemporaryFolder.shippedThemes)
        #expect(Set(files.filter { $0.hasSuffix(".toml") }) == Set(shippedNames.map { $0 + ".toml" }))
    }

    @Test("The shipped default theme is known by its hash, so the composer takes it without parsing")
    func shippedDefaultIsKnownByItsHash() throws {
        let bytes = try TextFile.contents(TemporaryFolder.shippedThemes + "/default.toml")
        // When Themes/default.toml changes, Theme.shippedDefaultHash must become this value.
        #expect(FileStamp.hash(bytes) == Theme.shippedDefaultHash, "Theme.shippedDefaultHash is now \(String(FileStamp.hash(bytes), radix: 16))")
        let loaded = ThemeLoader(environment: [:], executablePath: nil).load(TemporaryFolder.shippedThemes + "/default.toml")
        #expect(loaded.value == .default && loaded.notices.isEmpty)
        // Edited, the file is read as written.
        let folder = try TemporaryFolder()
        let edited = folder.path + "/default.toml"
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\nerror = \"bold red\"", with: "\nerror = \"magenta\"  ")
        try text.write(toFile: edited, atomically: true, encoding: .utf8)
        let theme = ThemeLoader(environment: [:], executablePath: nil).load(edited)
        #expect(theme.notices.isEmpty && theme.value[.error] == Style().fg(.magenta))
    }

    @Test("The built-in themes are the shipped default and monochrome files")
    func builtInsMatchFiles() throws {
        #expect(try shipped("default").styles == Theme.default.styles)
        #expect(try shipped("monochrome").styles == Theme.monochrome.styles)
        #expect(try shipped("default").summary == Theme.default.summary)
        #expect(try shipped("monochrome").summary == Theme.monochrome.summary)
    }

    @Test("Monochrome has no colour at all; the others do")
    func monochromeHasNoColour() throws {
        #expect(!Theme.monochrome.usesColor)
        #expect(!(try shipped("monochrome").theme().usesColor))
        for name in ["default", "light", "high-contrast"] {
            #expect(try shipped(name).theme().usesColor, "\(name)")
        }
    }

    @Test("High contrast never dims")
    func highContrastNeverDims() throws {
        let file = try shipped("high-contrast")
        #expect(file.styles.values.allSatisfy { !$0.attributes.contains(.dim) })
    }

    @Test("The shipped themes keep focus, selection and the gauge states distinct", arguments: shippedNames)
    func distinctStates(_ name: String) throws {
        let theme = try shipped(name).theme()
        #expect(theme[.focus] != theme[.text])
        #expect(theme[.selection] != theme[.text])
        #expect(theme[.error] != theme[.warning])
        #expect(Set([theme[.gaugeOK], theme[.gaugeWarn], theme[.gaugeOver]]).count == 3)
        #expect(theme[.tabActive] != theme[.tabInactive])
    }

    @Test("The README lists every role")
    func readmeListsRoles() throws {
        let readme = try String(contentsOfFile: TemporaryFolder.shippedThemes + "/README.md", encoding: .utf8)
        for role in ThemeRole.allCases {
            #expect(readme.contains("| `\(role.key)`"), "\(role.key)")
        }
    }

    @Test("The default theme gives the preview its standard card theme")
    func cardTheme() {
        #expect(Theme.default.cardTheme == CardTheme.standard)
        var theme = Theme.monochrome
        theme[.jsonKey] = Style().fg(.red)
        #expect(theme.cardTheme.jsonKey == Style().fg(.red))
        #expect(theme.cardTheme.critical == Style().reversed.bold)
    }

    @Test("Roles left out come from the built-in default")
    func partialTheme() throws {
        let file = try ThemeFile.parse("[roles]\naccent = \"bold magenta\"\n", file: "/x/mine.toml")
        #expect(file.name == "mine")
        #expect(file.missingRoles.count == ThemeRole.allCases.count - 1)
        let theme = file.theme()
        #expect(theme[.accent] == Style().fg(.magenta).bold)
        #expect(theme[.error] == Theme.default[.error])
        #expect(file.theme(base: .monochrome)[.error] == Theme.monochrome[.error])
    }

    @Test("Errors name the file, the line and the nearest role", arguments: [
        ("[roles]\n\n  acent = \"bold\"", "t.toml:3:3: unknown role \"acent\"; did you mean \"accent\"?"),
        ("[roles]\ngauge-ok = \"reverse\"", "t.toml:2:1: unknown role \"gauge-ok\"; did you mean \"gauge_ok\"?"),
        ("[roles]\nsparkle = \"bold\"", "t.toml:2:1: unknown role \"sparkle\"; the roles are \(ThemeRole.allCases.map(\.key).joined(separator: ", "))"),
        ("[roles]\ntext = \"bolt\"", "t.toml:2:1: text: unknown colour or attribute \"bolt\"; did you mean \"bold\"?"),
        ("[roles]\ntext = true", "t.toml:2:1: text must be a style in quotes, such as \"bold cyan\", not a boolean"),
        ("[role]\ntext = \"bold\"", "t.toml:1:1: unknown table [role]; did you mean [roles]?"),
        ("[colors]\n", "t.toml:1:1: unknown table [colors]; a theme file has only [roles]"),
        ("nme = \"x\"", "t.toml:1:1: unknown key \"nme\"; did you mean \"name\"?"),
        ("text = \"bold\"", "t.toml:1:1: the role \"text\" must come after the [roles] line"),
        ("name = 3", "t.toml:1:1: name must be a string in quotes, not a number"),
        ("name = \"x\"\n[roles]\ntext = \"bold\" extra", "t.toml:3:15: unexpected text after the value; start a comment with #"),
    ])
    func errors(_ text: String, _ expected: String) {
        do {
            _ = try ThemeFile.parse(text, file: "t.toml")
            Issue.record("parsed without an error")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("A missing or unreadable file is an error value")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        #expect(throws: SettingsError(file: folder.path + "/none.toml", "no such file")) {
            try ThemeFile.load(path: folder.path + "/none.toml")
        }
        #expect(throws: SettingsError(file: folder.path, "is a folder, not a file")) {
            try ThemeFile.load(path: folder.path)
        }
        // A named pipe must be refused at once, not waited on.
        let pipe = folder.path + "/pipe.toml"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: SettingsError(file: pipe, "is a named pipe, not a file; only regular files are read")) {
            try ThemeFile.load(path: pipe)
        }
    }
}

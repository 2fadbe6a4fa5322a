import FileTestSupport
import Foundation
import Testing
import TerminalKit
@testable import ComposerSettings

/// A repository-like layout: `root/Themes/*.toml` and an executable in `root/.build/<triple>/debug`.
private struct Layout {
    let folder: TemporaryFolder
    var root: String { folder.path + "/repo" }
    var executable: String { root + "/.build/x86_64-unknown-linux-gnu/debug/push-composer" }
    var home: String { folder.path + "/home" }

    init() throws {
        folder = try TemporaryFolder()
        for name in ["default", "light", "monochrome"] {
            let text = try String(contentsOfFile: TemporaryFolder.shippedThemes + "/\(name).toml", encoding: .utf8)
            try folder.write(text, to: "repo/Themes/\(name).toml")
        }
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    func loader(_ environment: [String: String] = [:], executable: String? = nil, cwd: String? = nil) -> ThemeLoader {
        ThemeLoader(environment: ["HOME": home].merging(environment) { $1 },
                    executablePath: executable ?? self.executable, workingDirectory: cwd ?? folder.path)
    }
}

@Suite("Finding and loading themes")
struct ThemeLoaderTests {
    @Test("A name is found in Themes/ above .build/<triple>/debug")
    func findsRepositoryThemes() throws {
        let layout = try Layout()
        let loaded = layout.loader().load("light")
        #expect(loaded.source == layout.root + "/Themes/light.toml")
        #expect(loaded.value.name == "light")
        #expect(loaded.notices == [])
        #expect(layout.loader().searchDirectories == [layout.root + "/Themes"])
    }

    @Test("The repository's own Themes/ folder is found from the test executable's place")
    func findsShippedThemes() {
        let executable = URL(fileURLWithPath: TemporaryFolder.shippedThemes)
            .deletingLastPathComponent().appendingPathComponent(".build/debug/push-composer").path
        let loaded = ThemeLoader(environment: ["HOME": "/nonexistent"], executablePath: executable).load("high-contrast")
        #expect(loaded.notices == [])
        #expect(loaded.value.name == "high-contrast")
    }

    @Test("An installed binary finds its themes in PREFIX/share/push-composer/themes")
    func findsInstalledThemes() throws {
        let layout = try Layout()
        let prefix = layout.folder.path + "/prefix"
        let text = try String(contentsOfFile: TemporaryFolder.shippedThemes + "/high-contrast.toml", encoding: .utf8)
        try layout.folder.write(text, to: "prefix/share/push-composer/themes/high-contrast.toml")
        let loader = layout.loader(executable: prefix + "/bin/push-composer")
        #expect(loader.searchDirectories == [prefix + "/share/push-composer/themes"])
        let loaded = loader.load("high-contrast")
        #expect(loaded.source == prefix + "/share/push-composer/themes/high-contrast.toml")
        #expect(loaded.value.name == "high-contrast")
        #expect(loader.availableNames().contains("high-contrast"))
    }

    @Test("A path's folder is found as Foundation's URLs find it")
    func parentFolders() {
        for path in ["/a/b/push-composer", "/a/b/", "/a", "/", "/a//b"] {
            #expect(ThemeLoader.parent(of: path) == URL(fileURLWithPath: path).deletingLastPathComponent().path, "\(path)")
        }
        #expect(ThemeLoader.parent(of: "a") == ".")
        #expect(ThemeLoader.parent(of: "a/b") == "a")
    }

    @Test("At most four parent folders are searched")
    func parentLimit() throws {
        let layout = try Layout()
        let deep = layout.root + "/a/b/c/d/e/push-composer"
        let loaded = layout.loader(executable: deep).load("light")
        #expect(loaded.value == .default)
        #expect(loaded.notices.count == 1)
        let four = layout.root + "/a/b/c/d/push-composer"
        #expect(layout.loader(executable: four).load("light").value.name == "light")
    }

    @Test("A symbolic link to the executable still finds the repository's themes")
    func symlinkedExecutable() throws {
        let layout = try Layout()
        try layout.folder.write("", to: "repo/.build/x86_64-unknown-linux-gnu/debug/push-composer")
        try FileManager.default.createDirectory(atPath: layout.home + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: layout.home + "/bin/push-composer",
                                                   withDestinationPath: layout.executable)
        let loaded = layout.loader(executable: layout.home + "/bin/push-composer").load("light")
        #expect(loaded.source?.hasSuffix("/repo/Themes/light.toml") == true)
    }

    @Test("The user's data folder is searched after the shipped one")
    func userThemes() throws {
        let layout = try Layout()
        let data = layout.folder.path + "/data"
        try layout.folder.write("name = \"mine\"\n[roles]\naccent = \"red\"\n", to: "data/push-composer/themes/mine.toml")
        try layout.folder.write("name = \"shadow\"\n", to: "data/push-composer/themes/light.toml")
        let loader = layout.loader(["XDG_DATA_HOME": data])
        #expect(loader.load("mine").value[.accent] == Style().fg(.red))
        #expect(loader.load("light").value.name == "light")
        #expect(loader.availableNames() == ["default", "light", "mine", "monochrome"])
        // Without XDG_DATA_HOME, ~/.local/share is used.
        try layout.folder.write("[roles]\n", to: "home/.local/share/push-composer/themes/other.toml")
        #expect(layout.loader().load("other").notices == [])
    }

    @Test("Paths: relative to the working folder, ~ expanded, and a .toml name is a path")
    func paths() throws {
        let layout = try Layout()
        try layout.folder.write("name = \"p\"\n", to: "work/themes/p.toml")
        try layout.folder.write("name = \"h\"\n", to: "home/h.toml")
        let loader = layout.loader(cwd: layout.folder.path + "/work")
        #expect(loader.load("themes/p.toml").value.name == "p")
        #expect(loader.load("~/h.toml").value.name == "h")
        #expect(loader.load(layout.home + "/h.toml").value.name == "h")
        #expect(ThemeLoader.isPath("x.toml") && ThemeLoader.isPath("a/b") && !ThemeLoader.isPath("light"))
    }

    @Test("Without any Themes/ folder the built-in themes still work, silently")
    func builtInsWithoutFolder() throws {
        let layout = try Layout()
        let loader = layout.loader(executable: "/nonexistent/bin/push-composer")
        #expect(loader.load(nil) == Loaded(.default))
        #expect(loader.load("default") == Loaded(.default))
        #expect(loader.load("monochrome") == Loaded(.monochrome))
    }

    @Test("A missing theme gives the default and one line naming the nearest")
    func missingTheme() throws {
        let layout = try Layout()
        let loaded = layout.loader().load("lihgt")
        #expect(loaded.value == .default)
        #expect(loaded.source == nil)
        #expect(loaded.notices == [
            "theme \"lihgt\" not found (did you mean \"light\"? themes: default, light, monochrome). Using the built-in default theme.",
        ])
        let path = layout.loader().load("/nowhere/x.toml")
        #expect(path.notices == ["/nowhere/x.toml: no such file. Using the built-in default theme."])
        #expect(layout.loader().load("  ").notices == ["the theme name is empty. Using the built-in default theme."])
    }

    @Test("A broken theme gives the default and one line with file and line")
    func brokenTheme() throws {
        let layout = try Layout()
        try layout.folder.write("name = \"light\"\n[roles]\ntext = \"plain\"\nacent = \"bold\"\n", to: "repo/Themes/light.toml")
        let loaded = layout.loader().load("light")
        #expect(loaded.value == .default)
        #expect(loaded.notices == [
            "\(layout.root)/Themes/light.toml:4:1: unknown role \"acent\"; did you mean \"accent\"? Using the built-in default theme.",
        ])
        try layout.folder.write("\u{0}\u{1}binary", to: "bad.toml")
        let binary = layout.loader().load("bad.toml")
        #expect(binary.value == .default)
        #expect(binary.notices.count == 1 && !binary.notices[0].contains("\n"))
    }

    @Test("NO_COLOR forces monochrome, whatever was asked; an empty NO_COLOR does not")
    func noColor() throws {
        let layout = try Layout()
        #expect(layout.loader(["NO_COLOR": "1"]).load("light") == Loaded(.monochrome))
        #expect(layout.loader(["NO_COLOR": "1"]).load("/missing.toml") == Loaded(.monochrome))
        #expect(layout.loader(["NO_COLOR": ""]).load("light").value.name == "light")
        #expect(layout.loader(["NO_COLOR": "yes"]).noColor)
    }

    @Test("--theme wins over the config file; a config path is relative to the config's folder")
    func optionAndConfig() throws {
        let layout = try Layout()
        try layout.folder.write("name = \"cfg\"\n", to: "home/.config/push-composer/mine.toml")
        let configPath = layout.home + "/.config/push-composer/config.toml"
        let config = Loaded(UserConfig(theme: "mine.toml"), source: configPath)
        let loader = layout.loader()
        #expect(loader.load(option: nil, config: config).value.name == "cfg")
        #expect(loader.load(option: "light", config: config).value.name == "light")
        #expect(loader.load(option: nil, config: Loaded(UserConfig(theme: "light"))).value.name == "light")
        #expect(loader.load(option: nil, config: Loaded(UserConfig())).value == .default)
    }
}

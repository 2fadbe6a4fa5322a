import FileTestSupport
import Foundation
import PushCore
import Testing
@testable import ComposerSettings

@Suite("The user's config file")
struct UserConfigTests {
    @Test("The three settings are read")
    func reads() {
        let loaded = UserConfig.parse("""
            # my settings
            theme = "light"
            app_name = "Acme 🚀"
            bundle_id = 'com.acme.app'
            """, file: "c.toml")
        #expect(loaded.value == UserConfig(theme: "light", appName: "Acme 🚀", bundleID: "com.acme.app"))
        #expect(loaded.notices == [])
        #expect(loaded.source == "c.toml")
    }

    @Test("phone picks the card's phone; a phone that is not one is a notice")
    func phone() {
        #expect(UserConfig.parse(#"phone = "small""#, file: "c.toml").value.phone == .small)
        let wrong = UserConfig.parse(#"phone = "tablet""#, file: "c.toml")
        #expect(wrong.value.phone == nil)
        #expect(wrong.notices == [#"config c.toml:1: phone "tablet" is ignored; it is one of small, standard, large"#])
    }

    @Test("[media] pictures draws in cells unless pixels are asked for; another word is a notice")
    func pictures() {
        #expect(UserConfig.parse("", file: "c.toml").value.pictures == .cells)
        #expect(UserConfig.parse("[media]\npictures = \"pixels\"", file: "c.toml").value.pictures == .pixels)
        let wrong = UserConfig.parse("[media]\npictures = \"sixel\"", file: "c.toml")
        #expect(wrong.value.pictures == .cells)
        #expect(wrong.notices == [#"config c.toml:2: [media] pictures is "cells" or "pixels"; the value is ignored"#])
    }

    @Test("$XDG_CONFIG_HOME is honoured; a relative one is ignored")
    func path() {
        #expect(UserConfig.path(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/x"]) == "/x/push-composer/config.toml")
        #expect(UserConfig.path(environment: ["HOME": "/h"]) == "/h/.config/push-composer/config.toml")
        #expect(UserConfig.path(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "rel"]) == "/h/.config/push-composer/config.toml")
    }

    @Test("A missing file is the defaults, silently")
    func missing() throws {
        let folder = try TemporaryFolder()
        #expect(UserConfig.load(environment: ["HOME": folder.path]) == Loaded(UserConfig()))
    }

    @Test("The file is found under $XDG_CONFIG_HOME")
    func found() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("theme = \"monochrome\"\n", to: "cfg/push-composer/config.toml")
        let loaded = UserConfig.load(environment: ["HOME": "/nonexistent", "XDG_CONFIG_HOME": folder.path + "/cfg"])
        #expect(loaded == Loaded(UserConfig(theme: "monochrome"), source: path))
    }

    @Test("A broken file gives one notice with its line, and the defaults")
    func broken() {
        let loaded = UserConfig.parse("theme = \"light\"\napp_name = Acme\n", file: "c.toml")
        #expect(loaded.value.theme == nil && loaded.value.appName == nil)
        // A send does not go ahead on a config it could not read: it stops with the same line.
        #expect(loaded.value.sending.apnsProblems == ["config c.toml:2:12: \"Acme\" is not a value; strings need quotes, as in \"Acme\""])
        #expect(loaded.notices == ["config c.toml:2:12: \"Acme\" is not a value; strings need quotes, as in \"Acme\". Using the defaults."])
    }

    @Test("Unknown keys and wrong types are reported and ignored; the rest applies")
    func partlyWrong() {
        let loaded = UserConfig.parse("""
            them = "light"
            app_name = 3
            bundle_id = "com.acme.app"
            [preview]
            theme = "x"
            """, file: "c.toml")
        #expect(loaded.value == UserConfig(bundleID: "com.acme.app"))
        #expect(loaded.notices == [
            "config c.toml:4: unknown table [preview] is ignored; the file has top-level settings, [apns], [braze], [media], [network], [[locales]] and [[categories]]",
            "config c.toml:1: unknown key \"them\" is ignored; did you mean \"theme\"?",
            "config c.toml:2: app_name must be a string in quotes, not a number; it is ignored",
        ])
    }

    @Test("An empty string is the same as leaving the key out")
    func emptyString() {
        #expect(UserConfig.parse("theme = \"\"\n", file: "c.toml").value == UserConfig())
    }

    @Test("A config others can change is not read: every send is refused with the chmod, the rest is the defaults")
    func changeableByOthers() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("theme = \"monochrome\"\n[braze]\nrest_endpoint = \"https://evil.example\"\ntest_users = [\"a\"]\n",
                                    to: "push-composer/config.toml")
        #expect(UserConfig.load(path: path).value.sending.braze?.endpoint == "https://evil.example")
        chmod(path, 0o666)
        let loaded = UserConfig.load(path: path)
        let line = "\(path) can be changed by others (mode 666), and it decides where your keys are sent; run: chmod go-w '\(path)'"
        #expect(loaded.value.sending.braze == nil && loaded.value.theme == nil)
        #expect(loaded.value.sending.brazeProblems == [line] && loaded.value.sending.apnsProblems == [line])
        #expect(loaded.notices == [line + ". Using the defaults."])
    }

    @Test("An unreadable config is a notice, not a failure")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/config.toml", withIntermediateDirectories: true)
        let loaded = UserConfig.load(path: folder.path + "/config.toml")
        #expect(loaded.value.theme == nil && loaded.value.sending.brazeProblems.count == 1)
        #expect(loaded.notices == ["config \(folder.path)/config.toml: is a folder, not a file. Using the defaults."])
    }
}

@Suite("The config's [[locales]]")
struct LocalesConfigTests {
    @Test("Locales by language and country or by custom attributes are read; each mistake is one line with its line number, and that locale is left out")
    func reads() {
        let text = """
            [[locales]]
            name = "ja-JP"
            language = "ja"
            country = "JP"

            [[locales]]
            name = "vip"
            custom_attributes = ["tier=vip"]

            [[locales]]
            name = "both"
            language = "de"
            custom_attributes = ["tier=vip"]

            [[locales]]
            language = "fr"

            [[locales]]
            name = "three"
            custom_attributes = ["a=1", "b=2", "c=3"]

            [[locales]]
            name = "odd"
            custom_attributes = ["tier"]
            """
        let loaded = UserConfig.parse(text, file: "c.toml", environment: ["HOME": "/nonexistent"])
        #expect(loaded.value.locales.map(\.name) == ["ja-JP", "vip"])
        #expect(loaded.value.locales.first?.country == "JP")
        #expect(loaded.value.locales.last?.customAttributes == [.init(attribute: "tier", value: "vip")])
        #expect(loaded.notices == [
            #"config c.toml:10: [[locales]] "both" needs either a language (language = "ja") or custom_attributes, not both; this locale is ignored"#,
            #"config c.toml:15: [[locales]] needs a name, as the translations file names the locale (name = "ja-JP"); this locale is ignored"#,
            #"config c.toml:18: [[locales]] "three" names 3 custom attributes; Braze takes at most 2; this locale is ignored"#,
            #"config c.toml:24: [[locales]] custom_attributes holds "name=value" strings, such as ["preferred_language=es"]; this locale is ignored"#,
        ])
    }
}

@Suite("The config's escape_time_ms")
struct EscapeTimeConfigTests {
    @Test("A number of milliseconds from 0 to 1000 is taken; anything else is one line and the default")
    func reads() {
        #expect(UserConfig.parse("escape_time_ms = 100", file: "c.toml", environment: ["HOME": "/nonexistent"]).value.escapeTimeMilliseconds == 100)
        #expect(UserConfig.parse("escape_time_ms = 0", file: "c.toml", environment: ["HOME": "/nonexistent"]).value.escapeTimeMilliseconds == 0)
        let wrong = UserConfig.parse("escape_time_ms = \"fast\"\n", file: "c.toml", environment: ["HOME": "/nonexistent"])
        #expect(wrong.value.escapeTimeMilliseconds == nil)
        #expect(wrong.notices == ["config c.toml:1: escape_time_ms is a number of milliseconds from 0 (Esc never starts an Alt key) to 1000; it is ignored"])
        #expect(UserConfig.parse("escape_time_ms = 5000", file: "c.toml", environment: ["HOME": "/nonexistent"]).value.escapeTimeMilliseconds == nil)
    }
}

@Suite("The config's [[categories]]")
struct CategoriesConfigTests {
    @Test("The app's categories and their buttons are read in order; each mistake is one line with its line number, and that category is left out")
    func reads() {
        let text = """
            [[categories]]
            id = "shop_offer"

            [[categories.buttons]]
            id = "shop"
            label = "Shop now"

            [[categories.buttons]]
            id = "later"
            label = "Not now"
            destructive = true
            unlock = true

            [[categories]]
            id = "empty"

            [[categories]]
            id = "ab_cat_yes_no"
            [[categories.buttons]]
            id = "ab_pb_yes"
            label = "Sure"

            [[categories]]
            id = "typo"
            [[categories.buttons]]
            id = "x"
            lable = "X"

            [[categories]]
            id = "twice"
            [[categories.buttons]]
            id = "a"
            label = "A"
            [[categories.buttons]]
            id = "a"
            label = "B"
            """
        let loaded = UserConfig.parse(text, file: "c.toml", environment: ["HOME": "/nonexistent"])
        #expect(loaded.value.categories == [AppCategory(id: "shop_offer", buttons: [
            .init(id: "shop", label: "Shop now"),
            .init(id: "later", label: "Not now", isDestructive: true, needsUnlock: true),
        ])])
        #expect(loaded.notices == [
            #"config c.toml:14: [[categories]] "empty" has no [[categories.buttons]]; this category is ignored"#,
            #"config c.toml:17: [[categories]] "ab_cat_yes_no" is one of Braze's own categories, whose buttons Braze names; this category is ignored"#,
            #"config c.toml:27: [[categories]] unknown key "lable": did you mean "label"?; this category is ignored"#,
            #"config c.toml:34: [[categories]] the button "a" is named twice; this category is ignored"#,
        ])
    }

    @Test("A button before any category, and [categories] written as one table, are each one line")
    func misplaced() {
        let loaded = UserConfig.parse("[[categories.buttons]]\nid = \"a\"\nlabel = \"A\"\n[categories]\nid = \"x\"\n",
                                      file: "c.toml", environment: ["HOME": "/nonexistent"])
        #expect(loaded.value.categories.isEmpty)
        #expect(loaded.notices.count == 2)
        #expect(loaded.notices.contains { $0.hasPrefix("config c.toml:1: [[categories.buttons]] comes before any [[categories]]") })
        #expect(loaded.notices.contains { $0.hasPrefix("config c.toml:4: unknown table [categories] is ignored") })
    }
}

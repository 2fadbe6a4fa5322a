import Foundation
import PushCore
import TestSupport
import Testing
@testable import PushCLI

@Suite("The commands, as a test user receives the push")
struct PersonalizationCommandTests {
    let push = CLIHarness.fixture("liquid-push.json")
    let users = CLIHarness.fixture("users.json")

    @Test("validate --users: each user's outcome and exact bytes")
    func validateUsers() async {
        let h = CLIHarness()
        #expect(await h.run("validate", push, "--users", users) == 0)
        #expect(h.out.contains("as each test user of \(users):\n"))
        #expect(h.out.contains("  user      phone     outcome  Braze B  APNs B  title  body\n  ana       small     gets it  74       210     fits   fits\n"), "\(h.out)")
        #expect(h.out.contains("  nameless            not sent: abort_message: no first name\n"), "\(h.out)")
        #expect(h.out.hasSuffix("; 74/1912 Braze bytes, 210/4096 APNs bytes via Braze, 90/4096 APNs bytes direct as 1 test user\n"), "\(h.out)")
        #expect(!h.out.contains("size.liquid"), "rendered for every user, the bytes are exact")
    }

    @Test("validate takes the users file beside the config when --users is left out, for a push with Liquid; --no-users turns it off")
    func defaultUsersFile() async throws {
        let folder = NSTemporaryDirectory() + "liquid-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/push-composer", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: users, toPath: folder + "/push-composer/users.json")
        func validate(_ arguments: String...) async -> CLIHarness {
            let h = CLIHarness()
            var io = h.io
            io.environment = ["HOME": folder, "XDG_CONFIG_HOME": folder]
            _ = await PushComposerCommand.run(["validate"] + arguments, io: io)
            return h
        }
        #expect(await validate(push).out.contains("as each test user of \(folder)/push-composer/users.json:\n"))
        #expect(!(await validate(push, "--no-users").out.contains("as each test user")))
        #expect(!(await validate(CLIHarness.fixture("valid-push.json")).out.contains("as each test user")), "a push without Liquid is the same for everyone")
        #expect(await validate(push, "--no-users", "--users", users).err == "push-composer validate: --users and --no-users: give one\n")
    }

    @Test("an attribute no test user has is a warning with the nearest one; without users only Braze's standard ones are checked")
    func unknownAttributes() async throws {
        let folder = NSTemporaryDirectory() + "liquid-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"alert": "Hi {{${frist_name}}}, {{custom_attribute.${teir}}}"}"#.write(toFile: folder + "/p.json", atomically: true, encoding: .utf8)
        let alone = CLIHarness()
        #expect(await alone.run("validate", folder + "/p.json") == 0)
        #expect(alone.out.contains("warning[liquid.unknown-attribute]: ${frist_name}: did you mean ${first_name}? It is not one of Braze's standard attributes, so it renders empty for everyone"))
        #expect(!alone.out.contains("teir"), "custom attributes are not known without test users")
        let h = CLIHarness()
        #expect(await h.run("validate", folder + "/p.json", "--users", users) == 0)
        #expect(h.out.contains("custom_attribute.${teir}: did you mean custom_attribute.${tier}? It is not a custom attribute any test user has"), "\(h.out)")
    }

    @Test("a push with translation tags reads NAME.translations.json beside it: each user in their locale, exact bytes, a missing id warned about")
    func translations() async throws {
        let folder = NSTemporaryDirectory() + "liquid-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"alert": {"title": "{% translation hi %}Hi {{${first_name}}}{% endtranslation %}", "body": "{% translation body %}Your order is ready{% endtranslation %}"}}"#
            .write(toFile: folder + "/p.json", atomically: true, encoding: .utf8)
        try #"{"translations": [{"locale": {"name": "ja-JP", "language": "ja"}, "translation_map": {"hi": "こんにちは {{${first_name}}}", "body": "ご注文の準備ができました"}}, {"locale": {"name": "de-DE", "language": "de"}, "translation_map": {"hi": "Hallo {{${first_name}}}"}}]}"#
            .write(toFile: folder + "/p.translations.json", atomically: true, encoding: .utf8)
        try #"{"hanako": {"first_name": "花子", "language": "ja"}, "jonas": {"first_name": "Jonas", "language": "de"}, "ana": {"first_name": "Ana"}}"#
            .write(toFile: folder + "/u.json", atomically: true, encoding: .utf8)
        let h = CLIHarness()
        #expect(await h.run("validate", folder + "/p.json", "--users", folder + "/u.json", "--phone", "standard") == 0)
        #expect(h.out.contains("warning[liquid.translation-missing]: \(folder)/p.translations.json: de-DE has no translation for 'body'"), "\(h.out)")
        #expect(h.out.contains("  hanako  standard  gets it in ja-JP"))
        #expect(h.out.contains("  jonas   standard  gets it in de-DE"))
        #expect(h.out.contains("  ana     standard  gets it  "))
        #expect(!h.out.contains("any ja-JP user"), "a locale a test user reads needs no stand-in")
        let compile = CLIHarness()
        #expect(await compile.run("compile", folder + "/p.json", "--to", "apns", "--users", folder + "/u.json", "--user", "hanako") == 0)
        #expect(compile.out.contains(#""title":"こんにちは 花子","body":"ご注文の準備ができました""#), "\(compile.out)")
        let bytes = CLIHarness()
        #expect(await bytes.run("budget", folder + "/p.json", "--users", folder + "/u.json", "--user", "hanako", "--format", "json") == 0)
        let expected = compile.out.utf8.count - 1 - #","ab":{"c":null}"#.utf8.count
        #expect(bytes.out.contains(#""bytes": \#(expected)"#), "the Braze bytes are the rendered payload's, exactly: \(bytes.out)")
    }

    @Test("The config's [[locales]] say who gets which translation: a custom-attribute locale wins over the language; a mistake there is one line")
    func configLocales() async throws {
        let folder = NSTemporaryDirectory() + "locales-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/cfg/push-composer", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"alert": "{% translation hi %}Hi {{${first_name}}}{% endtranslation %}"}"#.write(toFile: folder + "/p.json", atomically: true, encoding: .utf8)
        try #"{"translations": [{"locale": {"name": "german", "language": "de"}, "translation_map": {"hi": "Hallo {{${first_name}}}"}}, {"locale": {"name": "vip-de", "language": "de"}, "translation_map": {"hi": "Willkommen zurück, {{${first_name}}}"}}]}"#
            .write(toFile: folder + "/p.translations.json", atomically: true, encoding: .utf8)
        try #"{"jonas": {"first_name": "Jonas", "language": "de"}, "greta": {"first_name": "Greta", "language": "en", "custom_attribute": {"tier": "vip", "market": "de"}}}"#
            .write(toFile: folder + "/u.json", atomically: true, encoding: .utf8)
        try """
            [[locales]]
            name = "german"
            language = "de"

            [[locales]]
            name = "vip-de"
            custom_attributes = ["tier=vip", "market=de"]

            [[locales]]
            name = "fr"
            langauge = "fr"
            """.write(toFile: folder + "/cfg/push-composer/config.toml", atomically: true, encoding: .utf8)
        let h = CLIHarness(environment: ["XDG_CONFIG_HOME": folder + "/cfg"])
        #expect(await h.run("validate", folder + "/p.json", "--users", folder + "/u.json", "--phone", "standard") == 0)
        #expect(h.out.contains("  jonas  standard  gets it in german"), "\(h.out)")
        #expect(h.out.contains("  greta  standard  gets it in vip-de"), "the custom-attribute locale wins over her language: \(h.out)")
        #expect(!h.out.contains("any german user") && !h.out.contains("any vip-de user"))
        let alone = CLIHarness(environment: ["XDG_CONFIG_HOME": folder + "/cfg"])
        try #"{"jonas": {"first_name": "Jonas", "language": "de"}}"#.write(toFile: folder + "/u.json", atomically: true, encoding: .utf8)
        #expect(await alone.run("validate", folder + "/p.json", "--users", folder + "/u.json", "--phone", "standard") == 0)
        #expect(alone.out.contains("  any vip-de user  standard  gets it in vip-de"), "a locale no test user reads gets a row of its own: \(alone.out)")
        #expect(h.err.contains(#"config.toml:11: [[locales]] unknown key "langauge": did you mean "language"?; this locale is ignored"#), "\(h.err)")
        try FileManager.default.copyItem(atPath: folder + "/p.json", toPath: folder + "/q.json")
        try FileManager.default.copyItem(atPath: folder + "/p.translations.json", toPath: folder + "/q.translations.json")
        let two = CLIHarness(environment: ["XDG_CONFIG_HOME": folder + "/cfg"])
        #expect(await two.run("validate", folder + "/p.json", folder + "/q.json", "--users", folder + "/u.json") == 0)
        #expect(two.err.components(separatedBy: "langauge").count == 2, "the config is read once for every file: \(two.err)")
    }

    @Test("--user renders exactly: no lower-bound warning, and the push keeps its form")
    func exactForOneUser() async {
        let compile = CLIHarness()
        #expect(await compile.run("compile", push, "--to", "apns", "--users", users, "--user", "ana") == 0)
        #expect(!compile.err.contains("size.liquid"), "\(compile.err)")
        let budget = CLIHarness()
        #expect(await budget.run("budget", push, "--users", users, "--user", "ana", "--color", "never") == 0)
        #expect(budget.out.hasPrefix("\(push) (Braze /messages/send request)\n"), "\(budget.out)")
        #expect(!budget.out.contains("lower bound"))
        let bare = NSTemporaryDirectory() + "bare-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: bare) }
        try? #"{"alert": {"title": "Hi {{${first_name}}}", "body": "Hello"}}"#.write(toFile: bare, atomically: true, encoding: .utf8)
        let bareBudget = CLIHarness()
        #expect(await bareBudget.run("budget", bare, "--users", users, "--user", "ana", "--color", "never") == 0)
        #expect(bareBudget.out.hasPrefix("\(bare) (apple_push object)\n"), "\(bareBudget.out)")
    }

    @Test("validate --users --format json adds a users array")
    func validateUsersJSON() async throws {
        let h = CLIHarness()
        #expect(await h.run("validate", push, "--users", users, "--format", "json") == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(h.out.utf8)) as? [[String: Any]]).first
        let rows = try #require(report?["users"] as? [[String: Any]])
        #expect(rows.map { $0["outcome"] as? String } == ["gets-it", "aborted"])
        #expect((rows[0]["phones"] as? [[String: Any]])?.map { $0["phone"] as? String } == ["small", "standard", "large"])
        #expect((rows[0]["bytes"] as? [String: Any])?["braze"] is Int)
    }

    @Test("compile --user prints the push as that user gets it; an aborted user gets nothing, exit 1")
    func compileUser() async {
        let ana = CLIHarness()
        #expect(await ana.run("compile", push, "--to", "apns", "--users", users, "--user", "ana") == 0)
        #expect(ana.out.contains(#""title":"Hi Ana""#) && ana.out.contains("gold perks"))
        let nameless = CLIHarness()
        #expect(await nameless.run("compile", push, "--to", "apns", "--users", users, "--user", "nameless") == 1)
        #expect(nameless.out.isEmpty && nameless.err.contains("not sent to nameless: abort_message: no first name"))
        let nobody = CLIHarness()
        #expect(await nobody.run("compile", push, "--users", users, "--user", "bob") == 2)
        #expect(nobody.err.contains(#"no such user in the users file (it has "ana", "nameless")"#))
    }

    @Test("budget --user counts the rendered bytes; preview --user draws them")
    func budgetAndPreview() async {
        let budget = CLIHarness()
        #expect(await budget.run("budget", push, "--users", users, "--user", "ana", "--format", "json") == 0)
        #expect(budget.out.contains(#""lower_bound": false"#))
        let preview = CLIHarness()
        #expect(await preview.run("preview", push, "--users", users, "--user", "ana", "--color", "never") == 0)
        #expect(preview.out.contains("Hi Ana"))
    }

    @Test("--trigger gives the push a trigger request's properties, a recipient's own over the request's")
    func triggerProperties() async {
        let push = CLIHarness.fixture("trigger-push.json")
        let trigger = CLIHarness.fixture("trigger-request.json")
        let ana = CLIHarness()
        #expect(await ana.run("compile", push, "--to", "apns", "--users", users, "--user", "ana", "--trigger", trigger) == 0)
        #expect(ana.out.contains(#""title":"Your lamp has shipped""#) && ana.out.contains("Size L, for Ana."))
        let all = CLIHarness()
        #expect(await all.run("validate", push, "--users", users, "--trigger", trigger) == 0)
        #expect(all.out.contains("  ana  "), "\(all.out)")
        #expect(all.out.contains("gets it"))
        let notATrigger = CLIHarness()
        #expect(await notATrigger.run("preview", push, "--users", users, "--user", "ana", "--trigger", push) == 2)
        #expect(notATrigger.err.contains("no trigger_properties or canvas_entry_properties in it"))
        let noUser = CLIHarness()
        #expect(await noUser.run("compile", push, "--trigger", trigger) == 2)
        #expect(noUser.err.contains("give --user NAME too"))
    }

    @Test("Options built in code, as send builds them, are read without being parsed")
    func optionsBuiltInCode() async throws {
        let h = CLIHarness()
        let document = PushReader().read(#"{"alert":"Hi {{${first_name}}}"}"#)
        let options = PersonalizationOptions.given()
        let same = try await options.apply(to: document, file: "-", io: h.io)
        #expect(same.push == document.push)
        #expect(try options.triggerProperties(io: h.io) == nil)
        let ana = try await PersonalizationOptions.given(user: "ana", users: users).apply(to: document, file: "-", io: h.io)
        #expect(PushCompiler().compile(ana, to: .apns).contains("Hi Ana"))
    }

    @Test("A template Braze cannot parse is an error with its place in the file, without any user")
    func syntaxError() async throws {
        let folder = NSTemporaryDirectory() + "liquid-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/bad.json"
        try #"{"alert": {"title": "Hi {{ name | upcasee }}", "body": "x"}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let h = CLIHarness()
        #expect(await h.run("validate", file) == 1)
        #expect(h.out.contains("bad.json:1:") && h.out.contains("error[liquid.unknown-filter]"))
    }

    @Test("A push over Braze's limit for one user is an error naming that user")
    func overLimitForOneUser() async throws {
        let folder = NSTemporaryDirectory() + "liquid-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"alert": {"title": "Hi", "body": "{{${bio}}}"}}"#.write(toFile: folder + "/p.json", atomically: true, encoding: .utf8)
        let long = String(repeating: "a", count: 2000)
        try #"{"short": {"bio": "hello"}, "verbose": {"bio": "\#(long)"}}"#.write(toFile: folder + "/u.json", atomically: true, encoding: .utf8)
        let h = CLIHarness()
        #expect(await h.run("validate", folder + "/p.json", "--users", folder + "/u.json") == 1)
        #expect(h.out.contains(#"error[size.braze-limit]: as "verbose" the push is"#))
        #expect(!h.out.contains(#"as "short" the push is"#))
    }

    @Test("A conditional push over 1912 bytes as written, under it for every user: no size error, each user's exact bytes")
    func conditionalUnderTheLimit() async throws {
        let folder = NSTemporaryDirectory() + "liquid-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let body = "{% if ${language} == \\\"pt\\\" %}" + String(repeating: "A", count: 1000) + "{% else %}" + String(repeating: "B", count: 1000) + "{% endif %}"
        try #"{"alert": {"body": "\#(body)"}}"#.write(toFile: folder + "/p.json", atomically: true, encoding: .utf8)
        try #"{"ana": {"language": "pt"}, "bo": {"language": "en"}}"#.write(toFile: folder + "/u.json", atomically: true, encoding: .utf8)
        let plain = CLIHarness()
        #expect(await plain.run("validate", folder + "/p.json") == 0, "\(plain.out)")
        #expect(!plain.out.contains("size.braze-limit"))
        #expect(plain.out.contains("at least"))
        let h = CLIHarness()
        #expect(await h.run("validate", folder + "/p.json", "--users", folder + "/u.json") == 0, "\(h.out)")
        #expect(h.out.contains("  ana   small     gets it  1029     1165    -      cut, 906 lost\n        standard                            -      cut, 874 lost\n"), "\(h.out)")
        #expect(h.out.contains("  bo    small     gets it  1029     1165    -      cut, 906 lost\n"))
        #expect(h.out.contains(#"1:12: info[card.body.cut]: as "ana": The body loses 874 of its 1000 characters"#))
        #expect(h.out.hasSuffix("; 1029/1912 Braze bytes, 1165/4096 APNs bytes via Braze, 1045/4096 APNs bytes direct as 2 test users\n"), "\(h.out)")
    }

    @Test("Text outside the tags counts for every user: over the limit, every user is")
    func guaranteedTextOverTheLimit() async throws {
        let folder = NSTemporaryDirectory() + "liquid-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let body = String(repeating: "C", count: 2000) + "{{${first_name}}}"
        try #"{"alert": {"body": "\#(body)"}}"#.write(toFile: folder + "/p.json", atomically: true, encoding: .utf8)
        let h = CLIHarness()
        #expect(await h.run("validate", folder + "/p.json") == 1)
        #expect(h.out.contains("error[size.braze-limit]: The payload is at least"), "\(h.out)")
    }

    @Test("--trigger: a file that cannot be read as JSON gets the reader's own error, with its line and column", arguments: [
        (#"{"campaign_id": "c", "campaign_id": "d"}"#, ":1:22: the key \"campaign_id\" appears twice"),
        (#"{"campaign_id": "#, ":1:17: the input ends where a value was expected"),
        (String(repeating: "[", count: 600), ":1:"),
    ])
    func triggerReadErrors(_ text: String, _ fragment: String) async throws {
        let file = NSTemporaryDirectory() + "trigger-\(UUID().uuidString).json"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let h = CLIHarness()
        #expect(await h.run("validate", push, "--users", users, "--trigger", file) == 2)
        #expect(h.err.contains("--trigger \(file)\(fragment)"), "\(h.err)")
        #expect(!h.err.contains("no trigger_properties"))
    }

    @Test("--now must be an ISO 8601 time")
    func badNow() async {
        let h = CLIHarness()
        #expect(await h.run("validate", push, "--users", users, "--now", "yesterday") == 2)
        #expect(h.err.contains("--now"))
    }
}

@Suite("Command-line mistakes found by a hostile trial")
struct HostileCommandLineTests {
    @Test("A REST address given to --endpoint is refused on validate and send, and only curl takes one", arguments: [
        ["validate", "X", "--endpoint", "https://rest.iad-01.braze.com"],
        ["validate", "X", "--endpoint", "file:///etc/passwd"],
        ["send", "X", "--to", "braze", "--endpoint", "https://rest.iad-01.braze.com"],
    ])
    func restAddressOutsideCurl(_ arguments: [String]) async {
        let h = CLIHarness()
        let file = CLIHarness.fixture("valid-push.json")
        #expect(await h.run(arguments.map { $0 == "X" ? file : $0 }) == 2)
        #expect(h.err.contains("a REST address is only for compile --to curl --rest-endpoint"), "\(h.err)")
    }

    @Test("compile --rest-endpoint takes an https:// address, and only with --to curl")
    func restEndpointOnCompile() async {
        let file = CLIHarness.fixture("valid-push.json")
        let bad = CLIHarness()
        #expect(await bad.run("compile", file, "--to", "curl", "--rest-endpoint", "file:///etc/passwd") == 2)
        #expect(bad.err.contains("--rest-endpoint must be an https:// address"))
        let other = CLIHarness()
        #expect(await other.run("compile", file, "--to", "apns", "--rest-endpoint", "https://rest.iad-01.braze.com") == 2)
        #expect(other.err.contains("--rest-endpoint is for --to curl"))
    }

    @Test("compile --user of a push over both limits for that user prints nothing and exits 1")
    func compileUserOverTheLimits() async throws {
        let folder = NSTemporaryDirectory() + "liquid-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"alert": {"body": "{{${bio}}}"}}"#.write(toFile: folder + "/p.json", atomically: true, encoding: .utf8)
        try #"{"verbose": {"bio": "\#(String(repeating: "a", count: 5000))"}}"#.write(toFile: folder + "/u.json", atomically: true, encoding: .utf8)
        let h = CLIHarness()
        #expect(await h.run("compile", folder + "/p.json", "--user", "verbose", "--users", folder + "/u.json") == 1)
        #expect(h.out.isEmpty)
        #expect(h.err.contains("size.braze-limit") && h.err.contains("size.apns-limit"), "\(h.err)")
        #expect(h.err.contains(#"not compiled: as "verbose" gets it, the push is over both limits"#))
        #expect(h.err.contains(#"As "verbose" gets it, the payload"#), "\(h.err)")
    }

    @Test("A users file past its cap is refused at once, saying the cap")
    func usersFileCap() async throws {
        let file = NSTemporaryDirectory() + "users-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(FileManager.default.createFile(atPath: file, contents: Data(count: 9 << 20)))
        let h = CLIHarness()
        #expect(await h.run("validate", CLIHarness.fixture("valid-push.json"), "--users", file) == 2)
        #expect(h.err.contains("the most this reads is 8.0 MiB") && h.err.contains("10,000 test users"), "\(h.err)")
    }
}

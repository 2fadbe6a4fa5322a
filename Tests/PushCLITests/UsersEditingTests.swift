import FileTestSupport
import Foundation
@testable import PushCLI
import TestSupport
import Testing

/// `users add | list | show | remove`: test users kept by hand, without writing JSON.
@Suite("editing test users")
struct UsersEditingTests {
    let folder = TemporaryFolder(fixture: ())
    var file: String { folder.path + "/users.json" }

    @Test("add writes a user with typed values, mode 600, and a second add keeps what it does not set")
    func addAndUpdate() async {
        let h = CLIHarness()
        #expect(await h.run("users", "add", "ana-test", "--set", "first_name=Ana", "--set", "language=pt",
                            "--set", "custom_attribute.tier=gold", "--set", "custom_attribute.points=120",
                            "--set", #"custom_attribute.zip="02134""#, "--set", #"custom_attribute.brands=["Acme","Bolt"]"#,
                            "--users", file) == 0)
        #expect(h.err == "added ana-test to \(file)\n")
        #expect(TemporaryFolder.mode(file) == 0o600)
        let again = CLIHarness()
        #expect(await again.run("users", "add", "ana-test", "--set", "custom_attribute.tier=silver", "--set", "vip=true", "--users", file) == 0)
        #expect(again.err == "updated ana-test in \(file)\n")
        #expect(TemporaryFolder.text(file) == """
            {
              "ana-test": {
                "first_name": "Ana",
                "language": "pt",
                "custom_attribute": {
                  "tier": "silver",
                  "points": 120,
                  "zip": "02134",
                  "brands": [
                    "Acme",
                    "Bolt"
                  ]
                },
                "vip": true
              }
            }

            """)
    }

    @Test("list names the users in file order; show prints one; remove takes them out")
    func listShowRemove() async throws {
        _ = try folder.write(#"{"bo": {"first_name": "Bo"}, "ana-test": {"language": "pt"}, "cy": {}}"#, to: "users.json")
        let list = CLIHarness()
        #expect(await list.run("users", "list", "--users", file) == 0)
        #expect(list.out == "bo\nana-test\ncy\n")
        let show = CLIHarness()
        #expect(await show.run("users", "show", "ana-test", "--users", file) == 0)
        #expect(show.out == "{\n  \"language\": \"pt\"\n}\n")
        let remove = CLIHarness()
        #expect(await remove.run("users", "remove", "bo", "cy", "bo", "--users", file) == 0)
        #expect(remove.err == "removed bo, cy from \(file)\n")
        let after = CLIHarness()
        #expect(await after.run("users", "list", "--users", file) == 0)
        #expect(after.out == "ana-test\n")
    }

    @Test("an unknown name is one line with the nearest name, and nothing is removed")
    func unknownNames() async throws {
        let written = #"{"ana-test": {"language": "pt"}, "bo": {}}"#
        _ = try folder.write(written, to: "users.json")
        let show = CLIHarness()
        #expect(await show.run("users", "show", "ana-tset", "--users", file) == 1)
        #expect(show.err == "push-composer users show: \(file) has no user \"ana-tset\"; did you mean \"ana-test\"?\n")
        let remove = CLIHarness()
        #expect(await remove.run("users", "remove", "bo", "zed", "--users", file) == 1)
        #expect(remove.err.hasPrefix("push-composer users remove: \(file) has no user \"zed\""))
        #expect(TemporaryFolder.text(file) == written)
    }

    @Test("mistakes are one line, status 2, and leave the file as it was", arguments: [
        (["--set", "first_name"], "--set first_name: write PATH=VALUE"),
        (["--set", "custom_attribute..tier=gold"], "the path before '=' is attribute names joined by dots"),
        (["--set", "language.code=pt"], "language is text, not an object, so language.code cannot be set"),
        (["--set", "live_data=3"], "live_data holds canned answers for live data"),
    ])
    func mistakes(arguments: [String], message: String) async throws {
        let written = #"{"ana-test": {"language": "pt"}}"#
        _ = try folder.write(written, to: "users.json")
        let h = CLIHarness()
        #expect(await h.run(["users", "add", "ana-test"] + arguments + ["--users", file]) == 2)
        #expect(h.err.hasPrefix("push-composer users add: "))
        #expect(h.err.contains(message))
        #expect(h.err.filter { $0 == "\n" }.count == 1)
        #expect(TemporaryFolder.text(file) == written)
    }

    @Test("a user the reader could not read back is refused by name, and the file stays readable")
    func writtenAsRead() async throws {
        let written = #"{"ana-test": {"language": "pt"}}"#
        _ = try folder.write(written, to: "users.json")
        // 200 names deep: refused as it is typed.
        let deep = CLIHarness()
        let path = Array(repeating: "a", count: 200).joined(separator: ".")
        #expect(await deep.run("users", "add", "ana-test", "--set", path + "=1", "--users", file) == 2)
        #expect(deep.err.contains("the path has 200 names; a users file holds attributes at most 62 deep"), "\(deep.err)")
        // A path within the limit whose value nests on past it: refused on saving, naming the user.
        let nested = CLIHarness()
        let value = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let within = Array(repeating: "b", count: 30).joined(separator: ".")
        #expect(await nested.run("users", "add", "bo", "--set", within + "=" + value, "--users", file) == 2)
        #expect(nested.err.contains(#"user "bo": b.b.b.… ("#) && nested.err.contains("nests deeper than the 64 levels"), "\(nested.err)")
        // Past the reader's size: refused, naming the largest user.
        let big = CLIHarness()
        let huge = String(repeating: "x", count: 9 << 20)
        #expect(await big.run("users", "add", "cy", "--set", "note=" + huge, "--users", file) == 2)
        #expect(big.err.contains("is not written: it would be 9.0 MiB, past the 8.0 MiB a users file may be (user \"cy\" takes 9.0 MiB)"), "\(big.err.prefix(300))")
        #expect(TemporaryFolder.text(file) == written)
        let list = CLIHarness()
        #expect(await list.run("users", "list", "--users", file) == 0)
    }

    @Test("a broken users file is named with its line and column, and not replaced")
    func brokenFile() async throws {
        let written = "{\"ana-test\": {\"language\": \"pt\",}}"
        _ = try folder.write(written, to: "users.json")
        let h = CLIHarness()
        #expect(await h.run("users", "add", "bo", "--set", "first_name=Bo", "--users", file) == 2)
        #expect(h.err.hasPrefix("push-composer users add: \(file):1:"))
        #expect(TemporaryFolder.text(file) == written)
        // A file that cannot be read is status 2 for every command, as for validate.
        for command in [["list"], ["show", "ana-test"], ["remove", "ana-test"]] {
            let other = CLIHarness()
            #expect(await other.run(["users"] + command + ["--users", file]) == 2)
            #expect(other.err.hasPrefix("push-composer users \(command[0]): \(file):1:"))
        }
        #expect(TemporaryFolder.text(file) == written)
    }

    @Test("a file that cannot be written is one line, and the default folder is made when missing")
    func folders() async throws {
        _ = try folder.write("not a folder", to: "plain")
        let h = CLIHarness()
        #expect(await h.run("users", "add", "bo", "--users", folder.path + "/plain/users.json") == 2)
        #expect(h.err.hasPrefix("push-composer users add: cannot save \(folder.path)/plain/users.json"))
        #expect(h.err.filter { $0 == "\n" }.count == 1)
        // No --users: users.json beside the config, in a config folder nobody has made yet.
        let fresh = CLIHarness()
        var io = fresh.io
        io.environment = ["HOME": folder.path + "/home"]
        #expect(await PushComposerCommand.run(["users", "add", "bo", "--set", "first_name=Bo"], io: io) == 0)
        let made = folder.path + "/home/.config/push-composer/users.json"
        #expect(fresh.err == "added bo to \(made)\n")
        #expect(TemporaryFolder.text(made)?.contains("\"first_name\": \"Bo\"") == true)
    }

    @Test("names reach the terminal sanitised")
    func sanitisedNames() async throws {
        _ = try folder.write(#"{"evil\u001b[2J": {}}"#, to: "users.json")
        let h = CLIHarness()
        #expect(await h.run("users", "list", "--users", file) == 0)
        #expect(!h.out.contains("\u{1B}"))
    }
}

import FileTestSupport
import Foundation
import Testing
@testable import SafeFiles

@Suite("Files that decide where a secret goes: only their owner may change them")
struct TrustedPathTests {
    @Test("A settings file others can write is refused with chmod go-w, quoted for the shell")
    func writableFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("x = 1\n", to: "it's/config.toml")
        #expect(TrustedPath.problem(settingsFile: path) == nil)
        chmod(path, 0o666)
        let problem = try #require(TrustedPath.problem(settingsFile: path))
        #expect(problem == "\(path) can be changed by others (mode 666), and it decides where your keys are sent; "
            + "run: chmod go-w '\(folder.path)/it'\\''s/config.toml'")
        chmod(path, 0o620)
        #expect(TrustedPath.problem(settingsFile: path)?.contains("(mode 620)") == true)
        // Others may read a config: it holds no secret.
        chmod(path, 0o644)
        #expect(TrustedPath.problem(settingsFile: path) == nil)
    }

    @Test("A folder others can write is refused before its file, which may not even be there")
    func writableFolder() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("x = 1\n", to: "push-composer/config.toml")
        chmod(path, 0o600)
        chmod(folder.path + "/push-composer", 0o777)
        let expected = "\(folder.path)/push-composer can be changed by others (mode 777), and it holds the settings that decide "
            + "where your keys are sent; run: chmod go-w '\(folder.path)/push-composer'"
        #expect(TrustedPath.problem(settingsFile: path) == expected)
        #expect(TrustedPath.problem(settingsFile: folder.path + "/push-composer/missing.toml") == expected)
        chmod(folder.path + "/push-composer", 0o700)
        #expect(TrustedPath.problem(settingsFile: path) == nil)
        #expect(TrustedPath.problem(settingsFile: folder.path + "/nowhere/config.toml") == nil)
    }

    @Test("Another user's file is refused with the chown; root's is allowed only where asked")
    func owner() throws {
        let folder = try TemporaryFolder()
        // As root, a file given to nobody; as anyone else, a file root owns.
        let path = try folder.write("x\n", to: "owned.pem")
        let other: uid_t = geteuid() == 0 ? 65534 : 0
        if geteuid() == 0 { #expect(chown(path, other, 65534) == 0) }
        let checked = geteuid() == 0 ? path : "/etc/passwd"
        let problem = try #require(TrustedPath.problem(checked, decides: "decides which servers are trusted"))
        #expect(problem.hasPrefix("\(checked) belongs to another user (uid \(other)), and it decides which servers are trusted; "))
        #expect(problem.hasSuffix("run: sudo chown \(geteuid()) '\(checked)'"))
        if geteuid() != 0 {
            #expect(TrustedPath.problem(checked, decides: "x", owners: .userOrRoot) == nil)
        } else {
            #expect(TrustedPath.problem(checked, decides: "x", owners: .userOrRoot) != nil)
        }
    }
}

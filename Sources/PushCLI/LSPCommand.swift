import ArgumentParser
import ComposerSettings
import Foundation
import PushCore
import PushPersonalization
import PushLanguageServer

/// `push-composer lsp`: a language server (LSP 3.17 over standard input and output) for push
/// files: the checker's findings as you type, hover, completion and quick fixes.
struct LSPCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a language server for push files on standard input and output (for editors).",
        discussion: """
        An editor starts it and speaks LSP 3.17 to it: validate's findings as you type (with the nearest \
        .push-composer.toml's ignores), hover with a field's help, its bytes and where each phone cuts \
        the title and body, completion of keys, values, categories and Liquid attributes, and quick \
        fixes. Set-up for Neovim, Helix, VS Code and Vim: docs/editors.md. The test users file and \
        the config are read once, at start.
        """
    )

    @Option(help: "The test users file whose attributes Liquid may read (default: users.json beside the config).")
    var users: String?

    @OptionGroup
    var phoneOption: PhoneOption

    func execute(_ io: CLIIO) async -> Int32 {
        Self.serve(users: users, phone: phoneOption.phone, io)
    }

    /// Reads the config and the test users, then serves until the editor says exit.
    static func serve(users: String?, phone: PhoneSize?, _ io: CLIIO) -> Int32 {
        let config = UserConfig.load(environment: io.environment).value
        let testUsers: TestUsers?
        do throws(PersonalizationProblem) {
            testUsers = try PersonalizationOptions.given(users: users).loadUsers(environment: io.environment)
        } catch {
            io.errorLine("push-composer lsp: \(error.message)")
            return 2
        }
        var settings = LanguageServerSettings(
            testUsers: testUsers, localeRules: config.locales, categories: config.categories.map(\.id), phone: phone ?? config.phone ?? .standard,
            codeProblem: RuleCatalogue.ignoreProblem, now: { Int64(Date().timeIntervalSince1970) })
        // Only when users render the push does the workspace's data matter (stderr is the editor's log).
        if testUsers != nil { settings.workspace = PersonalizationOptions.workspace(io) }
        return StdioServer.run(settings: settings)
    }
}

/// `push-composer lsp` as editors start it, with no option: served without the argument parser,
/// whose walk over every command's metadata an editor's long-lived server would hold in memory.
struct PlainLSPCommand: IOCommand {
    static let configuration = CommandConfiguration(commandName: "lsp", shouldDisplay: false)

    func execute(_ io: CLIIO) async -> Int32 {
        LSPCommand.serve(users: nil, phone: nil, io)
    }
}

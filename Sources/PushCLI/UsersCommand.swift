import ArgumentParser
import ComposerSettings
import Foundation
import PushCore
import PushPersonalization
import PushSending
import PushTransport
import SafeFiles
import TextFormats

/// `push-composer users …`: the test users pushes are previewed as.
struct UsersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "Manage the test users pushes are previewed as (users.json beside the config).",
        discussion: """
        Each test user is an external id with the attributes Liquid reads (first_name, language, \
        custom_attribute, …). 'push-composer users list' shows who is in the file, 'users show \
        NAME' one user's attributes; every subcommand takes --users FILE for another file.
          push-composer users add ana-test --set first_name=Ana --set language=pt
          push-composer users fetch ana-test      (from Braze, with the REST API key)
        """,
        subcommands: [AddUserCommand.self, ListUsersCommand.self, ShowUserCommand.self, RemoveUserCommand.self, FetchUsersCommand.self]
    )
}

/// `push-composer users fetch EXTERNAL_ID…`: reads real users through Braze's
/// `/users/export/ids` and adds them to the users file, keeping what was written there by hand.
struct FetchUsersCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Read users from Braze (/users/export/ids) into the test users file.",
        discussion: """
        Each user is stored under their external id with the attributes templates use \
        (first_name, language, time_zone, custom_attribute, …). Attributes Braze does not export \
        (event properties, most_recent_locale) are kept when already in the file. The key needs \
        the users.export.ids permission. The file is written with mode 600.
        """
    )

    @Argument(help: "External user ids.")
    var ids: [String]

    @OptionGroup var usersFile: UsersFileOption

    func execute(_ io: CLIIO) async -> Int32 {
        let file = usersFile.path(io)
        do throws(SendRefusal) {
            let (settings, apiKey) = try BrazeAccess.required(io)
            var existing: TestUsersFile
            do {
                existing = try TestUsersFile.open(file)
            } catch {
                throw SendRefusal(.setup, "\(error.message); fix it before fetching into it")
            }
            let export = BrazeUserExport(settings: settings, apiKey: apiKey)
            let result = try await export.fetch(ids, fields: BrazeExportMapping.fieldsToExport)
            var added: [String] = [], updated: [String] = []
            for user in result.users {
                guard let id = user["external_id"]?.stringValue else { continue }
                let attributes = BrazeExportMapping.attributes(from: user)
                if let before = existing.attributes(of: id) {
                    existing.put(BrazeExportMapping.merge(attributes, into: before), for: id)
                    updated.append(id)
                } else {
                    existing.put(attributes, for: id)
                    added.append(id)
                }
            }
            if !result.users.isEmpty {
                do {
                    try existing.save()
                } catch {
                    throw SendRefusal(.setup, error.message)
                }
            }
            if !added.isEmpty { io.errorLine("added \(added.joined(separator: ", ")) to \(file)") }
            if !updated.isEmpty { io.errorLine("updated \(updated.joined(separator: ", ")) in \(file) (attributes written by hand are kept)") }
            if !result.unknownIDs.isEmpty {
                io.errorLine("Braze knows no user with the id \(result.unknownIDs.joined(separator: ", "))")
                return 1
            }
            return 0
        } catch {
            io.errorLine("push-composer users fetch: \(error.message)")
            error.more.forEach { io.errorLine($0) }
            return error.kind == .push ? 1 : 2
        }
    }
}

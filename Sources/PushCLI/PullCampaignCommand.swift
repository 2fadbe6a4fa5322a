import ArgumentParser
import ComposerSettings
import Foundation
import PushSending
import PushTransport
import SafeFiles
import TerminalKit
import TextFormats

/// `push-composer pull campaign ID`: the campaign's iOS message from `/campaigns/details`, as a
/// `/messages/send` file with its campaign and variation ids, addressed to the test users.
struct PullCampaignCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "campaign",
        abstract: "Write a campaign's iOS push as a /messages/send file (campaign_id, message_variation_id, test users).",
        discussion: """
        The key needs campaigns.details. What Braze's answer lacks is said (and filled in where it can \
        be, as an asset's file type from its URL); {{campaign.${api_id}}} then renders from the file.
          push-composer pull campaign 0a1b2c… --variant "Variant 2" --output spring.json
        """
    )

    @Argument(help: "The campaign's API identifier.")
    var id: String

    @Option(help: "The iOS variation, by name or id (needed when the campaign has several).")
    var variant: String?

    @Option(help: "The file to write (default: campaign-ID.json in this folder; an existing file is not replaced).")
    var output: String?

    @Flag(help: "Replace the output file if it exists.")
    var replace = false

    func execute(_ io: CLIIO) async -> Int32 {
        let file = output ?? "campaign-\(id.filter { $0.isLetter || $0.isNumber || $0 == "-" }).json"
        if !replace && access(file, F_OK) == 0 {
            io.errorLine(Sanitizer.sanitize("push-composer pull campaign: \(file) exists; pass --replace to replace it, or --output another file"))
            return 2
        }
        let pulled: PulledCampaign
        do throws(SendRefusal) {
            let (settings, apiKey) = try BrazeAccess.required(io)
            let details = try await BrazeCampaignDetails(settings: settings, apiKey: apiKey).fetch(id)
            pulled = try PulledCampaign.make(details, campaignID: id, variant: variant, testUsers: settings.testUsers).get()
        } catch {
            io.errorLine(Sanitizer.sanitize("push-composer pull campaign: \(error.message)"))
            return error.kind == .push ? 1 : 2
        }
        do throws(StorageError) {
            try AtomicFileWriter(mode: .userFile, replacesExisting: replace).write(JSONWriter.string(.object(pulled.request), style: .pretty) + "\n", to: file)
        } catch {
            io.errorLine(Sanitizer.sanitize("push-composer pull campaign: \(error.message)"))
            return 2
        }
        for note in pulled.notes { io.errorLine(Sanitizer.sanitize("note: \(note)")) }
        io.errorLine(Sanitizer.sanitize("wrote \(file): check it with push-composer validate --strict \(file), send it with push-composer send \(file) --to braze"))
        return 0
    }
}

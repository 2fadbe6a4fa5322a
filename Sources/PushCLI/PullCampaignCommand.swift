import ArgumentParser
import PushSending
import PushTransport

/// `push-composer pull campaign ID`: the campaign's iOS message from `/campaigns/details`, as a
/// `/messages/send` file with its campaign and variation ids, addressed to the test users.
struct PullCampaignCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "campaign",
        abstract: "Write a campaign's iOS push as a /messages/send file (campaign_id, message_variation_id, test users).",
        discussion: """
        The key needs campaigns.details (and campaigns.translations.get for a message with \
        translations). What Braze's answer lacks is said (and filled in where it can be, as an \
        asset's file type from its URL). Beside the file: NAME.message.json, the campaign's and \
        variant's names for {{campaign.${…}}}, and NAME.translations.json when it has translations.
          push-composer pull campaign 0a1b2c… --variant "Variant 2" --output spring.json
        """
    )

    @Argument(help: "The campaign's API identifier.")
    var id: String

    @Option(help: "The iOS variation, by name or id (needed when the campaign has several).")
    var variant: String?

    @Option(help: "The file to write (default: campaign-ID.json in this folder; an existing file is not replaced).")
    var output: String?

    @Flag(help: "Replace the output files if they exist.")
    var replace = false

    func execute(_ io: CLIIO) async -> Int32 {
        let files = PulledFiles(command: "campaign", file: PulledFiles.name(output, prefix: "campaign", id: id), replace: replace)
        return await files.pull(.campaign, id: id, io: io) { PulledMessage.campaign($0, id: id, variant: variant, testUsers: $1.testUsers) }
    }
}

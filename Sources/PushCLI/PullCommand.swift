import ArgumentParser

/// `push-composer pull …`: a message from the Braze workspace, as a file to check and send.
struct PullCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Write a campaign's or a Canvas step's iOS push from Braze as a /messages/send file.",
        subcommands: [PullCampaignCommand.self, PullCanvasCommand.self]
    )
}

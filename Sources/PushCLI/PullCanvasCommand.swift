import ArgumentParser
import PushSending
import PushTransport

/// `push-composer pull canvas ID --step NAME`: a Canvas step's iOS message from `/canvas/details`,
/// as a `/messages/send` file to the test users, with the Canvas's attributes beside it.
struct PullCanvasCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "canvas",
        abstract: "Write a Canvas step's iOS push as a /messages/send file to the test users.",
        discussion: """
        The key needs canvas.details (and canvas.translations.get for a message with \
        translations). Beside the file: NAME.message.json, the Canvas's name, id and variant for \
        {{canvas.${…}}} (and the step's name as {{campaign.${name}}}), and NAME.translations.json \
        when the step has translations.
          push-composer pull canvas 5e6f7a… --step "Welcome push" --output welcome.json
        """
    )

    @Argument(help: "The Canvas's API identifier.")
    var id: String

    @Option(help: "The step, by name or id.")
    var step: String

    @Option(help: "The file to write (default: canvas-ID.json in this folder; an existing file is not replaced).")
    var output: String?

    @Flag(help: "Replace the output files if they exist.")
    var replace = false

    func execute(_ io: CLIIO) async -> Int32 {
        let files = PulledFiles(command: "canvas", file: PulledFiles.name(output, prefix: "canvas", id: id), replace: replace)
        return await files.pull(.canvas, id: id, io: io) { PulledMessage.canvas($0, id: id, step: step, testUsers: $1.testUsers) }
    }
}

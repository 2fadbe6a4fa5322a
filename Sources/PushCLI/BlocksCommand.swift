import ArgumentParser

/// `push-composer blocks …`: the workspace's content blocks, kept in `content_blocks/` beside the
/// config, which every rendering reads (a test user's `live_data` may still override one).
struct BlocksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blocks",
        abstract: "Keep the workspace's content blocks beside the config (content_blocks/NAME.liquid).",
        discussion: """
        Pushes that include {{content_blocks.${NAME}}} render with these files for every test \
        user, in validate --users, compile --user and the composer; a block that is missing is \
        said by name.
          push-composer blocks fetch              every block of the workspace (the REST API key \
        needs content_blocks.list and content_blocks.info)
          push-composer blocks fetch Footer Promo  only these
          push-composer blocks list               what the folder holds
        """,
        subcommands: [FetchBlocksCommand.self, ListBlocksCommand.self]
    )
}

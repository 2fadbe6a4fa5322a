import ArgumentParser

/// `push-composer catalog …`: the workspace's catalogs, kept in `catalogs/` beside the config.
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Keep the workspace's catalog items beside the config (catalogs/NAME.json).",
        discussion: """
        {% catalog_items NAME ID %} renders from these files for every test user, in validate \
        --users, compile --user and the composer; an item that is not there is said by name.
          push-composer catalog fetch games           every item (the key needs catalogs.get_items)
          push-composer catalog fetch games 1234 5678 only these (catalogs.get_item)
        """,
        subcommands: [FetchCatalogCommand.self]
    )
}

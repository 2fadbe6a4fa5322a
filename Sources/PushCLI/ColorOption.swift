import ArgumentParser

/// `--color auto|always|never`, written once for every command that colours its output.
struct ColorOption: ParsableArguments, Sendable {
    @Option(help: "Colour: auto, always or never.")
    var color: ColorMode = .auto

    /// Whether to colour what goes to `io`'s standard output.
    func enabled(_ io: CLIIO) -> Bool { color.enabled(io) }
}

import ArgumentParser
import ComposerSettings
import PushCore
import PushMedia
import PushTransport
import TerminalKit
import TextFormats

/// `push-composer media FILE`: fetches the push's `asset_url` as the phone would and checks the
/// file against what iOS attaches: reachable, not too large, of the type `asset_file_type` says.
struct MediaCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "media",
        abstract: "Fetch the push's rich media as a phone would and check it against what iOS attaches.",
        discussion: "HTTPS with verified certificates, redirects followed and reported, at most the size iOS takes plus one byte. Prints FILE:LINE:COL: severity[code]: message for each finding (media.unreachable, media.insecure, media.redirect, media.too-large, media.type-mismatch, media.not-media, media.unsupported, media.picture, media.playback, media.undecodable), then what the file is. Exit status 0 when the media is fine, 1 when the phone would not show it, 2 for a usage error."
    )

    @Argument(help: "The push file ('-' reads standard input).")
    var file: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup
    var trust: CAFileOption

    @Option(help: "Seconds for the whole download, redirects included.")
    var timeout: Double = 20

    @OptionGroup
    var color: ColorOption

    @OptionGroup
    var requestKind: RequestKindOption

    @OptionGroup(title: "The URL a test user gets (asset_url with Liquid)")
    var personalization: PersonalizationOptions

    func validate() throws {
        guard timeout > 0 && timeout <= 300 else { throw ValidationError("--timeout is from a fraction of a second to 300 seconds.") }
    }

    func execute(_ io: CLIIO) async -> Int32 {
        let checked: CheckedPush
        do {
            checked = try await CheckedPush.load(file, command: "media", verb: "checked", requestKind: requestKind,
                                           personalization: personalization, blocking: .noPush, io: io)
        } catch {
            return error.status
        }
        let document = checked.document
        let checker = MediaChecker(fetcher: trust.fetcher(timeLimit: timeout, environment: io.environment))
        let report: MediaReport, diagnostics: [Diagnostic]
        switch await checker.check(document, source: checked.template) {
        case .none:
            io.err("\(checked.name): no asset_url: the push has no media to check\n")
            return 0
        case .liquid:
            io.errorLine("push-composer media: asset_url holds Liquid: give --user NAME to check the URL that test user gets")
            return 2
        case .checked(let found, let located):
            (report, diagnostics) = (found, located)
        case .notFetched(let said):
            // The rules refuse the URL: the verdict is validate's, and nothing is fetched.
            let printer = DiagnosticPrinter(ansi: ANSI(enabled: color.enabled(io)))
            for d in said { io.out(printer.line(d, file: checked.name) + "\n") }
            io.out("\(checked.name): asset_url is not a URL a phone downloads, so nothing was fetched\n")
            return said.hasErrors ? 1 : 0
        }
        if format == .json {
            io.out(JSONWriter.string(.object(json(report, diagnostics, file: InputLoader.displayName(file))), style: .pretty, escaping: .invisibles) + "\n")
        } else {
            let printer = DiagnosticPrinter(ansi: ANSI(enabled: color.enabled(io)))
            for d in diagnostics { io.out(printer.line(d, file: checked.name) + "\n") }
            io.out("\(checked.name): \(Sanitizer.sanitize(summary(report, errors: diagnostics.count(.error))))\n")
        }
        return diagnostics.hasErrors ? 1 : 0
    }

    /// One line on what came back: "https://… is a JPEG of 812 KB, 1038×519 pixels; the phone can show it".
    private func summary(_ report: MediaReport, errors: Int) -> String {
        let fetch = report.fetch
        let verdict = errors == 0 ? "the phone can show it" : "\(plural(errors, "error")): the phone shows the text alone"
        guard fetch.failure == nil, fetch.status != nil else { return "\(fetch.url): no file; \(verdict)" }
        let size = MediaReport.bytes(fetch.receivedBytes) + (fetch.stoppedAtCap ? " or more (the download stopped there)" : "")
        let what = report.format.map { "\($0.name)" } ?? "a file of no known kind"
        let pixels = report.pixels.map { ", \($0) pixels" } ?? ""
        let kept = fetch.revalidated ? " (unchanged since it was last checked)" : ""
        return "\(fetch.hops.last?.to ?? fetch.url) is \(what) of \(size)\(pixels)\(kept); \(verdict)"
    }

    private func json(_ report: MediaReport, _ diagnostics: [Diagnostic], file: String) -> JSONObject {
        let fetch = report.fetch
        var o = JSONObject()
        o["file"] = .string(file)
        o["url"] = .string(fetch.url)
        o["redirects"] = .array(fetch.hops.map { hop in
            JSONNode(.object(JSONObject(pairs: ["from": .string(hop.from), "to": .string(hop.to), "status": .number(String(hop.status))])))
        })
        o["status"] = fetch.status.map { .number(String($0)) } ?? .null
        o["content_type"] = fetch.contentType.map(JSONValue.string) ?? .null
        o["bytes"] = .number(String(fetch.receivedBytes))
        o["complete"] = .bool(fetch.failure == nil && fetch.status != nil && !fetch.stoppedAtCap)
        o["revalidated"] = .bool(fetch.revalidated)
        o["format"] = report.format.map { .string($0.rawValue) } ?? .null
        o["kind"] = report.format.map { .string($0.family.rawValue) } ?? .null
        o["pixels"] = report.pixels.map { .object(JSONObject(pairs: ["width": .number(String($0.width)), "height": .number(String($0.height))])) } ?? .null
        o["seconds"] = report.timing?.seconds.map { .number(String(format: "%.3f", $0)) } ?? .null
        o["animates"] = .bool(report.timing?.animates ?? false)
        o["diagnostics"] = .array(diagnostics.map { JSONNode(.object(JSONReport.diagnostic($0))) })
        return o
    }
}

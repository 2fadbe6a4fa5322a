import ArgumentParser
import PushCore
import TextFormats

/// `push-composer budget FILE`: the byte table, largest contributor first.
struct BudgetCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "budget",
        abstract: "Show the payload's bytes against Braze's 1912 and APNs' 4096, field by field.",
        discussion: "Braze bytes are the compact device payload without Braze's campaign key ab.c; APNs bytes add the 136 bytes that key takes."
    )

    @Argument(help: "The push file ('-' reads standard input).")
    var file: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup
    var color: ColorOption

    @OptionGroup
    var endpoint: EndpointOption

    @OptionGroup(title: "Bytes as a test user receives it")
    var personalization: PersonalizationOptions

    func execute(_ io: CLIIO) async -> Int32 {
        let checked: CheckedPush
        do {
            // A push with errors is still counted: how far over a limit it is, is the point.
            checked = try CheckedPush.load(file, command: "budget", verb: "counted", endpoint: endpoint,
                                           personalization: personalization, blocking: .noPush, io: io)
        } catch {
            return error.status
        }
        // The table sanitises the name it prints; JSON carries the real one, escaped for a terminal.
        let name = InputLoader.displayName(file)
        let analysis = PushAnalysis(checked.document)
        if format == .json {
            io.out(JSONWriter.string(.object(json(analysis, file: name)), style: .pretty, escaping: .invisibles) + "\n")
        } else {
            io.out(BudgetTable(ansi: ANSI(enabled: color.enabled(io))).render(analysis, file: name))
        }
        return analysis.diagnostics.contains { $0.code == SizeRule.brazeLimit || $0.code == SizeRule.apnsLimit } ? 1 : 0
    }

    private func json(_ analysis: PushAnalysis, file: String) -> JSONObject {
        let b = analysis.budget
        var o = JSONObject()
        o["file"] = .string(file)
        o["kind"] = .string(analysis.document.kindName)
        o["braze"] = .object(JSONObject(pairs: ["bytes": .number(String(b.brazeBytes)), "limit": .number(String(ByteBudget.brazeLimit))]))
        o["apns"] = .object(JSONObject(pairs: ["bytes": .number(String(b.apnsBytes)), "limit": .number(String(ByteBudget.apnsLimit))]))
        o["lower_bound"] = .bool(b.isLowerBound)
        o["fields"] = .array(b.rows.map { row in
            JSONNode(.object(JSONObject(pairs: [
                "field": .string(row.field), "payload_key": .string(row.deviceKey), "bytes": .number(String(row.bytes)),
            ])))
        })
        o["structure"] = .number(String(b.structureBytes))
        return o
    }
}

import ArgumentParser
import PushCore
import TextFormats

/// `push-composer budget FILE…`: the byte table of each file, largest contributor first.
struct BudgetCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "budget",
        abstract: "Show the payload's bytes against Braze's 1912 and APNs' 4096, field by field.",
        discussion: """
        Braze bytes are the compact device payload without Braze's campaign key ab.c. APNs bytes \
        are counted for each route the push can take: via Braze they add the 136 bytes that key \
        takes; direct they are the device payload as compiled (a device payload file as written), \
        what a direct send puts on the wire. With several files, one table each; --format json gives \
        one object for one file, an array of them for several; --format github one workflow command \
        per file, which GitHub shows on the pull request's file.

        Exit status: 0 when every file fits, 1 when one is over a limit, 2 for a usage error or an \
        unreadable file.
        """
    )

    @Argument(help: "The push files ('-' reads standard input).")
    var files: [String]

    @Option(help: "Output format: text, json, or github (a workflow command per file: a notice with its bytes, an error when over a limit, on the pull request's file).")
    var format: BudgetFormat = .text

    @OptionGroup
    var color: ColorOption

    @OptionGroup
    var requestKind: RequestKindOption

    @OptionGroup(title: "Bytes as a test user receives it")
    var personalization: PersonalizationOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give a push file ('-' reads standard input).") }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input ('-') can be read once.") }
    }

    func execute(_ io: CLIIO) async -> Int32 {
        var status: Int32 = 0
        var objects: [JSONNode] = []
        for (index, file) in files.enumerated() {
            if format == .text && index > 0 { io.out("\n") }
            let (fileStatus, object) = await count(file, io)
            status = max(status, fileStatus)
            if let object { objects.append(JSONNode(.object(object))) }
        }
        if format == .json && !objects.isEmpty {
            let value: JSONValue = files.count == 1 ? objects[0].value : .array(objects)
            io.out(JSONWriter.string(value, style: .pretty, escaping: .invisibles) + "\n")
        }
        return status
    }

    /// Counts one file: prints its table (text), or gives its object (JSON), and its status.
    private func count(_ file: String, _ io: CLIIO) async -> (Int32, JSONObject?) {
        let checked: CheckedPush
        do {
            // A push with errors is still counted: how far over a limit it is, is the point.
            checked = try await CheckedPush.load(file, command: "budget", verb: "counted", requestKind: requestKind,
                                           personalization: personalization, blocking: .noPush, io: io)
        } catch {
            return (error.status, nil)
        }
        // The table sanitises the name it prints; JSON carries the real one, escaped for a terminal.
        let name = InputLoader.displayName(file)
        let analysis = PushAnalysis(checked.document)
        let over: Int32 = analysis.diagnostics.contains { $0.code == SizeRule.brazeLimit || $0.code == SizeRule.apnsLimit } ? 1 : 0
        if format == .json { return (over, json(analysis, file: name)) }
        if format == .github {
            io.out(GitHubAnnotations.budget(analysis, file: name) + "\n")
            return (over, nil)
        }
        io.out(BudgetTable(ansi: ANSI(enabled: color.enabled(io))).render(analysis, file: name))
        return (over, nil)
    }

    private func json(_ analysis: PushAnalysis, file: String) -> JSONObject {
        let b = analysis.budget
        var o = JSONObject()
        o["file"] = .string(file)
        o["kind"] = .string(analysis.document.kindName)
        o["braze"] = .object(JSONObject(pairs: ["bytes": .number(String(b.brazeBytes)), "limit": .number(String(ByteBudget.brazeLimit))]))
        o["apns"] = .object(JSONObject(pairs: ["bytes": .number(String(b.apnsBytes)), "limit": .number(String(ByteBudget.apnsLimit)),
                                               "route": .string(b.routes[0].rawValue), "by_route": .object(JSONReport.routes(b))]))
        o["lower_bound"] = .bool(b.isLowerBound)
        // A device payload file has keys, not apple_push fields.
        let asWritten = analysis.document.isSentAsWritten
        o["fields"] = .array(b.rows.map { row in
            JSONNode(.object(JSONObject(pairs: [
                "field": .string(asWritten ? row.deviceKey : row.field), "payload_key": .string(row.deviceKey), "bytes": .number(String(row.bytes)),
            ])))
        })
        o["structure"] = .number(String(b.structureBytes))
        return o
    }
}

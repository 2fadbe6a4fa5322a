import ArgumentParser
import PushCore
import TextFormats

/// `push-composer schema KIND`: the JSON Schema of a form the checker reads, for editors.
struct SchemaCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of a push file's form, for editors.",
        discussion: """
        KIND is the form as validate names it: \(PushSchemas.kinds.joined(separator: ", ")). \
        The schema (draft 2020-12) holds the structure: types, choices, ranges, required and unknown keys, \
        each field with what it does; validate checks the rest. Without KIND, the kinds are listed.
        """
    )

    @Argument(help: "The form: apple_push, apns, or a Braze request such as messages/send.")
    var kind: String?

    func execute(_ io: CLIIO) async -> Int32 {
        guard let kind else {
            io.out(PushSchemas.kinds.map { $0 + "\n" }.joined())
            return 0
        }
        guard let document = PushSchemas.document(kind) else {
            let near = NameSuggester.suggest(kind, among: PushSchemas.kinds).map { "; did you mean \"\($0)\"?" } ?? ""
            io.errorLine("push-composer schema: \"\(kind)\" is no form\(near) (push-composer schema lists them)")
            return 2
        }
        io.out(JSONWriter.string(.object(document), style: .pretty, escaping: .invisibles) + "\n")
        return 0
    }
}

import PushCore
import TextFormats

/// `validate --format sarif`: one SARIF 2.1.0 run, as GitHub code scanning and other SARIF
/// viewers read it. Every code is a rule in `tool.driver.rules`, with its page as the help; each
/// finding is a result at its region; a file that could not be read is a tool notification.
struct SARIFReport: Sendable {
    /// The schema the log declares, as SchemaStore publishes it.
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    private var results: [JSONNode] = []
    private var notifications: [JSONNode] = []

    /// The rules, in the catalogue's order, and where each code is in it.
    private static let ruleIndex: [String: Int] =
        Dictionary(RuleCatalogue.pages.enumerated().map { ($1.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// Adds file `name`'s final diagnostics.
    mutating func add(_ name: String, _ diagnostics: [Diagnostic]) {
        for d in diagnostics { results.append(JSONNode(.object(Self.result(d, file: name)))) }
    }

    /// Adds file `name`, which could not be read for `reason`.
    mutating func addUnreadable(_ name: String, _ reason: String) {
        var o = JSONObject()
        o["level"] = .string("error")
        o["message"] = .object(Self.text(reason))
        o["locations"] = .array([JSONNode(.object(Self.location(name, nil)))])
        notifications.append(JSONNode(.object(o)))
    }

    /// The log as JSON text.
    var json: String {
        var driver = JSONObject()
        driver["name"] = .string("push-composer")
        driver["version"] = .string(PushComposerCommand.number)
        driver["rules"] = .array(RuleCatalogue.pages.map { JSONNode(.object(Self.rule($0))) })
        var tool = JSONObject()
        tool["driver"] = .object(driver)
        var invocation = JSONObject()
        // A file that could not be read does not make the run unsuccessful: the others were checked.
        invocation["executionSuccessful"] = .bool(true)
        if !notifications.isEmpty { invocation["toolExecutionNotifications"] = .array(notifications) }
        var run = JSONObject()
        run["tool"] = .object(tool)
        run["invocations"] = .array([JSONNode(.object(invocation))])
        // Columns count Unicode scalars, as the text format's do.
        run["columnKind"] = .string("unicodeCodePoints")
        run["results"] = .array(results)
        var log = JSONObject()
        log["$schema"] = .string(Self.schema)
        log["version"] = .string("2.1.0")
        log["runs"] = .array([JSONNode(.object(run))])
        return JSONWriter.string(.object(log), style: .pretty, escaping: .invisibles) + "\n"
    }

    /// A rule's entry: its page as descriptions and help.
    static func rule(_ page: RulePage) -> JSONObject {
        var o = JSONObject()
        o["id"] = .string(page.code)
        o["shortDescription"] = .object(text(page.summary))
        o["fullDescription"] = .object(text(page.why))
        var help = JSONObject()
        help["text"] = .string(RulePageText.plain(page))
        help["markdown"] = .string(RulePageText.markdown(page))
        o["help"] = .object(help)
        var configuration = JSONObject()
        configuration["level"] = .string(level(page.severity))
        o["defaultConfiguration"] = .object(configuration)
        return o
    }

    /// One finding.
    static func result(_ d: Diagnostic, file: String) -> JSONObject {
        var o = JSONObject()
        o["ruleId"] = .string(d.code)
        if let index = ruleIndex[d.code] { o["ruleIndex"] = .number(String(index)) }
        o["level"] = .string(level(d.severity))
        o["message"] = .object(text(d.message))
        o["locations"] = .array([JSONNode(.object(location(file, d)))])
        return o
    }

    /// The file and, when known, the line and column; the JSON Pointer as a logical location.
    private static func location(_ file: String, _ d: Diagnostic?) -> JSONObject {
        var artifact = JSONObject()
        artifact["uri"] = .string(uri(file))
        var physical = JSONObject()
        physical["artifactLocation"] = .object(artifact)
        if let location = d?.location {
            var region = JSONObject()
            region["startLine"] = .number(String(location.line))
            region["startColumn"] = .number(String(location.column))
            physical["region"] = .object(region)
        }
        var o = JSONObject()
        o["physicalLocation"] = .object(physical)
        if let d, !d.path.isEmpty {
            var logical = JSONObject()
            logical["fullyQualifiedName"] = .string(d.path)
            logical["kind"] = .string("member")
            o["logicalLocations"] = .array([JSONNode(.object(logical))])
        }
        return o
    }

    private static func text(_ message: String) -> JSONObject {
        var o = JSONObject()
        o["text"] = .string(message)
        return o
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A file name as a relative URI reference: every byte outside RFC 3986's unreserved set and
    /// `/` percent-encoded, so a space or `#` in a name still names the file.
    static func uri(_ file: String) -> String {
        var out = ""
        for byte in file.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return out
    }
}

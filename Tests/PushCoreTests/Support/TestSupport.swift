import Foundation
import Testing
@testable import PushCore

// MARK: - Reading and analysing

/// Reads JSON text as a push file (as `endpoint`'s request when one is given) and analyses it.
func analyze(_ json: String, now: Int64? = nil, endpoint: BrazeEndpoint? = nil) -> PushAnalysis {
    PushAnalysis(PushReader(endpoint: endpoint).read(json), now: now)
}

/// Reads raw bytes (for input that is not valid UTF-8) and analyses them.
func analyze(bytes: [UInt8], reader: PushReader = PushReader(), now: Int64? = nil) -> PushAnalysis {
    PushAnalysis(reader.read(bytes), now: now)
}

/// The codes of an analysis, in the validator's order.
func codes(_ a: PushAnalysis) -> [String] {
    a.diagnostics.map(\.code)
}

/// The diagnostics whose code is one a rule can report.
func diagnostics(_ a: PushAnalysis, of rule: some Rule) -> [Diagnostic] {
    let owned = Set(rule.codes)
    return a.diagnostics.filter { owned.contains($0.code) }
}

/// The diagnostics with one code.
func diagnostics(_ a: PushAnalysis, code: String) -> [Diagnostic] {
    a.diagnostics.filter { $0.code == code }
}

// MARK: - Expected diagnostics

/// What a diagnostic must be: compared as one value so a failure shows every field side by side.
struct Finding: Equatable, Sendable, CustomStringConvertible {
    var code: String
    var severity: Severity
    var path: String
    var line: Int?
    var column: Int?

    init(code: String, severity: Severity, path: String, line: Int?, column: Int?) {
        self.code = code
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
    }

    init(_ d: Diagnostic) {
        self.init(code: d.code, severity: d.severity, path: d.path, line: d.line, column: d.column)
    }

    var description: String { "\(code) \(severity.rawValue) \(path.isEmpty ? "\"\"" : path) \(line ?? 0):\(column ?? 0)" }
}

/// One document and one diagnostic it must produce, with the line and column of the file.
struct Expected: Sendable, CustomTestStringConvertible {
    /// The form the JSON is written in; bare pushes are also checked wrapped in a request.
    enum Form: Sendable { case applePush, request, apns }

    var name: String
    var form: Form
    var json: String
    var finding: Finding
    var now: Int64?
    /// Whether the same finding must appear when the bare push is wrapped in a request.
    var wrapsInRequest: Bool

    var testDescription: String { "\(name) → \(finding.code)" }

    /// A case for a bare `apple_push` object.
    static func bare(_ name: String, _ json: String, _ code: String, _ severity: Severity, _ path: String,
                     _ line: Int, _ column: Int, now: Int64? = nil, wrapsInRequest: Bool = true) -> Expected {
        Expected(name: name, form: .applePush, json: json,
                 finding: Finding(code: code, severity: severity, path: path, line: line, column: column),
                 now: now, wrapsInRequest: wrapsInRequest)
    }

    /// A case for a Braze request body.
    static func request(_ name: String, _ json: String, _ code: String, _ severity: Severity, _ path: String,
                        _ line: Int, _ column: Int, now: Int64? = nil) -> Expected {
        Expected(name: name, form: .request, json: json,
                 finding: Finding(code: code, severity: severity, path: path, line: line, column: column),
                 now: now, wrapsInRequest: false)
    }

    /// A case for an APNs device payload.
    static func apns(_ name: String, _ json: String, _ code: String, _ severity: Severity, _ path: String,
                     _ line: Int, _ column: Int, now: Int64? = nil) -> Expected {
        Expected(name: name, form: .apns, json: json,
                 finding: Finding(code: code, severity: severity, path: path, line: line, column: column),
                 now: now, wrapsInRequest: false)
    }

    /// The same case with the bare push placed in `messages.apple_push` by `wrapInRequest`.
    /// The wrapper adds three lines above the push and indents it by four columns; the first line
    /// of the push follows `"apple_push": ` (18 columns), and the push's own root is the member
    /// `apple_push`, whose key stands at line 4, column 5.
    var inRequest: Expected {
        var e = self
        e.name = "request: " + name
        e.form = .request
        e.json = wrapInRequest(json)
        let f = finding
        e.finding.path = "/messages/apple_push" + f.path
        if f.path.isEmpty {
            e.finding.line = 4
            e.finding.column = 5
        } else if f.line == 1 {
            e.finding.line = 4
            e.finding.column = f.column.map { $0 + 18 }
        } else {
            e.finding.line = f.line.map { $0 + 3 }
            e.finding.column = f.column.map { $0 + 4 }
        }
        e.wrapsInRequest = false
        return e
    }
}

/// Puts a bare push into a request body with an audience, keeping its lines.
func wrapInRequest(_ bare: String) -> String {
    let lines = bare.split(separator: "\n", omittingEmptySubsequences: false)
    var out = ["{", "  \"external_user_ids\": [\"user-1\"],", "  \"messages\": {"]
    out.append("    \"apple_push\": " + lines[0])
    out += lines.dropFirst().map { "    " + $0 }
    out += ["  }", "}"]
    return out.joined(separator: "\n")
}

/// Checks that the document produces the expected diagnostic exactly once, in the expected form.
func check(_ e: Expected, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let a = analyze(e.json, now: e.now)
    let kind: InputKind = switch e.form {
    case .applePush: .applePush
    case .request: .request
    case .apns: .apns
    }
    #expect(a.document.kind == kind, "the case is written as \(kind)", sourceLocation: sourceLocation)
    let found = a.diagnostics.filter { $0.code == e.finding.code && $0.path == e.finding.path }
    #expect(found.count == 1, "expected one \(e.finding); got \(a.diagnostics.map(Finding.init))",
            sourceLocation: sourceLocation)
    guard let d = found.first else { return }
    #expect(Finding(d) == e.finding, sourceLocation: sourceLocation)
    #expect(!d.message.isEmpty, sourceLocation: sourceLocation)
}

// MARK: - Clean documents

/// Pushes with no mistakes, in all three forms; no rule may report anything about them.
enum Clean {
    /// A time after which no expiry below is past: 2027-01-15T08:00:00Z.
    static let now: Int64 = 1_800_000_000

    /// A bare push that sets almost every field, each correctly.
    static let fullBare = """
    {
      "alert": {"title": "Hello!", "body": "Message here"},
      "badge": 0,
      "sound": "chime.caf",
      "extra": {"deep_link": "shop://cart", "source": "spring"},
      "interruption_level": "active",
      "relevance_score": 0.5,
      "expiry": "2030-01-01T00:00:00Z",
      "custom_uri": "https://shop.example.com/cart",
      "use_webview": true,
      "notification_group_thread_id": "orders",
      "asset_url": "https://cdn.example.com/a.png",
      "asset_file_type": "png",
      "collapse_id": "order-42",
      "mutable_content": true,
      "send_to_most_recent_device_only": false,
      "category": "ab_cat_accept_decline",
      "buttons": [
        {"action_id": "ab_pb_accept", "action": "DEEP_LINK", "uri": "shop://offer"},
        {"action_id": "ab_pb_decline"}
      ],
      "apns_priority": 10
    }
    """

    /// A request with a campaign, so that `message_variation_id` counts.
    static let fullRequest = """
    {
      "broadcast": false,
      "external_user_ids": ["PushTest12"],
      "campaign_id": "9c2fefcd-9115-3932-f771-c7f43d18d6b6",
      "override_frequency_capping": false,
      "recipient_subscription_state": "all",
      "messages": {
        "apple_push": {
          "alert": {"title": "Hello!", "body": "Message here"},
          "message_variation_id": "iosPush-640",
          "category": "LIKE_CATEGORY",
          "buttons": [{"action_id": "like", "action": "URI", "uri": "https://shop.example.com/like"}]
        }
      }
    }
    """

    /// A device payload that uses every part `apple_push` can express.
    static let fullAPNs = """
    {
      "aps": {
        "alert": {"title": "Hello!", "body": "Message here", "loc-key": "MSG", "loc-args": ["a"]},
        "badge": 1,
        "sound": "default",
        "thread-id": "orders",
        "category": "ab_cat_yes_no",
        "mutable-content": 1,
        "interruption-level": "passive",
        "relevance-score": 1
      },
      "ab": {
        "att": {"url": "https://cdn.example.com/a.gif", "type": "gif", "aof": false},
        "ab_cat": {"ab_pb_yes": {"a_t": "ab_open"}, "ab_pb_no": {"a_t": "ab_none"}},
        "c": null
      },
      "ab_uri": "shop://cart",
      "ab_use_webview": false,
      "deep_link": "shop://cart"
    }
    """

    /// Every clean document: the full ones, the smallest ones, and a background push.
    static let documents: [String] = [
        fullBare, fullRequest, fullAPNs,
        #"{"alert": "Hi"}"#,
        #"{"content-available": true}"#,
        #"{"content-available": true, "apns_priority": 5}"#,
        wrapInRequest(#"{"alert": "Hi"}"#),
        #"{"aps": {"alert": "Hi"}, "ab": {"c": null}}"#,
        #"{"aps": {"content-available": 1}}"#,
    ]
}

// MARK: - Golden files

/// The golden fixtures shipped with the test target.
enum Golden {
    /// `Fixtures/golden` inside the test bundle.
    static var directory: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("golden")
    }

    /// The names of the inputs, without `.json`, sorted.
    static let inputNames: [String] = {
        let dir = directory.appendingPathComponent("inputs")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// The text of an input.
    static func input(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("inputs/\(name).json"), encoding: .utf8)
    }

    /// The URL of an expected output.
    static func expectedURL(_ name: String, _ target: CompileTarget) -> URL {
        directory.appendingPathComponent("expected/\(name).\(target.rawValue).txt")
    }

    /// The document read from an input.
    static func document(_ name: String) throws -> PushDocument {
        PushReader().read(try input(name))
    }
}

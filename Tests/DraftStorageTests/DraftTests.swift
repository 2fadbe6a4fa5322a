import PushCore
import Testing
import TextFormats
@testable import DraftStorage

/// A small Braze request with text that JSON must escape and a number whose spelling matters.
func sampleRequest(title: String = "Flash sale ⚡️ \"today\"") -> JSONValue {
    .object(JSONObject(pairs: [
        "external_user_ids": .array([JSONNode(.string("user-1"))]),
        "messages": .object(JSONObject(pairs: [
            "apple_push": .object(JSONObject(pairs: [
                "alert": .object(JSONObject(pairs: ["title": .string(title), "body": .string("Line 1\nLine 2")])),
                "relevance_score": .number("0.50"),
                "badge": .number("3"),
            ])),
        ])),
    ]))
}

/// Thu 1 Jan 2026, 10:00:00 UTC.
let januaryFirst: Int64 = 1_767_261_600

@Suite("Drafts as JSON")
struct DraftTests {
    @Test("A draft reads back exactly as written")
    func roundTrip() throws {
        let draft = Draft(request: sampleRequest(), filePath: "/home/me/push ✓.json",
                          buttonLabels: ["accept": "Accept", "später": "Später"], savedAt: januaryFirst)
        #expect(try Draft.decode(draft.encoded()) == draft)
        let new = Draft(request: sampleRequest(), savedAt: 0)
        #expect(try Draft.decode(new.encoded()) == new)
    }

    @Test("The file is pretty JSON a person can read")
    func layout() {
        let text = String(decoding: Draft(request: .object(JSONObject()), buttonLabels: ["b": "B", "a": "A"],
                                          savedAt: januaryFirst).encoded(), as: UTF8.self)
        #expect(text == """
            {
              "format": "push-composer draft",
              "version": 1,
              "saved_at": "2026-01-01T10:00:00Z",
              "file": null,
              "button_labels": {
                "a": "A",
                "b": "B"
              },
              "request": {}
            }

            """)
    }

    @Test("What is not a draft is refused with a reason", arguments: [
        ("", "not readable as JSON"),
        ("{\"format\": \"push-composer draft\", \"version\": 1,", "not readable as JSON (1:"),
        ("[]", "the file holds a list, not a draft"),
        ("{\"aps\": {}}", "not a push-composer draft"),
        ("{\"format\": \"push-composer draft\", \"version\": \"1\"}", "version is missing"),
        ("{\"format\": \"push-composer draft\", \"version\": 2}", "written by a newer push-composer (draft format 2"),
        ("{\"format\": \"push-composer draft\", \"version\": 1, \"saved_at\": \"noon\"}", "saved_at is missing"),
        ("{\"format\": \"push-composer draft\", \"version\": 1, \"saved_at\": \"2026-01-01T00:00:00Z\", \"file\": 3}",
         "file must be a path or null"),
        ("{\"format\": \"push-composer draft\", \"version\": 1, \"saved_at\": \"2026-01-01T00:00:00Z\", \"button_labels\": {\"a\": 1}}",
         "the label of button \"a\" is not text"),
        ("{\"format\": \"push-composer draft\", \"version\": 1, \"saved_at\": \"2026-01-01T00:00:00Z\"}",
         "the request is missing"),
    ])
    func refused(_ text: String, _ fragment: String) {
        do {
            _ = try Draft.decode(Array(text.utf8))
            Issue.record("decoded \(text)")
        } catch {
            #expect(error.message.contains(fragment), "\(error.message)")
        }
    }
}

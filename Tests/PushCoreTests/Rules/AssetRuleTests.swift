import Testing
@testable import PushCore

/// Spec §1: `asset_url` needs an `asset_file_type` from aif gif jpg m4a mp3 mp4 png wav, and forces mutable-content.
struct AssetRuleTests {
    static let cases: [Expected] = [
        .bare("a URL without a type", """
        {
          "alert": "Hi",
          "asset_url": "https://cdn.example.com/sale.png"
        }
        """, AssetRule.fileTypeRequired, .error, "/asset_url", 3, 3),
        .bare("a type Braze does not take", """
        {
          "alert": "Hi",
          "asset_url": "https://cdn.example.com/sale.jpeg",
          "asset_file_type": "jpeg"
        }
        """, AssetRule.fileTypeInvalid, .error, "/asset_file_type", 4, 3),
        .bare("a type without a URL", """
        {
          "alert": "Hi",
          "asset_file_type": "png"
        }
        """, AssetRule.fileTypeWithoutURL, .warning, "/asset_file_type", 3, 3),
        .bare("a URL that is not http(s)", """
        {
          "alert": "Hi",
          "asset_url": "ftp://cdn.example.com/sale.png",
          "asset_file_type": "png"
        }
        """, AssetRule.urlFormat, .error, "/asset_url", 3, 3),
        .bare("a type the URL contradicts", """
        {
          "alert": "Hi",
          "asset_url": "https://cdn.example.com/sale.gif?v=2",
          "asset_file_type": "png"
        }
        """, AssetRule.fileTypeMismatch, .warning, "/asset_file_type", 4, 3),
        .bare("mutable_content false with rich media", """
        {
          "alert": "Hi",
          "asset_url": "https://cdn.example.com/sale.png",
          "asset_file_type": "png",
          "mutable_content": false
        }
        """, AssetRule.mutableForced, .info, "/mutable_content", 5, 3),
        .apns("an attachment without a type", """
        {
          "aps": {"alert": "Hi", "mutable-content": 1},
          "ab": {
            "att": {
              "url": "https://cdn.example.com/sale.mp4"
            }
          }
        }
        """, AssetRule.fileTypeRequired, .error, "/ab/att/url", 5, 7),
        .apns("an attachment type Braze does not take", """
        {
          "aps": {"alert": "Hi", "mutable-content": 1},
          "ab": {
            "att": {"url": "https://cdn.example.com/sale.webp", "type": "webp"}
          }
        }
        """, AssetRule.fileTypeInvalid, .error, "/ab/att/type", 4, 57),
        .apns("mutable-content 0 with an attachment", """
        {
          "aps": {
            "alert": "Hi",
            "mutable-content": 0
          },
          "ab": {"att": {"url": "https://cdn.example.com/a.png", "type": "png"}}
        }
        """, AssetRule.mutableForced, .info, "/aps/mutable-content", 4, 5),
    ]

    @Test(arguments: cases)
    func reportsEachCode(_ e: Expected) { check(e) }

    @Test(arguments: cases.filter(\.wrapsInRequest))
    func reportsEachCodeInsideARequest(_ e: Expected) { check(e.inRequest) }

    @Test func casesCoverEveryCode() {
        #expect(Set(Self.cases.map(\.finding.code)) == Set(AssetRule().codes))
        #expect(Validator.allRules.contains { $0 is AssetRule })
    }

    @Test(arguments: AssetFileType.allCases.map(\.rawValue))
    func everyListedTypeIsAccepted(_ type: String) {
        let a = analyze(#"{"alert": "Hi", "asset_url": "https://cdn.example.com/media", "asset_file_type": ""# + type + #""}"#)
        #expect(diagnostics(a, of: AssetRule()).isEmpty)
    }

    @Test(arguments: Clean.documents + [
        #"{"alert": "Hi", "asset_url": "https://cdn.example.com/a.jpeg", "asset_file_type": "jpg"}"#,
        #"{"alert": "Hi", "asset_url": "https://cdn.example.com/a.aiff", "asset_file_type": "aif"}"#,
    ])
    func cleanPushesHaveNoneOfTheCodes(_ json: String) {
        #expect(diagnostics(analyze(json, now: Clean.now), of: AssetRule()).isEmpty)
    }

    @Test func theMissingTypeIsSuggestedFromTheURL() throws {
        let d = try #require(diagnostics(analyze(Self.cases[0].json), code: AssetRule.fileTypeRequired).first)
        #expect(d.message.contains("\"png\""))
    }

    @Test func richMediaForcesMutableContent() {
        // Seeds: "The mutable-content flag is automatically set to 1 when sending a rich notification".
        let doc = PushReader().read(Self.cases[5].json)
        #expect(PushCompiler().compile(doc, to: .apns)
            == #"{"aps":{"alert":"Hi","mutable-content":1},"ab":{"att":{"url":"https://cdn.example.com/sale.png","type":"png"},"c":null}}"#)
    }

    @Test(arguments: [
        ("https://cdn.example.com/sale.PNG", AssetFileType.png),
        ("https://cdn.example.com/a.b/sale.JpEg?w=2.5#top.gif", .jpg),
        ("https://cdn.example.com/sale.aiff#x", .aif),
        ("https://cdn.example.com/sale.mp4?.png", .mp4),
    ])
    func theTypeIsGuessedFromTheLastExtensionBeforeTheQuery(_ url: String, _ type: AssetFileType) {
        #expect(AssetFileType.guess(fromURL: url) == type)
    }

    @Test(arguments: [
        "https://cdn.example.com/sale", "https://cdn.example.com/v1.2/sale", "https://cdn.example.com/sale.",
        "https://cdn.example.com/sale.pn\u{0301}g", "https://cdn.example.com/sale.\u{FF50}ng", "https://cdn.example.com/sale.webp",
    ])
    func noTypeIsGuessedWithoutAKnownASCIIExtension(_ url: String) {
        #expect(AssetFileType.guess(fromURL: url) == nil)
    }
}

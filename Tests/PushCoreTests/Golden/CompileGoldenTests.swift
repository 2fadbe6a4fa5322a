import Foundation
import Testing
import TextFormats
@testable import PushCore

/// Every golden input compiled to every target must equal its expected file, written by hand from
/// spec §4 (aps first, then ab with att, ab_cat, c; ab_uri; ab_use_webview; extra in written order;
/// compact; raw UTF-8; `/` not escaped; `ab.c` null). A missing expected file fails; nothing is recorded.
/// The files hold the compiled text exactly, so they end without a newline as the compiler's output does.
struct CompileGoldenTests {
    static let compiler = PushCompiler(bundleID: "com.example.shop")

    /// The inputs and the form each is written in.
    static let inputs: [(name: String, kind: InputKind)] = [
        ("apns-payload", .apns),
        ("background", .applePush),
        ("buttons", .request),
        ("emoji", .applePush),
        ("extra-order", .applePush),
        ("french", .applePush),
        ("german", .applePush),
        ("japanese", .applePush),
        ("localized", .applePush),
        ("rich", .applePush),
        ("seed000-request", .request),
    ]

    @Test func theInputsAreTheOnesListed() {
        #expect(Golden.inputNames == Self.inputs.map(\.name))
    }

    @Test(arguments: Golden.inputNames, CompileTarget.allCases)
    func compiledOutputMatchesTheExpectedFile(_ name: String, _ target: CompileTarget) throws {
        let url = Golden.expectedURL(name, target)
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("Missing expected file expected/\(name).\(target.rawValue).txt")
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        let actual = Self.compiler.compile(try Golden.document(name), to: target)
        #expect(actual == expected, "\(name) → \(target.rawValue)")
    }

    @Test func everyExpectedFileBelongsToAnInputAndTarget() throws {
        let dir = Golden.directory.appendingPathComponent("expected")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        let wanted = Set(Golden.inputNames.flatMap { name in CompileTarget.allCases.map { "\(name).\($0.rawValue).txt" } })
        #expect(files.subtracting(wanted).sorted() == [], "expected files with no input or target")
        #expect(wanted.subtracting(files).sorted() == [], "missing expected files")
    }

    @Test(arguments: zip(inputs.map(\.name), inputs.map(\.kind)))
    func eachInputIsReadInItsFormWithoutErrors(_ name: String, _ kind: InputKind) throws {
        let doc = try Golden.document(name)
        #expect(doc.kind == kind)
        let a = PushAnalysis(doc)
        #expect(a.isValid, "\(a.diagnostics.map(Finding.init))")
    }

    @Test func theSeedExampleOnlyWarnsAboutItsQuotedBoolean() throws {
        let a = PushAnalysis(try Golden.document("seed000-request"))
        #expect(a.diagnostics.map(Finding.init) == [
            Finding(code: RequestEnvelopeRule.booleanString, severity: .warning, path: "/override_frequency_capping", line: 5, column: 3),
        ])
    }

    // MARK: Output form

    @Test(arguments: Golden.inputNames)
    func payloadIsCompactRawUTF8WithSlashesUnescaped(_ name: String) throws {
        let apns = Self.compiler.compile(try Golden.document(name), to: .apns)
        #expect(!apns.contains("\\u"))
        #expect(!apns.contains("\\/"))
        #expect(Self.whitespaceOutsideStrings(apns) == 0)
        #expect(apns.hasPrefix(#"{"aps":{"#))
        // It is JSON that reads back as a device payload.
        let reread = PushReader().read(apns)
        #expect(reread.isReadable && reread.kind == .apns)
    }

    /// Counts spaces, tabs and line breaks between tokens, which compact JSON has none of.
    static func whitespaceOutsideStrings(_ json: String) -> Int {
        var inString = false, escaped = false, count = 0
        for b in json.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if b == UInt8(ascii: "\\") {
                    escaped = true
                } else if b == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if b == UInt8(ascii: "\"") {
                inString = true
            } else if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                count += 1
            }
        }
        return count
    }

    @Test func escapedInputIsEmittedRaw() throws {
        // emoji.json writes the flag as \ud83c\uddeb\ud83c\uddf7 and extra-order.json writes "a\/b".
        #expect(Self.compiler.compile(try Golden.document("emoji"), to: .apns).contains("🇫🇷"))
        #expect(Self.compiler.compile(try Golden.document("extra-order"), to: .apns).contains(#""alpha":"a/b""#))
    }

    @Test func falseFlagsAreNotSent() {
        // Spec §4: content-available and mutable-content are emitted as 1 when true, and not at all when false.
        let doc = PushReader().read(#"{"alert": "Hi", "content-available": false, "mutable_content": false}"#)
        #expect(Self.compiler.compile(doc, to: .apns) == #"{"aps":{"alert":"Hi"},"ab":{"c":null}}"#)
        let on = PushReader().read(#"{"alert": "Hi", "content-available": true, "mutable_content": true}"#)
        #expect(Self.compiler.compile(on, to: .apns) == #"{"aps":{"alert":"Hi","content-available":1,"mutable-content":1},"ab":{"c":null}}"#)
    }

    // MARK: Byte counts, by hand

    /// The part of the compiled payload that the Braze gauge leaves out: `,"ab":{"c":null}` (16 bytes)
    /// when `c` is all `ab` holds, otherwise `,"c":null` (9 bytes).
    static func campaignKeyBytes(in apns: String) -> Int {
        if apns.contains(#","ab":{"c":null}"#) { return 16 }
        if apns.contains(#","c":null}"#) { return 9 }
        return 0
    }

    @Test func seed000RequestBytes() throws {
        // {"aps":{"alert":{"title":"Hello!","body":"Message here"}}}
        // {=1 "aps":=6 {=1 "alert":=8 {=1 "title":=8 "Hello!"=8 ,=1 "body":=7 "Message here"=14 }}}=3
        // 1+6+1+8+1+8+8+1+7+14+3 = 58; ,"ab":{"c":null} is left out.
        let budget = PushAnalysis(try Golden.document("seed000-request")).budget
        #expect(budget.brazeBytes == 58)
        #expect(budget.apnsBytes == 58 + 136)
    }

    @Test func japaneseBytes() throws {
        // Kana, kanji, 、 and 。 are 3 bytes each in UTF-8.
        // title "Apple プッシュオブジェクト": "Apple " 6 + 10 kana × 3 = 36
        // body: "iOS" 3 + "デバイスでプッシュ通知を受信するためには、" 21 × 3 = 63 + "Apple" 5
        //       + "プッシュオブジェクトを" 11 × 3 = 33 + "messages" 8 + "に含める必要があります。" 12 × 3 = 36
        //       = 148
        // {"aps":{"alert":{"title":"…","body":"…"},"badge":3,"sound":"default"}}
        // {=1 "aps":=6 {=1 "alert":=8 {=1 "title":=8 36+2 ,=1 "body":=7 148+2 }=1
        // ,=1 "badge":=8 3=1 ,=1 "sound":=8 "default"=9 }}=2
        // 1+6+1+8+1+8+38+1+7+150+1+1+8+1+1+8+9+2 = 252
        let budget = PushAnalysis(try Golden.document("japanese")).budget
        #expect(budget.brazeBytes == 252)
        #expect(budget.apnsBytes == 252 + 136)
    }

    @Test func germanBytes() throws {
        // ä ö ü ß are 2 bytes each.
        // title "Apple Push-Benachrichtigungsobjekt": 34 ASCII = 34
        // body: "Größenbeschränkung:" 19 chars, 3 umlaut/ß = 22; " Die Gesamtzahl der Bytes sollte 1912 nicht " 44;
        //       "überschreiten." 14 chars, 1 = 15; " Der " 5; "Donaudampfschifffahrtsgesellschaftskapitän"
        //       42 chars, 1 = 43; " grüßt" 6 chars, 2 = 8; " von der " 9; "Straßenbahnhaltestelle!" 23 chars, 1 = 24
        //       = 22+44+15+5+43+8+9+24 = 170
        // {"aps":{"alert":{"title":"…","body":"…"},"thread-id":"benachrichtigungen-de",
        //  "interruption-level":"passive","relevance-score":0.50}}
        // {=1 "aps":=6 {=1 "alert":=8 {=1 "title":=8 34+2 ,=1 "body":=7 170+2 }=1
        // ,=1 "thread-id":=12 "benachrichtigungen-de"=23 ,=1 "interruption-level":=21 "passive"=9
        // ,=1 "relevance-score":=18 0.50=4 }}=2
        // 1+6+1+8+1+8+36+1+7+172+1+1+12+23+1+21+9+1+18+4+2 = 334
        let budget = PushAnalysis(try Golden.document("german")).budget
        #expect(budget.brazeBytes == 334)
        #expect(budget.apnsBytes == 334 + 136)
    }

    @Test func emojiBytes() throws {
        // 🚫 🎉 are 4 bytes; 👩‍💻 is 👩 4 + ZWJ 3 + 💻 4 = 11; the flag 🇫🇷 is two regional indicators, 8.
        // title "Outbid Alert 🚫": 13 + 4 = 17
        // body "Your team 👩‍💻 won 🎉 Free shipping to 🇫🇷": 10 + 11 + 5 + 4 + 18 + 8 = 56
        // {"aps":{"alert":{"title":"…","body":"…"},"badge":2,"sound":"default"}}
        // {=1 "aps":=6 {=1 "alert":=8 {=1 "title":=8 17+2 ,=1 "body":=7 56+2 }=1
        // ,=1 "badge":=8 2=1 ,=1 "sound":=8 "default"=9 }}=2
        // 1+6+1+8+1+8+19+1+7+58+1+1+8+1+1+8+9+2 = 141
        let budget = PushAnalysis(try Golden.document("emoji")).budget
        #expect(budget.brazeBytes == 141)
        #expect(budget.apnsBytes == 141 + 136)
    }

    @Test(arguments: Golden.inputNames)
    func brazeBytesAreThePayloadWithoutTheCampaignKey(_ name: String) throws {
        let doc = try Golden.document(name)
        if doc.isSentAsWritten {
            // A device payload goes as written, its own ab.c included; Braze's count sets that aside.
            var payload = doc.deliveredPayload
            var ab = try #require(payload["ab"]?.objectValue)
            #expect(ab["c"] != nil)
            ab["c"] = nil
            payload["ab"] = .object(ab)
            #expect(PushAnalysis(doc).budget.brazeBytes == JSONWriter.string(.object(payload)).utf8.count)
            // APNs gets it as written: the direct figure is the compiled output, ab.c included.
            #expect(PushAnalysis(doc).budget.routes == [.direct])
            #expect(PushAnalysis(doc).budget.apnsBytes == Self.compiler.compile(doc, to: .apns).utf8.count)
            return
        }
        let apns = Self.compiler.compile(doc, to: .apns)
        let removed = Self.campaignKeyBytes(in: apns)
        #expect(removed > 0, "every compiled payload carries ab.c")
        let budget = PushAnalysis(doc).budget
        #expect(budget.brazeBytes == apns.utf8.count - removed)
        #expect(budget.apnsBytes == budget.brazeBytes + ByteBudget.campaignKeyReserve)
        #expect(budget.apnsBytes(.direct) == apns.utf8.count)
        #expect(ByteBudget.campaignKeyReserve == 2048 - ByteBudget.brazeLimit)
    }

    @Test func theBreakdownNamesEachFieldsBytes() throws {
        // Each row is `"key":value` plus the comma before it (japanese.json):
        // alert.title  "title":=8 + 38           = 46 (first in alert, no comma)
        // alert.body   ,=1 + "body":=7 + 150     = 158
        // badge        ,=1 + "badge":=8 + 3=1    = 10
        // sound        ,=1 + "sound":=8 + 9      = 18
        // The rest is structure: {"aps":{ 8 + "alert":{ 9 + } 1 + }} 2 = 20; 232 + 20 = 252.
        let budget = PushAnalysis(try Golden.document("japanese")).budget
        #expect(budget.rows.map(\.field) == ["alert.body", "alert.title", "sound", "badge"])
        #expect(budget.rows.map(\.bytes) == [158, 46, 18, 10])
        #expect(budget.rows.map(\.deviceKey) == ["aps.alert.body", "aps.alert.title", "aps.sound", "aps.badge"])
        #expect(budget.structureBytes == 20)
    }
}
